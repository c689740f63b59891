import { isAdminPath } from './admin-path';

describe('isAdminPath', () => {
  const is = (path: string, component: string | null = null) => isAdminPath(path, component, 'admin', ['de', 'en'], 'de');

  it('claims the admin pages by their component, whatever their path', () => {
    expect(is('/admin', 'AdminDashboard')).toBe(true);
    expect(is('/en/admin/login', 'AdminLogin')).toBe(true);
    expect(is('/verwaltung/x', 'AdminOrders')).toBe(true);
  });

  it('claims unknown paths under the admin slug in every language', () => {
    expect(is('/admin/nichts')).toBe(true);
    expect(is('/en/admin/nothing')).toBe(true);
    expect(is('/admin')).toBe(true);
  });

  it('leaves storefront pages and look-alike paths to the storefront', () => {
    expect(is('/', 'Home')).toBe(false);
    expect(is('/administration')).toBe(false);
    expect(is('/admin-tipps')).toBe(false);
    expect(is('/en/administration')).toBe(false);
    expect(is('/de/admin')).toBe(false);
  });
});
