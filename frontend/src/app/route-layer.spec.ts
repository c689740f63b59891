import { fillPath, homepageForRoot, resolveRoute, type RouteInput } from './route-layer';
import { accountUser, webpage } from '../test-support/mothers';
import type { Webpage } from '../api/contracts';

const PAGES: Webpage[] = [
  webpage('home', 'Home', '/'),
  webpage('home', 'Home', '/en'),
  webpage('imprint', 'Imprint', '/impressum'),
  webpage('imprint', 'Imprint', '/en/imprint'),
  webpage('login', 'Login', '/anmelden', { accessCondition: 'not-logged-in', redirectTarget: '/konto' }),
  webpage('accountDashboard', 'AccountDashboard', '/konto', { accessCondition: 'logged-in', redirectTarget: '/anmelden' }),
  webpage('accountOrder', 'AccountOrder', '/konto/bestellung/:oid', { accessCondition: 'logged-in', redirectTarget: '/anmelden' }),
  webpage('adminDashboard', 'AdminDashboard', '/admin', { accessCondition: 'admin-logged-in', redirectTarget: '/admin/anmeldung' }),
  webpage('adminLogin', 'AdminLogin', '/admin/anmeldung', { accessCondition: 'admin-not-logged-in', redirectTarget: '/admin' }),
  webpage('adminInstall', 'AdminInstall', '/admin/setup/install', { accessCondition: 'not-installed', redirectTarget: '/admin/anmeldung' }),
  webpage('search', 'Search', '/suche', { prefix: true }),
];

function route(pathname: string, overrides: Partial<RouteInput<Webpage>> = {}) {
  const [path, search = ''] = pathname.split('?');
  return resolveRoute<Webpage>({
    pathname: path,
    search: search ? `?${search}` : '',
    hash: '',
    redirects: [
      { path: '/alt', target: '/impressum' },
      { path: '/katalog.pdf', target: 'https://cdn.example/katalog.pdf' },
      { path: '/partner', target: 'partner.example' },
    ],
    pages: PAGES,
    languages: ['de', 'en'],
    defaultLocale: 'de',
    homepage: { de: '/', en: '/en' },
    user: null,
    adminUser: null,
    ...overrides,
  });
}

const pageOf = (decision: ReturnType<typeof route>) => (decision.kind === 'page' ? `${decision.page.code}/${decision.locale}` : decision.kind);

describe('route layer (SPA)', () => {
  it('shows the page of a path with its language', () => {
    expect(pageOf(route('/impressum'))).toBe('imprint/de');
    expect(pageOf(route('/en/imprint'))).toBe('imprint/en');
    expect(pageOf(route('/'))).toBe('home/de');
    expect(pageOf(route('/en'))).toBe('home/en');
  });

  it('follows the redirect list: in-app, full page, and a bare host as https', () => {
    expect(route('/alt')).toEqual({ kind: 'redirect', to: '/impressum', locale: 'de' });
    expect(route('/katalog.pdf')).toEqual({ kind: 'external', url: 'https://cdn.example/katalog.pdf', locale: 'de' });
    expect(route('/partner')).toEqual({ kind: 'external', url: 'https://partner.example', locale: 'de' });
  });

  it('drops a trailing slash and keeps the query', () => {
    expect(route('/impressum/?a=1')).toEqual({ kind: 'redirect', to: '/impressum?a=1', locale: 'de' });
    expect(route('/en/')).toEqual({ kind: 'redirect', to: '/en', locale: 'en' });
  });

  it('sends a language root to the configured home page of that language', () => {
    const moved = { homepage: { de: '/start', en: '/en/start' } };
    expect(route('/', moved)).toEqual({ kind: 'redirect', to: '/start', locale: 'de' });
    expect(route('/en?x=1', moved)).toEqual({ kind: 'redirect', to: '/en/start?x=1', locale: 'en' });
  });

  it('hands a path that is no page to the catalogue resolver, with the language of its prefix', () => {
    expect(route('/schlaeuche/epdm')).toEqual({ kind: 'catalogue', locale: 'de' });
    expect(route('/en/hoses/epdm')).toEqual({ kind: 'catalogue', locale: 'en' });
  });

  it('fills :param segments and matches prefix pages', () => {
    const decision = route('/konto/bestellung/42', { user: accountUser() });
    expect(decision.kind === 'page' && decision.params).toEqual({ oid: '42' });
    expect(pageOf(route('/suche/alles'))).toBe('search/de');
  });

  it('sends visitors who are not logged in from account pages to the login, and logged-in customers away from it', () => {
    expect(route('/konto')).toEqual({ kind: 'redirect', to: '/anmelden', locale: 'de' });
    expect(pageOf(route('/konto', { user: accountUser() }))).toBe('accountDashboard/de');
    expect(route('/anmelden', { user: accountUser() })).toEqual({ kind: 'redirect', to: '/konto', locale: 'de' });
    // "Logged in" means: the user has a first name.
    expect(route('/konto', { user: accountUser({ firstname: '' }) })).toMatchObject({ kind: 'redirect', to: '/anmelden' });
  });

  it('guards the admin pages with the admin login', () => {
    const admin = { id: 1, firstname: 'Ada', lastname: 'Admin', email: 'ada@shop.example' };
    expect(route('/admin')).toEqual({ kind: 'redirect', to: '/admin/anmeldung', locale: 'de' });
    expect(pageOf(route('/admin', { adminUser: admin }))).toBe('adminDashboard/de');
    expect(route('/admin/anmeldung', { adminUser: admin })).toEqual({ kind: 'redirect', to: '/admin', locale: 'de' });
    // A customer session is no admin session.
    expect(route('/admin', { user: accountUser() })).toMatchObject({ kind: 'redirect', to: '/admin/anmeldung' });
  });

  it('offers the install page only while the shop is not installed', () => {
    expect(route('/admin/setup/install')).toEqual({ kind: 'redirect', to: '/admin/anmeldung', locale: 'de' });
    expect(pageOf(route('/admin/setup/install', { homepage: {} }))).toBe('adminInstall/de');
  });

  it('shows "unavailable" rather than looping when a page redirects to itself', () => {
    const pages = [webpage('loop', 'AccountDashboard', '/loop', { accessCondition: 'logged-in', redirectTarget: '/loop' })];
    expect(route('/loop', { pages })).toMatchObject({ kind: 'unavailable' });
  });

  it('homepageForRoot knows only the language roots', () => {
    expect(homepageForRoot('/', ['de', 'en'], 'de', { de: '/' })).toEqual({ locale: 'de', path: '/' });
    expect(homepageForRoot('/en', ['de', 'en'], 'de', {})).toEqual({ locale: 'en', path: null });
    expect(homepageForRoot('/de', ['de', 'en'], 'de', { de: '/' })).toBeNull();
    expect(homepageForRoot('/fr', ['de', 'en'], 'de', { de: '/' })).toBeNull();
  });

  it('fillPath builds the path of a page with parameters', () => {
    expect(fillPath('/konto/bestellung/:oid', { oid: '7 8' })).toBe('/konto/bestellung/7%208');
    expect(fillPath('/konto/bestellung/:oid', {})).toBeNull();
  });
});
