import type { Webpage } from '../api/contracts';
import type { RootStore } from '../stores/RootStore';
import { resolveRoute, type RouteDecision } from './route-layer';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The route layer's decision for a location from the stores' state (the Shell and server rendering). */
export function decideRoute(root: RootStore, location: LocationLike): RouteDecision<Webpage> {
  const { config, content, session } = root;
  return resolveRoute({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    redirects: content.redirects,
    pages: content.webpages,
    languages: config.languages,
    defaultLocale: config.defaultLocale,
    homepage: config.homepage,
    user: session.user,
    adminUser: session.adminUser,
  });
}
