import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyComponent', () => {
  it('a failed load reaches the render, without asking for the chunk again there; a preload asks again', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    let loads = 0;
    const Lazy = lazyComponent<object>(() => {
      loads += 1;
      return Promise.reject(failure);
    }, 'Failing');
    await Lazy.preload();
    await settle();
    expect(loads).toBe(1);
    // The render that sees the failure throws it (for the error boundary) instead of suspending on a new attempt,
    // and so does React's second render of the failed part right after.
    expect(() => Lazy({})).toThrow(failure);
    expect(() => Lazy({})).toThrow(failure);
    expect(loads).toBe(1);
    // A preload (a link's intent, the next navigation there) tries again.
    await Lazy.preload();
    expect(loads).toBe(2);
  });

  it('code that has arrived renders at once, loaded once', async () => {
    let loads = 0;
    const Part: ComponentType<{ label: string }> = ({ label }) => label;
    const Lazy = lazyComponent(() => {
      loads += 1;
      return Promise.resolve(Part);
    }, 'Part');
    await Lazy.preload();
    await settle();
    await Lazy.preload();
    expect(loads).toBe(1);
  });
});
