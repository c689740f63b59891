import { KNOWN_IMAGE_KEYS, isKnownImageKey, renderProductImageSvg } from './product-image';

/** Minimal well-formedness check: every opened element is closed in order. */
function expectBalancedXml(svg: string): void {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

describe('renderProductImageSvg', () => {
  it('renders every known key as a 600×600 SVG on a light background', () => {
    expect(KNOWN_IMAGE_KEYS.length).toBeGreaterThan(40);
    for (const key of ['hose-epdm', 'hose-tn1', 'coupling-camlock', 'ejector-straight-cylinder', 'ejector-flat-cylinder', 'robot', 'conveyor', 'fence-panel', 'service-ce']) {
      expect(KNOWN_IMAGE_KEYS).toContain(key);
    }
    for (const key of KNOWN_IMAGE_KEYS) {
      const svg = renderProductImageSvg(key);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(true);
      expect(svg).toContain('fill="#f4f6f8"');
      expect(svg).not.toMatch(/NaN|undefined/);
      expectBalancedXml(svg);
    }
  });

  it('is deterministic and distinguishes the kinds', () => {
    for (const key of KNOWN_IMAGE_KEYS) expect(renderProductImageSvg(key, 'x')).toBe(renderProductImageSvg(key, 'x'));
    const outputs = new Set(KNOWN_IMAGE_KEYS.map((key) => renderProductImageSvg(key).replace(/aria-label="[^"]*"/, '')));
    expect(outputs.size).toBe(KNOWN_IMAGE_KEYS.length);
  });

  it('renders a neutral placeholder for unknown keys', () => {
    expect(isKnownImageKey('no-such-thing')).toBe(false);
    expect(isKnownImageKey('toString')).toBe(false);
    const a = renderProductImageSvg('no-such-thing').replace(/aria-label="[^"]*"/, '');
    const b = renderProductImageSvg('something-else').replace(/aria-label="[^"]*"/, '');
    expect(a).toBe(b);
    expectBalancedXml(a);
  });

  it('escapes the caption', () => {
    const svg = renderProductImageSvg('robot', 'Roboter <6 Achsen> & "Greifer"');
    expect(svg).toContain('Roboter &lt;6 Achsen&gt; &amp; &quot;Greifer&quot;');
    expect(svg).not.toContain('<6 Achsen>');
    expectBalancedXml(svg);
  });
});
