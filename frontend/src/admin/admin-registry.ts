import type { ComponentType } from 'react';
import { ADMIN_PAGE_LOADERS } from '../app/admin-pages';
import type { PageProps } from '../app/components';
import { lazyComponent, type PreloadableComponent } from '../app/lazy-component';

/** Dispatched when a chunk fails to load; the admin entry reloads the page once (like the storefront's). */
export const ADMIN_PRELOAD_ERROR_EVENT = 'vite:preloadError';

function reportChunkFailure(error: unknown): never {
  if (typeof window !== 'undefined') {
    const event = new Event(ADMIN_PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    window.dispatchEvent(event);
  }
  throw error;
}

/**
 * The admin app's page registry (ADR 0023), made from THE list of admin pages (app/admin-pages.ts): every
 * entry there is a lazy page of its own chunk in the admin bundle. The storefront never imports this file.
 */
const adminPages = new Map<string, PreloadableComponent<PageProps>>(
  Object.entries(ADMIN_PAGE_LOADERS).map(([name, [, load]]) => [
    name,
    lazyComponent(() => load().then((m) => m.default as unknown as ComponentType<PageProps>, reportChunkFailure), name),
  ]),
);

export function getAdminPageComponent(name: string): PreloadableComponent<PageProps> | null {
  return adminPages.get(name) ?? null;
}

/** Whether an admin page is built (a menu entry or a dashboard link to it works). */
export function isAdminPageBuilt(name: string): boolean {
  return adminPages.has(name);
}
