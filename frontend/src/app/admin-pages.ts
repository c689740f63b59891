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
  AdminOrders: ['pages/admin/orders/Orders', () => import('../pages/admin/orders/Orders')],
  AdminOrder: ['pages/admin/orders/Order', () => import('../pages/admin/orders/Order')],
  AdminUsers: ['pages/admin/users/Users', () => import('../pages/admin/users/Users')],
  AdminProducts: ['pages/admin/products/Products', () => import('../pages/admin/products/Products')],
  AdminUserProfile: ['pages/admin/users/UserProfile', () => import('../pages/admin/users/UserProfile')],
  AdminPriceRules: ['pages/admin/price-rules/AdminPriceRules', () => import('../pages/admin/price-rules/AdminPriceRules')],
  AdminTools: ['pages/admin/tools/Tools', () => import('../pages/admin/tools/Tools')],
  AdminSystemInfo: ['pages/admin/tools/SystemInfo', () => import('../pages/admin/tools/SystemInfo')],
  AdminMedia: ['pages/admin/files/Media', () => import('../pages/admin/files/Media')],
  AdminMediaUpload: ['pages/admin/files/MediaUpload', () => import('../pages/admin/files/MediaUpload')],
  AdminBackendFiles: ['pages/admin/files/BackendFiles', () => import('../pages/admin/files/BackendFiles')],
  AdminBackendFilesUpload: ['pages/admin/files/BackendFilesUpload', () => import('../pages/admin/files/BackendFilesUpload')],
  AdminImportExport: ['pages/admin/import-export/ImportExport', () => import('../pages/admin/import-export/ImportExport')],
  AdminBackup: ['pages/admin/backup/Backup', () => import('../pages/admin/backup/Backup')],
  AdminUninstall: ['pages/admin/backup/Uninstall', () => import('../pages/admin/backup/Uninstall')],
  AdminContactRequests: ['pages/admin/contact/ContactRequests', () => import('../pages/admin/contact/ContactRequests')],
  AdminOffers: ['pages/admin/offers/Offers', () => import('../pages/admin/offers/Offers')],
  AdminOffer: ['pages/admin/offers/Offer', () => import('../pages/admin/offers/Offer')],
  AdminCompanies: ['pages/admin/companies/Companies', () => import('../pages/admin/companies/Companies')],
  AdminCompany: ['pages/admin/companies/Company', () => import('../pages/admin/companies/Company')],
  AdminConfiguratorData: ['pages/admin/configurators/ConfiguratorData', () => import('../pages/admin/configurators/ConfiguratorData')],
  AdminProduct: ['pages/admin/products/ProductEditor', () => import('../pages/admin/products/ProductEditor')],
};
