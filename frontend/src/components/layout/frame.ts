/**
 * What the storefront's frame and the admin app's share without the frame itself: the admin app imports these, not
 * Layout.tsx, so the storefront's header, menus and footer are no part of the admin entry (ADR 0061).
 */

/** The id of the page's main landmark (the skip link's target, focused after a navigation). */
export const MAIN_ID = 'main-content';

/** The admin app's pages (ADR 0023): the storefront never renders them, it loads the admin app's page instead. */
export function isAdminComponent(component: string | undefined | null): boolean {
  return typeof component === 'string' && component.startsWith('Admin');
}
