import { memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { reportChunkFailure } from './chunk-failure';

/** How long after a failed load a render shows the failure before a new mount asks for the chunk again. */
const RETRY_AFTER_MS = 5000;

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A component whose code loads on first use, and that can be loaded ahead ({@link preload}). */
export interface PreloadableComponent<P> {
  (props: P): ReactNode;
  /** Starts loading the code (before hydrating, or when a link to it is hovered or comes into view). */
  preload(): Promise<unknown>;
  displayName?: string;
}

/**
 * Like React.lazy, but a component whose code has already arrived renders at once instead of suspending
 * for a tick: the promise carries its state (status/value, the convention React's `use` reads). That
 * matters for hydration: a part that suspends stays server HTML until a later pass, and an update in
 * between (the shell's effects) would make React throw that HTML away and render it again (a layout shift).
 * A failed load reaches the nearest error boundary: every render within a few seconds of the failure throws it
 * (React renders a failed part once more at once, and that render must fail too); a preload, or a mount after that,
 * asks for the chunk again. (Asking again in the render that saw the failure made React suspend on the new
 * attempt, so a chunk that could not load was requested without end and no error boundary ever saw the failure.)
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name = 'Lazy'): PreloadableComponent<P> {
  let promise: Tracked<ComponentType<P>> | null = null;
  let failedAt = 0;
  const start = (retry: boolean): Tracked<ComponentType<P>> => {
    if (promise === null || (promise.status === 'rejected' && (retry || Date.now() - failedAt > RETRY_AFTER_MS))) {
      const next: Tracked<ComponentType<P>> = load();
      next.status = 'pending';
      next.then(
        (value) => {
          next.status = 'fulfilled';
          next.value = value;
        },
        (reason: unknown) => {
          next.status = 'rejected';
          next.reason = reason;
          failedAt = Date.now();
        },
      );
      promise = next;
    }
    return promise;
  };
  const Lazy = ((props: P) => {
    const current = start(false);
    if (current.status === 'rejected') throw current.reason;
    const Component = use(current as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }) as PreloadableComponent<P>;
  Lazy.preload = () => start(true).catch(() => undefined);
  Lazy.displayName = name;
  return Lazy;
}

/**
 * A part of the page frame that hydrates after the page (ADR 0061): its code is not part of the first load.
 * A server-rendered page keeps the part's HTML (links and forms work without script) until the code has
 * arrived, and React hydrates it then. The part takes no props and is memoised: a render of its parent before
 * then leaves it alone (an update would make React drop the HTML and render it anew). A page rendered in the
 * browser shows `fallback` for the moment the code takes; so does a part whose code failed to load (reported with
 * reportChunkFailure: the page reloads once), instead of taking the whole page down with it.
 */
export function hydratedLater(load: () => Promise<ComponentType<object>>, name: string, fallback: ReactNode = null): ComponentType<object> {
  const Part = lazyComponent(() => load().catch(reportChunkFailure), name);
  const Later = memo(function HydratedLater() {
    return (
      <ErrorBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <Part />
        </Suspense>
      </ErrorBoundary>
    );
  });
  Later.displayName = `HydratedLater(${name})`;
  return Later;
}
