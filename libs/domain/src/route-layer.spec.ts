import {
  isSafeLocalPath,
  RoutePage,
  checkAccess,
  findPage,
  hasTrailingSlash,
  languageFromPath,
  localePrefix,
  localizePath,
  matchRedirect,
  resolvePageAccess,
  stripTrailingSlash,
} from './route-layer';

describe('matchRedirect', () => {
  const redirects = [
    { path: '/alt', target: '/neu' },
    { path: '/extern', target: 'http://example.com/page' },
    { path: '/secure', target: 'https://example.com' },
    { path: '/bare', target: 'example.com/x' },
    { path: '/empty', target: '' },
  ];

  it('matches exactly', () => {
    expect(matchRedirect('/alt', redirects)).toEqual({ kind: 'in-app', target: '/neu' });
    expect(matchRedirect('/alt/', redirects)).toBeNull();
    expect(matchRedirect('/ALT', redirects)).toBeNull();
    expect(matchRedirect('/alt/sub', redirects)).toBeNull();
  });

  it('classifies targets', () => {
    expect(matchRedirect('/extern', redirects)).toEqual({ kind: 'full-page', target: 'http://example.com/page' });
    expect(matchRedirect('/secure', redirects)).toEqual({ kind: 'full-page', target: 'https://example.com' });
    expect(matchRedirect('/bare', redirects)).toEqual({ kind: 'full-page', target: 'https://example.com/x' });
  });

  it('ignores empty targets and unknown paths', () => {
    expect(matchRedirect('/empty', redirects)).toBeNull();
    expect(matchRedirect('/nothing', redirects)).toBeNull();
    expect(matchRedirect('/alt', [])).toBeNull();
  });
});

describe('trailing slashes', () => {
  it.each([
    ['/shop/', '/shop'],
    ['/shop//', '/shop'],
    ['/en/', '/en'],
    ['/', '/'],
    ['//', '/'],
    ['/shop', '/shop'],
    ['', ''],
  ])('%j → %j', (path, expected) => {
    expect(stripTrailingSlash(path)).toBe(expected);
  });

  it('tells whether a redirect is needed', () => {
    expect(hasTrailingSlash('/shop/')).toBe(true);
    expect(hasTrailingSlash('/')).toBe(false);
    expect(hasTrailingSlash('/shop')).toBe(false);
  });
});

describe('languages', () => {
  const languages = ['de', 'en'];

  it('takes a non-default language from the first segment', () => {
    expect(languageFromPath('/en', languages)).toBe('en');
    expect(languageFromPath('/en/shop/orders', languages)).toBe('en');
    expect(languageFromPath('/EN/shop', languages)).toBe('en');
    expect(languageFromPath('/en?x=1', languages)).toBe('en');
  });

  it('falls back to the default locale', () => {
    expect(languageFromPath('/', languages)).toBe('de');
    expect(languageFromPath('/de/shop', languages)).toBe('de');
    expect(languageFromPath('/fr/shop', languages)).toBe('de');
    expect(languageFromPath('/english', languages)).toBe('de');
    expect(languageFromPath('/shop', languages, 'en')).toBe('en');
  });

  it('prefixes non-default locales', () => {
    expect(localePrefix('de')).toBe('');
    expect(localePrefix('en')).toBe('/en');
    expect(localizePath('/shop', 'de')).toBe('/shop');
    expect(localizePath('/shop', 'en')).toBe('/en/shop');
    expect(localizePath('/', 'en')).toBe('/en');
  });
});

describe('findPage', () => {
  const page = (id: string, path: string, extra: Partial<RoutePage> = {}): RoutePage => ({
    id,
    path,
    component: id,
    locale: path.startsWith('/en') ? 'en' : 'de',
    ...extra,
  });
  const pages: RoutePage[] = [
    page('home', '/'),
    page('homeEn', '/en'),
    page('orders', '/konto/bestellungen'),
    page('order', '/konto/bestellungen/:orderId'),
    page('orderLatest', '/konto/bestellungen/latest'),
    page('itemVariant', '/p/:slug/:variant'),
    page('itemVariantFixed', '/p/:slug/blue'),
    page('catalogue', '/katalog', { prefix: true }),
    page('catalogueTools', '/katalog/werkzeuge', { prefix: true }),
    page('enCatalogue', '/en/catalogue', { prefix: true }),
  ];

  it('matches exact paths first', () => {
    expect(findPage('/', pages)).toEqual({ page: pages[0], params: {} });
    expect(findPage('/en', pages)?.page.id).toBe('homeEn');
    expect(findPage('/konto/bestellungen', pages)?.page.id).toBe('orders');
    expect(findPage('/konto/bestellungen/latest', pages)?.page.id).toBe('orderLatest');
    expect(findPage('/katalog', pages)?.page.id).toBe('catalogue');
  });

  it('then paths with :param segments', () => {
    expect(findPage('/konto/bestellungen/4711', pages)).toEqual({ page: pages[3], params: { orderId: '4711' } });
    expect(findPage('/konto/bestellungen/a%20b', pages)?.params).toEqual({ orderId: 'a b' });
    expect(findPage('/konto/bestellungen/%E0%A4%A', pages)?.params).toEqual({ orderId: '%E0%A4%A' });
    expect(findPage('/konto/bestellungen/1/2', pages)).toBeNull();
  });

  it('prefers the most specific param pattern', () => {
    expect(findPage('/p/hose/blue', pages)).toEqual({ page: pages[6], params: { slug: 'hose' } });
    expect(findPage('/p/hose/red', pages)).toEqual({ page: pages[5], params: { slug: 'hose', variant: 'red' } });
  });

  it('then prefix pages, longest prefix wins', () => {
    expect(findPage('/katalog/schlaeuche/hydraulik', pages)?.page.id).toBe('catalogue');
    expect(findPage('/katalog/werkzeuge/zangen', pages)?.page.id).toBe('catalogueTools');
    expect(findPage('/en/catalogue/hoses', pages)?.page.id).toBe('enCatalogue');
    expect(findPage('/katalogx', pages)).toBeNull();
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(findPage('/konto/bestellungen/', pages)?.page.id).toBe('orders');
    expect(findPage('/konto/bestellungen?oid=1#top', pages)?.page.id).toBe('orders');
  });

  it('returns null when nothing matches', () => {
    expect(findPage('/unbekannt', pages)).toBeNull();
    expect(findPage('/x', [])).toBeNull();
  });

  it('lets a root prefix page catch everything else', () => {
    const withFallback = [...pages, page('fallback', '/', { prefix: true })];
    expect(findPage('/irgendwas/tief', withFallback.slice(1))?.page.id).toBe('fallback');
  });
});

