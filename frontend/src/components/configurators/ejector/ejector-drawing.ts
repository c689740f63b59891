/**
 * Geometry of the ejector pin's dimensioned drawing (a side view, head on the left), made from the
 * configuration: overall length l1, diameter d1 (or the blade a × b of a flat pin), the tip or blade length
 * l2 of offset and flat pins, the head from the CAD value table (diameter and height; countersunk heads as a
 * cone) and the anti-rotation flat on the head. Lengths are drawn to scale along the pin; diameters are
 * scaled up so a Ø 1 × 100 mm pin stays visible (the dimensions name the true sizes).
 */
export interface EjectorDrawingInput {
  readonly type: 'straight' | 'offset' | 'flat' | 'corePin';
  readonly antiRotation: boolean;
  readonly countersunk: boolean;
  /** d1 in mm (decimal strings as the configuration keeps them). */
  readonly diameter: string;
  /** Overall length l1; null while no valid length is given (the pin is drawn at its longest article length). */
  readonly length: string | null;
  readonly a?: string;
  readonly b?: string;
  readonly l2?: string;
  readonly cad: { readonly shankDiameter: string; readonly headDiameter: string; readonly headHeight: string } | null;
}

export interface DrawingShape {
  readonly kind: 'polygon';
  readonly points: readonly (readonly [number, number])[];
  readonly role: 'head' | 'shank' | 'tip' | 'antiRotation';
}

export interface DimensionLine {
  readonly id: 'l1' | 'l2' | 'd1' | 'head' | 'blade';
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  /** The value in mm as a decimal string (formatted for the locale by the component). */
  readonly value: string;
  readonly prefix: string;
  /** Where the text sits (centre) and whether it runs vertically. */
  readonly text: readonly [number, number];
  readonly vertical: boolean;
  /** Extension lines from the part to the dimension line. */
  readonly extensions: readonly (readonly [readonly [number, number], readonly [number, number]])[];
}

export interface EjectorDrawingGeometry {
  readonly width: number;
  readonly height: number;
  readonly axisY: number;
  readonly shapes: readonly DrawingShape[];
  readonly dimensions: readonly DimensionLine[];
  /** The length is a placeholder (no valid length yet): l1 is not dimensioned. */
  readonly lengthKnown: boolean;
}

export const DRAWING_WIDTH = 480;
export const DRAWING_HEIGHT = 220;
const MARGIN_LEFT = 52;
const MARGIN_RIGHT = 60;
/** Height in px the head's diameter is drawn at (the cross scale). */
const HEAD_PX = 64;
/** A pin drawn without a valid length yet is this long (mm). */
const PLACEHOLDER_LENGTH = 100;

