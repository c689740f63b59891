import type { PageProps } from '../../app/components';
import { RelatedProductsPage } from './RelatedProductsPage';

/** Fits-to page (query id): heading followingArticlesFit, error productIdUnknown. */
export default function FitsTo(props: PageProps) {
  return <RelatedProductsPage {...props} kind="fitsTo" headingId="followingArticlesFit" />;
}
