/**
 * The shop's pages: one row per (translation code, locale). Paths of the non-default locale carry the
 * /en prefix. Admin paths sit under the configured admin slug (the spec gives the German and English
 * paths). The component names are the keys of the frontend's component registry.
 */
export interface WebpageSeed {
  code: string;
  component: string;
  de: { path: string; label: string; description?: string };
  en: { path: string; label: string; description?: string };
  prefix?: boolean;
  accessCondition?: string;
  redirectTarget?: { de: string; en: string };
  robots?: string;
  inSearch?: boolean;
  params?: Record<string, unknown>;
}

const admin = (slug: string, code: string, component: string, de: string, en: string, label: { de: string; en: string }, extra: Partial<WebpageSeed> = {}): WebpageSeed => ({
  code,
  component,
  de: { path: `/${slug}${de}`.replace(/\/$/, ''), label: label.de },
  en: { path: `/en/${slug}${en}`.replace(/\/$/, ''), label: label.en },
  accessCondition: 'admin-logged-in',
  redirectTarget: { de: `/${slug}/anmeldung`, en: `/en/${slug}/login` },
  robots: 'noindex,nofollow',
  inSearch: false,
  ...extra,
});

export function webpageSeeds(adminSlug: string): WebpageSeed[] {
  const account = { accessCondition: 'logged-in', redirectTarget: { de: '/anmelden', en: '/en/login' }, robots: 'noindex,nofollow', inSearch: false };
  const guestOnly = { accessCondition: 'not-logged-in', redirectTarget: { de: '/konto', en: '/en/account' }, robots: 'noindex,follow' };
  return [
    { code: 'home', component: 'Home', de: { path: '/', label: 'Startseite', description: 'Schläuche, Armaturen, Auswerferstifte und Automationszellen für die Industrie – direkt vom Hersteller.' }, en: { path: '/en', label: 'Home', description: 'Hoses, fittings, ejector pins and automation cells for industry – straight from the manufacturer.' } },
    { code: 'login', component: 'Login', de: { path: '/anmelden', label: 'Anmelden' }, en: { path: '/en/login', label: 'Login' }, ...guestOnly },
    { code: 'registration', component: 'Registration', de: { path: '/registrieren', label: 'Registrieren' }, en: { path: '/en/register', label: 'Register' }, ...guestOnly },
    { code: 'passwordForgotten', component: 'PasswordForgotten', de: { path: '/passwort-vergessen', label: 'Passwort vergessen' }, en: { path: '/en/password-forgotten', label: 'Password forgotten' }, ...guestOnly },
    { code: 'companyInvitation', component: 'CompanyInvitation', de: { path: '/einladung', label: 'Einladung annehmen' }, en: { path: '/en/invitation', label: 'Accept invitation' }, robots: 'noindex,nofollow', inSearch: false },
    { code: 'passwordNew', component: 'PasswordNew', de: { path: '/passwort-neu', label: 'Neues Passwort setzen' }, en: { path: '/en/new-password', label: 'Set new password' }, robots: 'noindex,nofollow', inSearch: false },
    { code: 'registrationOptIn', component: 'RegistrationOptIn', de: { path: '/registrierung-bestaetigen', label: 'Registrierung bestätigen' }, en: { path: '/en/confirm-registration', label: 'Confirm registration' }, robots: 'noindex,nofollow', inSearch: false },
    { code: 'emailOptIn', component: 'EmailOptIn', de: { path: '/email-bestaetigen', label: 'E-Mail-Adresse bestätigen' }, en: { path: '/en/confirm-email', label: 'Confirm e-mail address' }, robots: 'noindex,nofollow', inSearch: false },
    { code: 'search', component: 'Search', de: { path: '/suche', label: 'Suche' }, en: { path: '/en/search', label: 'Search' }, robots: 'noindex,follow', inSearch: false },
    { code: 'productCategories', component: 'ProductCategories', de: { path: '/produkte', label: 'Produktkategorien', description: 'Alle Produktkategorien im Überblick.' }, en: { path: '/en/products', label: 'Product categories', description: 'All product categories at a glance.' } },
    { code: 'fitsTo', component: 'FitsTo', de: { path: '/passend-zu', label: 'Passende Artikel' }, en: { path: '/en/fits-to', label: 'Matching articles' }, robots: 'noindex,follow', inSearch: false },
    { code: 'combinableProducts', component: 'CombinableProducts', de: { path: '/kombinierbare-artikel', label: 'Kombinierbare Artikel' }, en: { path: '/en/combinable-articles', label: 'Combinable articles' }, robots: 'noindex,follow', inSearch: false },
    { code: 'cadDownload', component: 'CadDownload', de: { path: '/cad-download', label: 'CAD-Download' }, en: { path: '/en/cad-download', label: 'CAD download' }, robots: 'noindex,follow', inSearch: false },
    { code: 'cart', component: 'Cart', de: { path: '/warenkorb', label: 'Warenkorb' }, en: { path: '/en/cart', label: 'Cart' }, robots: 'noindex,nofollow' },
    { code: 'checkout', component: 'Checkout', de: { path: '/kasse', label: 'Kasse' }, en: { path: '/en/checkout', label: 'Checkout' }, robots: 'noindex,nofollow', inSearch: false },
    { code: 'cartImportExport', component: 'CartImportExport', de: { path: '/warenkorb/import-export', label: 'Warenkorb importieren und exportieren' }, en: { path: '/en/cart/import-export', label: 'Cart import and export' }, robots: 'noindex,nofollow' },
    { code: 'contact', component: 'Contact', de: { path: '/kontakt', label: 'Kontakt', description: 'Schreiben Sie uns – wir antworten innerhalb eines Werktags.' }, en: { path: '/en/contact', label: 'Contact', description: 'Write to us – we answer within one working day.' } },
    { code: 'imprint', component: 'Imprint', de: { path: '/impressum', label: 'Impressum' }, en: { path: '/en/imprint', label: 'Imprint' } },
    { code: 'terms', component: 'Terms', de: { path: '/agb', label: 'Allgemeine Geschäftsbedingungen' }, en: { path: '/en/terms', label: 'Terms and conditions' } },
    { code: 'privacy', component: 'Privacy', de: { path: '/datenschutz', label: 'Datenschutz' }, en: { path: '/en/privacy-policy', label: 'Privacy policy' } },
    { code: 'locations', component: 'Locations', de: { path: '/standorte', label: 'Standorte', description: 'Unsere Standorte in Deutschland, Österreich und der Schweiz.' }, en: { path: '/en/locations', label: 'Locations', description: 'Our locations in Germany, Austria and Switzerland.' } },
    { code: 'hoseConfigurator', component: 'HoseConfigurator', de: { path: '/schlauchkonfigurator', label: 'Schlauchkonfigurator' }, en: { path: '/en/hose-configurator', label: 'Hose configurator' } },
    { code: 'ejectorConfigurator', component: 'EjectorConfigurator', de: { path: '/auswerferkonfigurator', label: 'Auswerferkonfigurator' }, en: { path: '/en/ejector-configurator', label: 'Ejector configurator' } },
    { code: 'automationConfigurator', component: 'AutomationConfigurator', de: { path: '/automationskonfigurator', label: 'Automationskonfigurator' }, en: { path: '/en/automation-configurator', label: 'Automation configurator' } },
    { code: 'accountDashboard', component: 'AccountDashboard', de: { path: '/konto', label: 'Mein Konto' }, en: { path: '/en/account', label: 'My account' }, ...account },
    { code: 'accountOrders', component: 'AccountOrders', de: { path: '/konto/bestellungen', label: 'Bestellungen' }, en: { path: '/en/account/orders', label: 'Orders' }, ...account },
    { code: 'accountOrder', component: 'AccountOrder', de: { path: '/konto/bestellung', label: 'Bestellung' }, en: { path: '/en/account/order', label: 'Order' }, ...account },
    { code: 'accountAddresses', component: 'AccountAddresses', de: { path: '/konto/adressen', label: 'Adressbuch' }, en: { path: '/en/account/addresses', label: 'Address book' }, ...account },
    { code: 'accountApprovals', component: 'AccountApprovals', de: { path: '/konto/freigaben', label: 'Freigaben' }, en: { path: '/en/account/approvals', label: 'Approvals' }, ...account },
    { code: 'accountOffers', component: 'AccountOffers', de: { path: '/konto/angebote', label: 'Angebote' }, en: { path: '/en/account/offers', label: 'Offers' }, ...account },
    { code: 'accountCompany', component: 'AccountCompany', de: { path: '/konto/firma', label: 'Firma und Benutzer' }, en: { path: '/en/account/company', label: 'Company and users' }, ...account },
    { code: 'accountRequisitionLists', component: 'AccountRequisitionLists', de: { path: '/konto/bestelllisten', label: 'Bestelllisten' }, en: { path: '/en/account/requisition-lists', label: 'Requisition lists' }, ...account },
    { code: 'accountDetails', component: 'AccountDetails', de: { path: '/konto/daten', label: 'Meine Daten' }, en: { path: '/en/account/details', label: 'My details' }, ...account },
    admin(adminSlug, 'adminInstall', 'AdminInstall', '/setup/install', '/setup/install', { de: 'Installation', en: 'Installation' }, { accessCondition: undefined, redirectTarget: undefined }),
    admin(adminSlug, 'adminLogin', 'AdminLogin', '/anmeldung', '/login', { de: 'Admin-Anmeldung', en: 'Admin login' }, { accessCondition: 'admin-not-logged-in', redirectTarget: { de: `/${adminSlug}`, en: `/en/${adminSlug}` } }),
    admin(adminSlug, 'adminDashboard', 'AdminDashboard', '', '', { de: 'Dashboard', en: 'Dashboard' }),
    admin(adminSlug, 'adminSecurity', 'AdminSecurity', '/monitoring/security', '/monitoring/security', { de: 'Sicherheit', en: 'Security' }),
    admin(adminSlug, 'adminOrders', 'AdminOrders', '/shop/bestellungen', '/shop/orders', { de: 'Bestellungen', en: 'Orders' }),
    admin(adminSlug, 'adminOrder', 'AdminOrder', '/shop/bestellung', '/shop/order', { de: 'Bestellung', en: 'Order' }),
    admin(adminSlug, 'adminPriceRules', 'AdminPriceRules', '/shop/preisregeln', '/shop/price-rules', { de: 'Preisregeln', en: 'Price rules' }),
    admin(adminSlug, 'adminConfiguratorData', 'AdminConfiguratorData', '/shop/konfiguratoren', '/shop/configurators', { de: 'Konfiguratoren', en: 'Configurators' }),
    admin(adminSlug, 'adminUsers', 'AdminUsers', '/benutzer', '/users', { de: 'Benutzer', en: 'Users' }),
    // Not in the spec's list of admin paths: the product management list its tools name ("product management lists").
    admin(adminSlug, 'adminProducts', 'AdminProducts', '/shop/produkte', '/shop/products', { de: 'Produkte', en: 'Products' }),
    admin(adminSlug, 'adminUserProfile', 'AdminUserProfile', '/benutzer/profil', '/users/profile', { de: 'Benutzerprofil', en: 'User profile' }),
    admin(adminSlug, 'adminMedia', 'AdminMedia', '/content/medien', '/content/media', { de: 'Medien', en: 'Media' }),
    admin(adminSlug, 'adminMediaUpload', 'AdminMediaUpload', '/content/medien/upload', '/content/media/upload', { de: 'Medien hochladen', en: 'Upload media' }),
    admin(adminSlug, 'adminTools', 'AdminTools', '/system/werkzeuge', '/system/tools', { de: 'Werkzeuge', en: 'Tools' }),
    admin(adminSlug, 'adminBackup', 'AdminBackup', '/system/backup', '/system/backup', { de: 'Backup', en: 'Backup' }),
    admin(adminSlug, 'adminBackendFiles', 'AdminBackendFiles', '/system/backend-dateien', '/system/backend-files', { de: 'Backend-Dateien', en: 'Backend files' }),
    admin(adminSlug, 'adminBackendFilesUpload', 'AdminBackendFilesUpload', '/system/backend-dateien/upload', '/system/backend-files/upload', { de: 'Backend-Dateien hochladen', en: 'Upload backend files' }),
    admin(adminSlug, 'adminSystemInfo', 'AdminSystemInfo', '/system/info', '/system/info', { de: 'Systeminfo', en: 'System info' }),
    admin(adminSlug, 'adminImportExport', 'AdminImportExport', '/system/import-und-export', '/system/import-and-export', { de: 'Import und Export', en: 'Import and export' }),
    admin(adminSlug, 'adminUninstall', 'AdminUninstall', '/system/deinstallation', '/system/uninstallation', { de: 'Deinstallation', en: 'Uninstallation' }),
    admin(adminSlug, 'adminContactRequests', 'AdminContactRequests', '/shop/kontaktanfragen', '/shop/contact-requests', { de: 'Kontaktanfragen', en: 'Contact requests' }),
    admin(adminSlug, 'adminOffers', 'AdminOffers', '/shop/angebote', '/shop/offers', { de: 'Angebote', en: 'Offers' }),
    admin(adminSlug, 'adminOffer', 'AdminOffer', '/shop/angebot', '/shop/offer', { de: 'Angebot', en: 'Offer' }),
    admin(adminSlug, 'adminCompanies', 'AdminCompanies', '/shop/firmen', '/shop/companies', { de: 'Firmen', en: 'Companies' }),
    admin(adminSlug, 'adminCompany', 'AdminCompany', '/shop/firma', '/shop/company', { de: 'Firma', en: 'Company' }),
    // The product editor, a detail page like the order's (?pid=<article number>; none: a new product; ADR 0044).
    admin(adminSlug, 'adminProduct', 'AdminProduct', '/shop/produkt', '/shop/product', { de: 'Produkt', en: 'Product' }),
  ];
}
