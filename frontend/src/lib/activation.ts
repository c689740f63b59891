/**
 * A store that works only while some view shows it (the cart views, the checkout page): the first
 * `activate()` starts it, the disposer of the last one stops it; a disposer called twice counts once.
 */
export class Activation {
  private count = 0;

  constructor(
    private readonly start: () => void,
    private readonly stop: () => void,
  ) {}

  activate(): () => void {
    this.count += 1;
    if (this.count === 1) this.start();
    let disposed = false;
    return () => {
      if (disposed) return;
      disposed = true;
      this.count -= 1;
      if (this.count === 0) this.stop();
    };
  }
}