const mm = (value: string | undefined | null): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The drawing's shapes and dimension lines for a configuration. */
export function ejectorDrawingGeometry(input: EjectorDrawingInput): EjectorDrawingGeometry {
  const d1 = mm(input.type === 'flat' ? (input.b ?? input.diameter) : input.diameter);
  const shank = mm(input.cad?.shankDiameter) || mm(input.diameter);
  const headDiameter = mm(input.cad?.headDiameter) || shank * 2;
  const headHeight = mm(input.cad?.headHeight) || Math.max(2, shank / 2);
  const lengthKnown = mm(input.length) > 0;
  const l1 = lengthKnown ? mm(input.length) : PLACEHOLDER_LENGTH;
  const l2 = input.type === 'offset' || input.type === 'flat' ? Math.min(mm(input.l2), l1 * 0.9) : 0;

  const axisY = 104;
  const x0 = MARGIN_LEFT;
  const xScale = (DRAWING_WIDTH - MARGIN_LEFT - MARGIN_RIGHT) / l1;
  const yScale = HEAD_PX / headDiameter;
  const half = (diameter: number) => Math.max(1.5, (diameter * yScale) / 2);
  const xHeadEnd = x0 + Math.max(6, headHeight * xScale);
  const xEnd = x0 + l1 * xScale;
  const xTip = l2 > 0 ? xEnd - l2 * xScale : xEnd;

  const rect = (left: number, right: number, h: number): DrawingShape['points'] => [
    [left, axisY - h],
    [right, axisY - h],
    [right, axisY + h],
    [left, axisY + h],
  ];
  const shapes: DrawingShape[] = [];
  const hHead = half(headDiameter);
  const hShank = half(shank);
  if (input.countersunk) {
    // A cone from the head diameter down to the shank.
    shapes.push({ kind: 'polygon', role: 'head', points: [[x0, axisY - hHead], [xHeadEnd, axisY - hShank], [xHeadEnd, axisY + hShank], [x0, axisY + hHead]] });
  } else {
    shapes.push({ kind: 'polygon', role: 'head', points: rect(x0, xHeadEnd, hHead) });
  }
  if (input.antiRotation) {
    // The one-sided flat: the top of the head ground down to a third of its overhang.
    const cut = (hHead - hShank) * 0.6 + hShank;
    shapes.push({ kind: 'polygon', role: 'antiRotation', points: [[x0, axisY - hHead], [xHeadEnd, axisY - hHead], [xHeadEnd, axisY - cut], [x0, axisY - cut]] });
  }
  shapes.push({ kind: 'polygon', role: 'shank', points: rect(xHeadEnd, xTip, hShank) });
  const hTip = half(d1);
  if (l2 > 0) shapes.push({ kind: 'polygon', role: 'tip', points: rect(xTip, xEnd, hTip) });

  const dimensions: DimensionLine[] = [];
  const below = axisY + hHead + 40;
  if (lengthKnown) {
    dimensions.push({
      id: 'l1',
      from: [x0, below],
      to: [xEnd, below],
      value: input.length as string,
      prefix: 'l1 ',
      text: [(x0 + xEnd) / 2, below - 6],
      vertical: false,
      extensions: [
        [[x0, axisY + hHead + 4], [x0, below + 4]],
        [[xEnd, axisY + (l2 > 0 ? hTip : hShank) + 4], [xEnd, below + 4]],
      ],
    });
  }
  if (l2 > 0 && input.l2 !== undefined) {
    const above = axisY - hHead - 22;
    dimensions.push({
      id: 'l2',
      from: [xTip, above],
      to: [xEnd, above],
      value: input.l2,
      prefix: 'l2 ',
      text: [(xTip + xEnd) / 2, above - 6],
      vertical: false,
      extensions: [
        [[xTip, axisY - hShank - 4], [xTip, above - 4]],
        [[xEnd, axisY - hTip - 4], [xEnd, above - 4]],
      ],
    });
  }
  const right = xEnd + 22;
  const tipHalf = l2 > 0 ? hTip : hShank;
  dimensions.push({
    id: input.type === 'flat' ? 'blade' : 'd1',
    from: [right, axisY - tipHalf],
    to: [right, axisY + tipHalf],
    value: input.type === 'flat' ? `${input.a ?? input.diameter} × ${input.b ?? ''}` : input.diameter,
    prefix: input.type === 'flat' ? '' : 'Ø ',
    text: [right + 14, axisY],
    vertical: true,
    extensions: [
      [[xEnd + 4, axisY - tipHalf], [right + 4, axisY - tipHalf]],
      [[xEnd + 4, axisY + tipHalf], [right + 4, axisY + tipHalf]],
    ],
  });
  if (input.cad !== null) {
    const left = x0 - 22;
    dimensions.push({
      id: 'head',
      from: [left, axisY - hHead],
      to: [left, axisY + hHead],
      value: input.cad.headDiameter,
      prefix: 'Ø ',
      text: [left - 14, axisY],
      vertical: true,
      extensions: [
        [[x0 - 4, axisY - hHead], [left - 4, axisY - hHead]],
        [[x0 - 4, axisY + hHead], [left - 4, axisY + hHead]],
      ],
    });
  }
  return { width: DRAWING_WIDTH, height: DRAWING_HEIGHT, axisY, shapes, dimensions, lengthKnown };
}