describe('checkAccess', () => {
  const customer = { firstname: 'Erika' };
  const admin = { firstname: 'Root' };

  it('allows pages without condition', () => {
    expect(checkAccess(undefined, {})).toBe(true);
    expect(checkAccess(null, {})).toBe(true);
  });

  it('evaluates user conditions by firstname', () => {
    expect(checkAccess('logged-in', { user: customer })).toBe(true);
    expect(checkAccess('logged-in', { user: { firstname: '' } })).toBe(false);
    expect(checkAccess('logged-in', { user: null })).toBe(false);
    expect(checkAccess('not-logged-in', {})).toBe(true);
    expect(checkAccess('not-logged-in', { user: customer })).toBe(false);
  });

  it('evaluates admin conditions by the admin user firstname', () => {
    expect(checkAccess('admin-logged-in', { adminUser: admin })).toBe(true);
    expect(checkAccess('admin-logged-in', { user: customer })).toBe(false);
    expect(checkAccess('admin-not-logged-in', { user: customer })).toBe(true);
    expect(checkAccess('admin-not-logged-in', { adminUser: admin })).toBe(false);
  });

  it('evaluates installation by the homepage of the current locale', () => {
    expect(checkAccess('installed', { homepageForLocale: 'home' })).toBe(true);
    expect(checkAccess('installed', { homepageForLocale: '' })).toBe(false);
    expect(checkAccess('not-installed', {})).toBe(true);
    expect(checkAccess('not-installed', { homepageForLocale: 'home' })).toBe(false);
  });

  it('fails closed for unknown conditions', () => {
    expect(checkAccess('admin', { adminUser: admin })).toBe(false);
  });

  it('resolves the redirect target of a page', () => {
    const page: RoutePage = {
      id: 'account',
      path: '/konto',
      component: 'Account',
      locale: 'de',
      accessCondition: 'logged-in',
      redirectTarget: '/anmelden',
    };
    expect(resolvePageAccess(page, { user: customer })).toEqual({ allowed: true });
    expect(resolvePageAccess(page, {})).toEqual({ allowed: false, redirectTo: '/anmelden' });
    expect(resolvePageAccess({ ...page, redirectTarget: undefined }, {})).toEqual({ allowed: false });
  });
});

describe('isSafeLocalPath: where a redirect may send a browser', () => {
  it.each(['/', '/kategorie/schlaeuche', '/en/cart', '/a b', '/produkt/x?y=1'])('%s stays on the site', (path) => {
    expect(isSafeLocalPath(path)).toBe(true);
  });

  it.each([
    ['//evil.example', 'protocol-relative URL'],
    ['/\\evil.example', 'backslash, read as a slash by browsers'],
    ['/\t/evil.example', 'tab'],
    ['/a\r\nSet-Cookie: x=1', 'CR LF (header injection)'],
    ['/a\u0000b', 'NUL'],
    ['https://evil.example', 'absolute URL'],
    ['evil.example', 'no leading slash'],
    ['/a\u2028b', 'line separator'],
  ])('%j leaves the site or is not a path (%s)', (path) => {
    expect(isSafeLocalPath(path)).toBe(false);
  });

  it('a configured redirect whose in-app target would leave the site is not applied', () => {
    expect(matchRedirect('/alt', [{ path: '/alt', target: '//evil.example' }])).toBeNull();
    expect(matchRedirect('/alt', [{ path: '/alt', target: '/%2fevil.example' }])).toBeNull();
    expect(matchRedirect('/alt', [{ path: '/alt', target: '/neu' }])).toEqual({ kind: 'in-app', target: '/neu' });
  });

  it('a configured redirect whose target holds a control character is not applied, in-app or external', () => {
    for (const target of ['/neu\r\nSet-Cookie: x=1', 'https://example.com/a\r\nSet-Cookie: x=1', 'example.com/\u0000', '/neu\tx']) {
      expect(matchRedirect('/alt', [{ path: '/alt', target }])).toBeNull();
    }
  });
});
