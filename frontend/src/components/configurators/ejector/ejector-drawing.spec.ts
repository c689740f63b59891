import { DRAWING_WIDTH, ejectorDrawingGeometry, type EjectorDrawingInput } from './ejector-drawing';

const OFFSET: EjectorDrawingInput = {
  type: 'offset',
  antiRotation: true,
  countersunk: false,
  diameter: '3',
  length: '120',
  l2: '50',
  cad: { shankDiameter: '5', headDiameter: '10', headHeight: '3' },
};

const xs = (points: readonly (readonly [number, number])[]) => points.map(([x]) => x);
const ys = (points: readonly (readonly [number, number])[]) => points.map(([, y]) => y);
const span = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('ejector drawing', () => {
  it('draws an offset pin: head with the anti-rotation flat, shank, and the tip over l2 to scale along the pin', () => {
    const g = ejectorDrawingGeometry(OFFSET);
    expect(g.shapes.map((s) => s.role)).toEqual(['head', 'antiRotation', 'shank', 'tip']);
    const tip = g.shapes.find((s) => s.role === 'tip')!;
    const shank = g.shapes.find((s) => s.role === 'shank')!;
    const head = g.shapes.find((s) => s.role === 'head')!;
    // l2 is 50 of 120 mm: the tip takes 50/120 of the pin's drawn length
    const pinLength = Math.max(...xs(tip.points)) - Math.min(...xs(head.points));
    expect(span(xs(tip.points)) / pinLength).toBeCloseTo(50 / 120, 5);
    // thicknesses keep their order: head Ø 10 > shank Ø 5 > tip Ø 3, in proportion
    expect(span(ys(head.points)) / span(ys(shank.points))).toBeCloseTo(10 / 5, 5);
    expect(span(ys(shank.points)) / span(ys(tip.points))).toBeCloseTo(5 / 3, 5);
    expect(Math.max(...xs(tip.points))).toBeLessThan(DRAWING_WIDTH);
  });

  it('dimensions l1, l2, the tip diameter and the head diameter with their values', () => {
    const g = ejectorDrawingGeometry(OFFSET);
    expect(g.dimensions.map((d) => [d.id, d.prefix + d.value])).toEqual([
      ['l1', 'l1 120'],
      ['l2', 'l2 50'],
      ['d1', 'Ø 3'],
      ['head', 'Ø 10'],
    ]);
    expect(g.lengthKnown).toBe(true);
  });

  it('leaves l1 out until the length is valid, and has no tip, l2 or anti-rotation on a plain straight pin', () => {
    const g = ejectorDrawingGeometry({ type: 'straight', antiRotation: false, countersunk: false, diameter: '4', length: null, cad: null });
    expect(g.lengthKnown).toBe(false);
    expect(g.shapes.map((s) => s.role)).toEqual(['head', 'shank']);
    expect(g.dimensions.map((d) => d.id)).toEqual(['d1']);
  });

  it('draws a countersunk head as a cone and names the blade of a flat pin a × b', () => {
    const countersunk = ejectorDrawingGeometry({ ...OFFSET, type: 'corePin', antiRotation: false, countersunk: true, l2: undefined });
    const head = countersunk.shapes.find((s) => s.role === 'head')!;
    // the cone: the head's face at the left is wider than where it meets the shank
    const left = head.points.filter(([x]) => x === Math.min(...xs(head.points)));
    const right = head.points.filter(([x]) => x === Math.max(...xs(head.points)));
    expect(span(ys(left))).toBeGreaterThan(span(ys(right)));
    const flat = ejectorDrawingGeometry({ type: 'flat', antiRotation: false, countersunk: false, diameter: '6', a: '6', b: '1.2', l2: '25', length: '160', cad: null });
    expect(flat.dimensions.find((d) => d.id === 'blade')?.value).toBe('6 × 1.2');
    expect(flat.shapes.map((s) => s.role)).toContain('tip');
  });
});
