/** Cached Intl.Collator per locale (creating collators is comparatively expensive). */
const collators = new Map<string, Intl.Collator>();

/** A locale-aware collator for alphabetical sorting. */
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}
