import { categoryPath, categoryPaths } from './catalogue-paths';

describe('categoryPath', () => {
  it('puts the chain of parent slugs under the locale prefix', () => {
    expect(categoryPath(['schlaeuche', 'epdm-schlaeuche'], 'de')).toBe('/schlaeuche/epdm-schlaeuche');
    expect(categoryPath(['hoses', 'epdm-hoses'], 'en')).toBe('/en/hoses/epdm-hoses');
  });
});

describe('categoryPaths', () => {
  const tree = [
    { id: 'hoses', parentId: null, slug: { de: 'schlaeuche', en: 'hoses' } },
    { id: 'elastomer', parentId: 'hoses', slug: { de: 'elastomerschlaeuche', en: 'elastomer-hoses' } },
    { id: 'epdm', parentId: 'elastomer', slug: { de: 'epdm-schlaeuche' } },
  ];

  it('builds every category path in both languages, falling back to the German slug', () => {
    const paths = categoryPaths(tree);
    expect(paths.get('hoses')).toEqual({ de: '/schlaeuche', en: '/en/hoses' });
    expect(paths.get('epdm')).toEqual({ de: '/schlaeuche/elastomerschlaeuche/epdm-schlaeuche', en: '/en/hoses/elastomer-hoses/epdm-schlaeuche' });
  });

  it('cuts a cycle in the parent links instead of looping', () => {
    const paths = categoryPaths([
      { id: 'a', parentId: 'b', slug: { de: 'a', en: 'a' } },
      { id: 'b', parentId: 'a', slug: { de: 'b', en: 'b' } },
    ]);
    expect(paths.get('a')).toEqual({ de: '/b/a', en: '/en/b/a' });
  });
});
