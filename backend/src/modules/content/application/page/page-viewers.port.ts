/**
 * Who a logged-in customer is as a viewer of storefront pages (docs/decisions/0055-shared-pages-for-logged-in-buyers.md).
 * Customers with the same key see the same page — the same prices, the same notices — except for their own
 * start-up data, which the page carries for the browser (init's `store`: who is logged in, their price rules).
 * The key therefore names everything a shared page differs by (the prices a buyer gets, the Berlin day); the
 * store is the customer's alone and is put into the shared page for each answer, never kept with it.
 */
export interface PageViewer {
  readonly key: string;
  /** The customer's own part of the start-up answer (the `store` of POST /api/facade/frontend/init). */
  store(): Promise<unknown>;
}

/** Answers the viewer behind a customer session cookie, or null (no such session: the page is rendered for the visitor). */
export abstract class PageViewers {
  abstract viewerOf(customerSessionToken: string): Promise<PageViewer | null>;
}
