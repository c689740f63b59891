import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { ProductCategory } from '../../api/contracts';
import type { PageProps } from '../../app/components';
import { useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { formatNumber } from '../../lib/format';
import { useStores } from '../../stores/StoreContext';
import '../../styles/content.css';

/** Canonical product-categories page: the category tree from the init data, linking to each category. */
const ProductCategories = observer(function ProductCategories({ page, locale }: PageProps) {
  const t = useT();
  const { content } = useStores();
  const top = content.topLevelCategories;
  return (
    <div className="container page">
      <h1>{page.label}</h1>
      <p className="lead">{t('productCategoriesIntro')}</p>
      {top.length === 0 ? (
        <p className="message message--info">{t('noCategories')}</p>
      ) : (
        <ul className="category-list">
          {top.map((category) => (
            <CategoryEntry key={category.id} category={category} locale={locale} depth={0} />
          ))}
        </ul>
      )}
    </div>
  );
});

const CategoryEntry = observer(function CategoryEntry({ category, locale, depth }: { category: ProductCategory; locale: string; depth: number }) {
  const t = useT();
  const { config, content } = useStores();
  const children = depth < 4 ? content.childrenOf(category.id) : [];
  const name = category.name[locale as 'de' | 'en'] || category.name.de;
  const path = category.path[locale as 'de' | 'en'] || category.path.de;
  const image = depth === 0 ? config.mediaUrl(category.image) : null;
  return (
    <li className={`category-list__item category-list__item--depth-${depth}`}>
      <Link className="category-list__link" to={path}>
        {depth === 0 && (
          <span className="category-list__media" aria-hidden="true">
            {image ? <img src={image} alt="" loading="lazy" width="64" height="64" /> : <Icon name="cube" size={28} />}
          </span>
        )}
        <span className="category-list__name">{name}</span>
        <span className="category-list__count">{t('productCount', { count: formatNumber(category.productCount, locale) })}</span>
      </Link>
      {children.length > 0 && (
        <ul className="category-list category-list--nested" aria-label={t('subcategoriesOf', { name })}>
          {children.map((child) => (
            <CategoryEntry key={child.id} category={child} locale={locale} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
});

export default ProductCategories;
