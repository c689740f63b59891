/** The event a chunk that failed to load is announced with (Vite's name; main.tsx reloads the page once on it). */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** Dispatches the preload-error event for a chunk that failed to load (main.tsx reloads the page once). */
export function reportChunkFailure(error: unknown): never {
  if (typeof window !== 'undefined') {
    const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    window.dispatchEvent(event);
  }
  throw error;
}
