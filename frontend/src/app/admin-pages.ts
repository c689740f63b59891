import type { ComponentType } from 'react';

/**
 * The admin area's pages: component name → [source module under src/ (without extension), loader].
 * One line per page; the page registry (./components) makes each a lazy page of its own chunk.
 */
export const ADMIN_PAGE_LOADERS: Record<string, readonly [string, () => Promise<{ default: ComponentType<never> }>]> = {
  AdminInstall: ['pages/admin/Install', () => import('../pages/admin/Install')],
  AdminLogin: ['pages/admin/Login', () => import('../pages/admin/Login')],
  AdminDashboard: ['pages/admin/Dashboard', () => import('../pages/admin/Dashboard')],
  AdminSecurity: ['pages/admin/Security', () => import('../pages/admin/Security')],
};
