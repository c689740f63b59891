/** What the page renderer asks of the storefront's server rendering (docs/decisions/0011). */
export interface StorefrontRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's Cookie header: the page is rendered as this visitor sees it (session, consent). */
  cookie?: string;
  /** The visitor's address, passed on to the API calls the render makes (rate limits, logs). */
  remoteAddress: string;
  userAgent?: string;
}

export type StorefrontRender =
  | {
      kind: 'html';
      /** Markup for `<div id="root">`. */
      html: string;
      /** The recorded API answers, serialised and escaped for a `<script type="application/json">`. */
      state: string;
      /**
       * `state` split where the start-up answer's `store` stands (`before + store + after`), so a page can be shared
       * between customers and carry each one's own store; null when the record has no start-up answer.
       */
      stateAroundStore: { before: string; after: string } | null;
      /** Id of that script element. */
      stateId: string;
      /** Built chunks (paths under /) the page needs at once: preloaded scripts and its stylesheets. */
      scripts: string[];
      styles: string[];
    }
  | { kind: 'redirect'; location: string };

/**
 * The storefront's server rendering. `null` means "not rendered": the page goes out as the bare app shell
 * and renders in the browser (no build of the renderer, or it failed; the failure is logged).
 */
export abstract class StorefrontRenderer {
  abstract render(request: StorefrontRenderRequest): Promise<StorefrontRender | null>;
  /** A value as JSON escaped for the page's data block, as the render escapes its record (null: no renderer). */
  abstract serializeForPage(value: unknown): Promise<string | null>;
}
