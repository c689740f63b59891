import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { CategoryDetail } from '../../api/catalogue-contracts';
import { useLocale, useT } from '../../app/RouteContext';
import { Icon } from '../../components/Icon';
import { Breadcrumbs } from '../../components/catalogue/Breadcrumbs';
import { ListPriceNotice } from '../../components/catalogue/ListPriceNotice';
import { ProductList } from '../../components/catalogue/ProductList';
import { ProductPopupHost } from '../../components/catalogue/ProductPopupHost';
import { formatNumber } from '../../lib/format';
import { showsProductList } from '../../stores/category-view';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/catalogue/catalogue.css';

/**
 * Category page: breadcrumbs, h1, featured image, description, sub-category menu, info boxes, the list
 * price notice for visitors not logged in (listPriceInfo enabled, category not excluded), product list.
 * Sends 'pcvi' once per category.
 */
const CategoryPage = observer(function CategoryPage({ category }: { category: CategoryDetail }) {
  const t = useT();
  const locale = useLocale();
  const stores = useStores();
  const { config } = stores;
  const catalogue = catalogueOf(stores);
  const image = category.featuredImage ? config.mediaUrl(category.featuredImage.src) : null;
  const showList = showsProductList(category);

  useEffect(() => {
    catalogue.trackCategoryView(category.id);
  }, [catalogue, category.id]);

  return (
    <div className="container page category">
      <Breadcrumbs items={category.breadcrumbs} current={category.name} currentPath={category.path} />
      <header className={`category__head${image ? ' category__head--media' : ''}`}>
        <div className="category__intro">
          <h1 id="category-title">{category.name}</h1>
          {category.description && <p className="lead category__description">{category.description}</p>}
        </div>
        {image && (
          <img className="category__image" src={image} alt={category.featuredImage?.alt ?? ''} width="360" height="240" />
        )}
      </header>

      {category.subcategories.length > 0 && (
        <nav className="subcats" aria-label={t('subcategoriesOf', { name: category.name })}>
          <ul className="subcats__list">
            {category.subcategories.map((sub) => {
              const subImage = config.mediaUrl(sub.image);
              return (
                <li key={sub.id}>
                  <Link className="subcats__link" to={sub.path}>
                    <span className="subcats__media" aria-hidden="true">
                      {subImage ? <img src={subImage} alt="" width="48" height="48" loading="lazy" /> : <Icon name="cube" size={22} />}
                    </span>
                    <span className="subcats__text">
                      <span className="subcats__name">{sub.name}</span>
                      <span className="subcats__count">{t('productCount', { count: formatNumber(sub.productCount, locale) })}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      {category.infoBoxes.length > 0 && (
        <div className="infoboxes">
          {category.infoBoxes.map((box, i) => (
            <section key={i} className="infobox" aria-labelledby={`infobox-${i}`}>
              <h2 id={`infobox-${i}`} className="infobox__title">
                {box.heading}
              </h2>
              <p className="infobox__body">{box.body}</p>
            </section>
          ))}
        </div>
      )}

      <ListPriceNotice excluded={category.listPriceInfoExcluded} />

      {showList && (
        <>
          <h2 id="category-products" className="visually-hidden">
            {t('productsOf', { name: category.name })}
          </h2>
          <ProductList categoryId={category.id} headingId="category-products" defaultLayout={category.layout} />
        </>
      )}
      <ProductPopupHost />
    </div>
  );
});

export default CategoryPage;
