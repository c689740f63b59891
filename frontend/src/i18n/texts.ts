import { addTexts, hasText, setAwaitedTexts, type Locale } from '@shop/i18n';

/**
 * The browser's texts, loaded per language and area (docs/decisions/0039-storefront-entry-budget.md): a page
 * carries the storefront's texts of its language; the configurators' texts come with a configurator page, the
 * account pages' (company, invitation, requisition lists) with those pages, the admin app's with the admin app, the other language's when a page in it is shown. Each area of a language is
 * a chunk of its own (./storefront.de.ts …); the server names the ones a page needs among its modulepreloads
 * ({@link textsModule}), and the browser waits for them before it hydrates.
 *
 * A server-rendered page carries the texts its render showed ({@link startFromPageTexts}): the browser hydrates with
 * those and loads its language's areas afterwards ({@link completePageTexts}), so they are not part of the
 * page's first load. What renders in between with a text not yet there shows it empty and renders again
 * once the texts have come ({@link subscribeTexts}).
 */
export type TextArea = 'storefront' | 'configurators' | 'account' | 'admin';

type Texts = { texts: Readonly<Record<string, string>> };
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected' };

const LOADERS: Record<TextArea, Record<Locale, () => Promise<Texts>>> = {
  storefront: { de: () => import('./storefront.de'), en: () => import('./storefront.en') },
  configurators: { de: () => import('./configurators.de'), en: () => import('./configurators.en') },
  account: { de: () => import('./account.de'), en: () => import('./account.en') },
  admin: { de: () => import('./admin.de'), en: () => import('./admin.en') },
};

/** One id of each area: the area is there once its locale's texts hold it (loaded here, or all at once by the whole catalogue in tests). */
const SENTINELS: Record<TextArea, string> = { storefront: 'errorHasOccurred', configurators: 'acIntro', account: 'companyInviteTitle', admin: 'adminForbidden' };

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

/** Locales that started from a page's own texts: their areas count as there once loaded, whatever ids they hold. */
const startedFromPage = new Set<Locale>();

/** True once the area of the locale is registered: loaded here, or (in tests) registered whole by the catalogue. */
function areaThere(locale: Locale, area: TextArea): boolean {
  if (loads.get(`${area}.${locale}`)?.status === 'fulfilled') return true;
  // A page's own texts may hold an area's sentinel without the rest of the area.
  return !startedFromPage.has(locale) && hasText(locale, SENTINELS[area]);
}

function loadArea(locale: Locale, area: TextArea): Promise<void> {
  if (areaThere(locale, area)) return Promise.resolve();
  const key = `${area}.${locale}`;
  let load = loads.get(key);
  if (load === undefined || load.status === 'rejected') {
    load = track(LOADERS[area][locale]().then((module) => addTexts(locale, module.texts)));
    loads.set(key, load);
  }
  return load;
}

/** Locales shown from a server-rendered page's own texts while their areas are on their way. */
const provisional = new Set<Locale>();
/** Ids asked for and not there while texts were on their way: the parts that asked render again when they come. */
let misses = 0;
let version = 0;
const listeners = new Set<() => void>();

/** True once every used area of the locale is registered, or the page's own texts are there for its first render. */
export function textsReady(locale: Locale): boolean {
  return provisional.has(locale) || [...used].every((area) => areaThere(locale, area));
}

/**
 * Registers the texts a server-rendered page carries (those its render showed): the page hydrates with them,
 * without waiting for its language's areas. {@link completePageTexts} loads those afterwards.
 */
export function startFromPageTexts(locale: Locale, texts: Readonly<Record<string, string>>): void {
  addTexts(locale, texts);
  shown.add(locale);
  startedFromPage.add(locale);
  if (!textsReady(locale)) provisional.add(locale);
  setAwaitedTexts(() => {
    if (provisional.size === 0) return false;
    misses += 1;
    return true;
  });
}

/**
 * Loads the used areas of the page's language after a start from the page's own texts; a part that asked for
 * a text that was not there renders again. A failed load is tried again later (the page works on meanwhile).
 */
export async function completePageTexts(locale: Locale, retryMs = 2_000): Promise<void> {
  if (!provisional.has(locale)) return;
  try {
    await loadTexts(locale);
  } catch {
    setTimeout(() => void completePageTexts(locale, Math.min(retryMs * 2, 60_000)), retryMs);
    return;
  }
  provisional.delete(locale);
  if (provisional.size === 0) setAwaitedTexts(undefined);
  if (misses > 0) {
    misses = 0;
    version += 1;
    for (const listener of [...listeners]) listener();
  }
}

/** Hears when texts a rendered part missed have come (for useSyncExternalStore). */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes each time parts that missed a text must render again. */
export function textsVersion(): number {
  return version;
}

/** True while a page's own texts stand in for its language's (only then can a translation miss a text). */
export function textsPending(): boolean {
  return provisional.size > 0;
}

/** How many ids were missed so far while texts were on their way (a translation compares it before and after). */
export function missCount(): number {
  return misses;
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
