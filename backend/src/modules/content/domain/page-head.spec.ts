import { renderPageHead, safeJson } from './page-head';

const base = {
  title: 'Impressum',
  brandSuffix: 'HydraTec',
  description: 'Angaben gemäß § 5 TMG & Kontakt',
  robots: 'index,follow',
  themeColor: '#0b4f8a',
  locale: 'de',
  canonicalUrl: 'https://shop.example/impressum',
  alternates: [
    { locale: 'de', url: 'https://shop.example/impressum' },
    { locale: 'en', url: 'https://shop.example/en/imprint' },
  ],
  defaultLocale: 'de',
  siteName: 'HydraTec GmbH',
};

describe('renderPageHead', () => {
  it('writes the title with the brand suffix and escapes text', () => {
    const html = renderPageHead(base);
    expect(html).toContain('<title>Impressum | HydraTec</title>');
    expect(html).toContain('content="Angaben gemäß § 5 TMG &amp; Kontakt"');
  });

  it('writes canonical, one alternate per translation and x-default to the default language', () => {
    const html = renderPageHead(base);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/impressum">');
    expect(html).toContain('hreflang="en" href="https://shop.example/en/imprint"');
    expect(html).toContain('hreflang="x-default" href="https://shop.example/impressum"');
  });

  it('writes robots, theme colour, Open Graph and the large-image Twitter card', () => {
    const html = renderPageHead({ ...base, image: 'https://shop.example/logo.png' });
    expect(html).toContain('<meta name="robots" content="index,follow">');
    expect(html).toContain('<meta name="theme-color" content="#0b4f8a">');
    expect(html).toContain('<meta property="og:locale" content="de_DE">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/logo.png">');
  });

  it('cannot be broken out of by structured data', () => {
    const html = renderPageHead({ ...base, jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    expect(html).not.toContain('</script><script>');
    expect(safeJson({ a: '<' })).toBe('{"a":"\\u003c"}');
  });
});
