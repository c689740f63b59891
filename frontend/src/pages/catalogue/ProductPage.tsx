import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ProductDetail } from '../../api/catalogue-contracts';
import { Breadcrumbs } from '../../components/catalogue/Breadcrumbs';
import { ProductPopupHost } from '../../components/catalogue/ProductPopupHost';
import { ProductView } from '../../components/catalogue/ProductView';
import { catalogueOf } from '../../stores/CatalogueStore';
import { useStores } from '../../stores/StoreContext';
import '../../components/catalogue/catalogue.css';

/** Product page: breadcrumbs and the product view. Sends 'prvi' once per product. */
const ProductPage = observer(function ProductPage({ product }: { product: ProductDetail }) {
  const catalogue = catalogueOf(useStores());
  useEffect(() => {
    catalogue.trackProductView(product.id);
  }, [catalogue, product.id]);
  return (
    <div className="container page product-page">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} currentPath={product.path} />
      <ProductView product={product} />
      <ProductPopupHost />
    </div>
  );
});

export default ProductPage;
