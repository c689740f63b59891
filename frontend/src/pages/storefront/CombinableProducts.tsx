import type { PageProps } from '../../app/components';
import { RelatedProductsPage } from './RelatedProductsPage';

/** Combinable-products page (query id). */
export default function CombinableProducts(props: PageProps) {
  return <RelatedProductsPage {...props} kind="combinable" headingId="combinableWithProduct" />;
}
