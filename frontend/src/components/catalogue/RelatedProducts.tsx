import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { RelatedList } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { Icon } from '../Icon';
import { withQuery } from './catalogue-format';
import { ProductTable } from './ProductTable';

/** Related lists show up to 6 articles; the show-all link appears at exactly 6 (docs/rules/constants.md#lists). */
export const RELATED_LIMIT = 6;

/**
 * A related list (fits-to, similar, combinable) as a compact table. `allPageCode` names the page that
 * lists all of them (fitsTo, combinableProducts), linked with ?id= when the list is full.
 */
export const RelatedProducts = observer(function RelatedProducts({
  list,
  productId,
  caption,
  allPageCode,
}: {
  list: RelatedList;
  productId: string;
  caption: string;
  allPageCode?: 'fitsTo' | 'combinableProducts';
}) {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  const items = list.items.slice(0, RELATED_LIMIT);
  const allPath = allPageCode ? content.pathFor(allPageCode, locale) : null;
  return (
    <div className="related">
      <ProductTable items={items} caption={caption} />
      {allPath && items.length === RELATED_LIMIT && (
        <p className="related__all">
          <Link to={withQuery(allPath, { id: productId })}>
            {t('showAllRelated', { count: list.total })} <Icon name="chevronRight" size={16} />
          </Link>
        </p>
      )}
    </div>
  );
});
