/**
 * Random seeds of a server render (docs/decisions/0011). Whatever a page draws at random must read the same in
 * the server's HTML and in the browser's hydration of it, or the browser would replace what the visitor already
 * reads (the login's arithmetic question changed a moment after the page showed). On the server a seed is drawn
 * the first time a component asks for it and goes to the browser with the page's recorded answers; the
 * hydrating browser is handed the server's seeds. A component mounted after hydration draws its own values.
 */
export class RenderSeeds {
  private readonly seeds = new Map<string, number>();

  /**
   * @param given the server's seeds (the hydrating browser); empty on the server and on a page the browser
   *   rendered itself
   * @param draw draws a new seed (the server); absent in the browser, which never invents one
   */
  constructor(
    given: Readonly<Record<string, number>> = {},
    private readonly draw: (() => number) | null = null,
  ) {
    for (const [name, value] of Object.entries(given)) if (Number.isSafeInteger(value)) this.seeds.set(name, value);
  }

  /** The seed of `name`: the server draws it once per render; the browser answers the server's, or null. */
  seed(name: string): number | null {
    const known = this.seeds.get(name);
    if (known !== undefined) return known;
    if (this.draw === null) return null;
    const drawn = this.draw();
    this.seeds.set(name, drawn);
    return drawn;
  }

  /** Every seed used so far (what the server sends along with the page). */
  get used(): Record<string, number> {
    return Object.fromEntries(this.seeds);
  }
}

/** A 32-bit seed from the platform's cryptographic random source (Node's and the browser's Web Crypto). */
export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}
