import { use, type ComponentType, type ReactNode } from 'react';

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
 * A failed load is tried again on the next render.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name = 'Lazy'): PreloadableComponent<P> {
  let promise: Tracked<ComponentType<P>> | null = null;
  const start = (): Tracked<ComponentType<P>> => {
    if (promise === null || promise.status === 'rejected') {
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
        },
      );
      promise = next;
    }
    return promise;
  };
  const Lazy = ((props: P) => {
    const Component = use(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }) as PreloadableComponent<P>;
  Lazy.preload = () => start().catch(() => undefined);
  Lazy.displayName = name;
  return Lazy;
}
