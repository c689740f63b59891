import { addTexts, hasText, type Locale } from '@shop/i18n';

/**
 * The browser's texts, loaded per language and area (docs/decisions/0039-storefront-entry-budget.md): a page
 * carries the storefront's texts of its language; the configurators' texts come with a configurator page, the
 * admin app's with the admin app, the other language's when a page in it is shown. Each area of a language is
 * a chunk of its own (./storefront.de.ts …); the server names the ones a page needs among its modulepreloads
 * ({@link textsModule}), and the browser waits for them before it hydrates.
 */
export type TextArea = 'storefront' | 'configurators' | 'admin' | 'requisitionLists';

type Texts = { texts: Readonly<Record<string, string>> };
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected' };

const LOADERS: Record<TextArea, Record<Locale, () => Promise<Texts>>> = {
  storefront: { de: () => import('./storefront.de'), en: () => import('./storefront.en') },
  configurators: { de: () => import('./configurators.de'), en: () => import('./configurators.en') },
  admin: { de: () => import('./admin.de'), en: () => import('./admin.en') },
  requisitionLists: { de: () => import('./requisition-lists.de'), en: () => import('./requisition-lists.en') },
};

/** One id of each area: the area is there once its locale's texts hold it (loaded here, or all at once by the whole catalogue in tests). */
const SENTINELS: Record<TextArea, string> = { storefront: 'errorHasOccurred', configurators: 'acIntro', admin: 'adminForbidden', requisitionLists: 'requisitionListsIntro' };

/** The areas this app shows: the storefront's always, the others once a page that needs them is loaded. */
const used = new Set<TextArea>(['storefront']);
/** Locales whose texts were asked for: a newly used area is loaded in each. */
const shown = new Set<Locale>();
const loads = new Map<string, Tracked>();
const localeLoads = new Map<string, Promise<void>>();

/** The source module (under src/, no extension) of an area's texts in a locale, e.g. 'i18n/storefront.de'. */
export function textsModule(locale: Locale, area: TextArea): string {
  return `i18n/${area}.${locale}`;
}

function track(promise: Promise<void>): Tracked {
  const tracked: Tracked = promise;
  tracked.status = 'pending';
  tracked.then(
    () => (tracked.status = 'fulfilled'),
    () => (tracked.status = 'rejected'),
  );
  return tracked;
}

function loadArea(locale: Locale, area: TextArea): Promise<void> {
  if (hasText(locale, SENTINELS[area])) return Promise.resolve();
  const key = `${area}.${locale}`;
  let load = loads.get(key);
  if (load === undefined || load.status === 'rejected') {
    load = track(LOADERS[area][locale]().then((module) => addTexts(locale, module.texts)));
    loads.set(key, load);
  }
  return load;
}

/** True once every used area of the locale is registered. */
export function textsReady(locale: Locale): boolean {
  return [...used].every((area) => hasText(locale, SENTINELS[area]));
}

/** Loads every used area of a locale (the same promise for the same areas: React's `use` waits on it). */
export function loadTexts(locale: Locale): Promise<void> {
  shown.add(locale);
  const key = `${locale}:${[...used].join(',')}`;
  let all = localeLoads.get(key);
  if (all === undefined) {
    all = Promise.all([...used].map((area) => loadArea(locale, area))).then(() => undefined);
    localeLoads.set(key, all);
    // A failed load is tried again by the next render that asks.
    all.catch(() => localeLoads.delete(key));
  }
  return all;
}

/**
 * Loads an area in every locale shown so far; once there, it is one of the areas this app shows (loaded with
 * the other language on a switch). Until then the parts already shown go on rendering (no wait for it).
 */
export function needTextArea(area: TextArea): Promise<void> {
  return Promise.all([...shown].map((locale) => loadArea(locale, area))).then(() => {
    used.add(area);
  });
}
