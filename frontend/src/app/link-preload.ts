import type { RootStore } from '../stores/RootStore';
import { loadCatalogueResolver, loadCategoryPage, loadProductPage } from './catalogue-pages';
import { preloadPage } from './components';
import { decideRoute } from './route-decision';

/**
 * Loads the code of the page a link leads to as soon as the visitor shows the intent to follow it (pointer
 * over it, keyboard focus on it, a touch), so the page's chunk is there when the click comes. One delegated
 * listener for every link of the shop; each path is looked at once. Returns the disposer.
 */
export function preloadOnIntent(root: RootStore, doc: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== doc.location.origin || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const decision = decideRoute(root, { pathname: url.pathname, search: url.search, hash: '' });
    if (decision.kind === 'page') void preloadPage(decision.page.component);
    else if (decision.kind === 'catalogue') {
      void loadCatalogueResolver();
      void loadProductPage();
      void loadCategoryPage();
    }
  };
  const options = { passive: true, capture: true };
  doc.addEventListener('pointerover', onIntent, options);
  doc.addEventListener('focusin', onIntent, options);
  doc.addEventListener('touchstart', onIntent, options);
  return () => {
    doc.removeEventListener('pointerover', onIntent, options);
    doc.removeEventListener('focusin', onIntent, options);
    doc.removeEventListener('touchstart', onIntent, options);
  };
}
