import { createContext, use, useContext, useMemo } from 'react';
import { isLocale, translator, type Locale, type MessageId, type MessageParams } from '@shop/i18n';
import type { Webpage } from '../api/contracts';
import { loadTexts, textsReady } from '../i18n/texts';
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
 * Translate function bound to the current locale. Its texts are loaded before a page in that language is
 * hydrated; after a switch to the other language the part waits (suspends) until they are there.
 */
export function useT(): TranslateFn {
  const locale = useLocale();
  if (!textsReady(locale)) use(loadTexts(locale));
  return useMemo(() => translator(locale), [locale]);
}
