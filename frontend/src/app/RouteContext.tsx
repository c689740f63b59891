import { createContext, use, useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { isLocale, translator, type Locale, type MessageId, type MessageParams } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { loadTexts, missCount, subscribeTexts, textsPending, textsReady, textsVersion } from '../i18n/texts';
import { useStores } from '../stores/StoreContext';

export interface CurrentRoute {
  locale: Locale;
  /** The resolved page, or null (catalogue resolver, unavailable). */
  page: Webpage | null;
  /** Values of ':param' segments of the page path. */
  params: Record<string, string>;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

/** The resolved route of the current location (null outside the route layer, e.g. during start-up). */
export function useCurrentRoute(): CurrentRoute | null {
  return useContext(RouteContext);
}

/** The current locale: from the route layer, else from the UiStore (start-up). */
export function useLocale(): Locale {
  const route = useContext(RouteContext);
  const { ui } = useStores();
  const locale = route?.locale ?? ui.locale;
  return isLocale(locale) ? locale : 'de';
}

export type TranslateFn = (id: MessageId | (string & Record<never, never>), params?: MessageParams) => string;

/**
 * Translate function bound to the current locale. A server-rendered page hydrates with the texts it carries;
 * otherwise a page's texts are loaded before it renders, and after a switch to the other language the part
 * waits (suspends) until they are there. A part that asked for a text still on its way renders again (with a
 * new function) when it has come.
 */
export function useT(): TranslateFn {
  const locale = useLocale();
  if (!textsReady(locale)) use(loadTexts(locale));
  // Only a part whose render missed a text renders again when the texts come (the others keep their snapshot).
  const missed = useRef(false);
  const snapshot = useCallback(() => (missed.current ? textsVersion() : 0), []);
  const version = useSyncExternalStore(subscribeTexts, snapshot, noTextsMissed);
  // A new version makes a new function: memoised parts given `t` render again too.
  return useMemo(() => {
    const translate = translator(locale);
    // Counting misses is needed only while texts are on their way (never on the server, nor once they have come).
    if (!textsPending()) return translate;
    return (id, params) => {
      const before = missCount();
      const text = translate(id, params);
      if (missCount() !== before) missed.current = true;
      return text;
    };
  }, [locale, version]);
}

function noTextsMissed(): number {
  return 0;
}
