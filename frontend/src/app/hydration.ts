import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is rendered on the server and while the browser hydrates it, true from then on. Form
 * controls that only work with the app (every form but the header search) are disabled until then: a value
 * typed into a server-rendered field before the app has started would not reach the form's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
