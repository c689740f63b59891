import { useEffect, useState } from 'react';
import type { RootStore } from '../../../stores/RootStore';
import { useStores } from '../../../stores/StoreContext';

/** What a page's store may do when its page shows and when it is left (load, poll; stop the timers). */
export interface PageLifetime {
  start?(): void;
  stop?(): void;
}

/**
 * The store of one admin page: made once per page instance from the app's stores (its transport `root.api`,
 * the session for a 401), started when the page mounts and stopped when it unmounts — so no poll or timer
 * of a left page keeps running. Starting again after a stop works (React's strict mode mounts twice).
 */
export function usePageStore<S extends object>(create: (root: RootStore) => S): S {
  const root = useStores();
  const [store] = useState(() => create(root));
  useEffect(() => {
    const lifetime = store as PageLifetime;
    lifetime.start?.();
    return () => lifetime.stop?.();
  }, [store]);
  return store;
}

/** What an admin store calls when the API answers 401: the admin session ended, the route layer shows the login. */
export function adminLoggedOut(root: RootStore): () => void {
  return () => root.session.setAdminUser(null);
}
