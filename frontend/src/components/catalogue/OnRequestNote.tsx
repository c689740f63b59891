import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useLocale, useT } from '../../app/RouteContext';
import { useStores } from '../../stores/StoreContext';
import { withQuery } from './catalogue-format';

/** 'This item cannot be ordered in our webshop' with a request-for-inquiry link to the contact page. */
export const OnRequestNote = observer(function OnRequestNote({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { content } = useStores();
  const contact = content.pathFor('contact', locale);
  const link = contact ? withQuery(contact, { product: productId }) : null;
  if (compact) {
    return (
      <p className="on-request on-request--compact">
        <span>{t('onlyOnRequest')}</span>
        {link && <Link to={link}>{t('requestForInquiry')}</Link>}
      </p>
    );
  }
  return (
    <div className="message message--info on-request">
      <p>{t('itemNotOrderableOnline')}</p>
      {link && (
        <p>
          <Link className="button button--secondary" to={link}>
            {t('requestForInquiry')}
          </Link>
        </p>
      )}
    </div>
  );
});
