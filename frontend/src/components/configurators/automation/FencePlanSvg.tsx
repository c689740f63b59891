import { useId, type ReactElement } from 'react';
import { FENCE_POST_WIDTH_MM } from '@shop/domain';
import { useT } from '../../../app/RouteContext';

/** Drawing width of the longer side, in SVG units. */
const LONG_SIDE = 480;
const PAD = 56;
const WALL = 7;

/** A side of the fence as built (the core's FenceSide, or the same from an API answer). */
export interface DrawnSide {
  readonly side: string;
  readonly lengthMm: number;
  readonly panelWidths: readonly number[];
  readonly door: boolean;
  readonly hatch: boolean;
}

/** What the drawing needs of a fence plan. */
export interface DrawnPlan {
  readonly sides: readonly DrawnSide[];
  readonly posts: number;
  readonly hatch: number | null;
}

interface Segment {
  kind: 'post' | 'panel' | 'door';
  from: number;
  to: number;
  /** Panel width in mm (panels and the door). */
  width?: number;
  hatch?: boolean;
}

/** A side's elements along its length in mm: post, panel, post, …, post; the door in place of its first 1000 mm panel, the hatch in its middle panel. */
export function sideSegments(side: DrawnSide): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  let doorPlaced = !side.door;
  const hatchIndex = side.hatch ? Math.floor((side.panelWidths.length - 1) / 2) : -1;
  side.panelWidths.forEach((width, i) => {
    segments.push({ kind: 'post', from: at, to: at + FENCE_POST_WIDTH_MM });
    at += FENCE_POST_WIDTH_MM;
    const isDoor = !doorPlaced && width === 1000;
    if (isDoor) doorPlaced = true;
    segments.push({ kind: isDoor ? 'door' : 'panel', from: at, to: at + width, width, hatch: !isDoor && i === hatchIndex });
    at += width;
  });
  segments.push({ kind: 'post', from: at, to: at + FENCE_POST_WIDTH_MM });
  return segments;
}

/**
 * The plan view of the safety fence (ADR 0022): the rectangle of sides A (top and bottom) and B (left
 * and right) with its posts and panels as built, the door swinging into the cell, the loading hatch, and the
 * dimensions A and B in mm. Drawn from the core's fence plan; an image with a text alternative.
 */
export function FencePlanSvg({ plan, hatchWidth }: { plan: DrawnPlan; hatchWidth: number | null }) {
  const t = useT();
  const id = useId();
  const [top, right, bottom, left] = plan.sides;
  const lengthA = top.lengthMm;
  const lengthB = right.lengthMm;
  const scale = LONG_SIDE / Math.max(lengthA, lengthB);
  const w = lengthA * scale;
  const h = lengthB * scale;
  const doorSide = plan.sides.find((s) => s.door)?.side ?? null;
  const alt = [
    t('acFencePlanAlt', { lengthA, lengthB, posts: plan.posts }),
    doorSide ? t('acFencePlanAltDoor', { side: doorSide }) : '',
    plan.hatch !== null ? t('acFencePlanAltHatch', { width: plan.hatch }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Each side is drawn along its own axis: top left→right, right top→bottom, bottom right→left, left bottom→top.
  const place = (side: number, along: number): [number, number] => {
    const d = along * scale;
    if (side === 0) return [PAD + d, PAD];
    if (side === 1) return [PAD + w, PAD + d];
    if (side === 2) return [PAD + w - d, PAD + h];
    return [PAD, PAD + h - d];
  };
  const elements: ReactElement[] = [];
  [top, right, bottom, left].forEach((side, s) => {
    sideSegments(side).forEach((seg, i) => {
      const [x1, y1] = place(s, seg.from);
      const [x2, y2] = place(s, seg.to);
      const key = `${s}-${i}`;
      if (seg.kind === 'post') {
        const [cx, cy] = place(s, (seg.from + seg.to) / 2);
        elements.push(<rect key={key} className="fence-plan__post" x={cx - WALL / 2 - 1} y={cy - WALL / 2 - 1} width={WALL + 2} height={WALL + 2} />);
      } else if (seg.kind === 'panel') {
        elements.push(<line key={key} className="fence-plan__panel" x1={x1} y1={y1} x2={x2} y2={y2} />);
        if (seg.hatch && hatchWidth !== null) {
          const mid = (seg.from + seg.to) / 2;
          const [hx1, hy1] = place(s, mid - hatchWidth / 2);
          const [hx2, hy2] = place(s, mid + hatchWidth / 2);
          elements.push(<line key={`${key}-hatch`} className="fence-plan__hatch" x1={hx1} y1={hy1} x2={hx2} y2={hy2} />);
          const [lx, ly] = place(s, mid);
          const vertical = s === 1 || s === 3;
          elements.push(
            <text key={`${key}-hatch-label`} className="fence-plan__label" x={vertical ? lx - 12 : lx} y={vertical ? ly : ly + 18} textAnchor={vertical ? 'end' : 'middle'} dominantBaseline="middle">
              {t('acFencePlanHatch', { width: hatchWidth })}
            </text>,
          );
        }
      } else {
        // The door: an opening with its leaf swung 90° into the cell and the swing arc.
        const leaf = (seg.to - seg.from) * scale;
        const inward = s === 0 ? [0, 1] : s === 1 ? [-1, 0] : s === 2 ? [0, -1] : [1, 0];
        const ex = x1 + inward[0] * leaf;
        const ey = y1 + inward[1] * leaf;
        elements.push(
          <g key={key} className="fence-plan__door">
            <line className="fence-plan__door-leaf" x1={x1} y1={y1} x2={ex} y2={ey} />
            <path className="fence-plan__door-swing" d={`M ${ex} ${ey} A ${leaf} ${leaf} 0 0 0 ${x2} ${y2}`} />
            <text className="fence-plan__label" x={(x1 + x2) / 2 + inward[0] * leaf * 0.55} y={(y1 + y2) / 2 + inward[1] * leaf * 0.55} textAnchor="middle" dominantBaseline="middle">
              {t('acFencePlanDoor')}
            </text>
          </g>,
        );
      }
    });
  });

  const dim = 30;
  return (
    <svg className="fence-plan" viewBox={`0 0 ${w + 2 * PAD} ${h + 2 * PAD}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
      <title id={`${id}-title`}>{t('acFencePlanTitle')}</title>
      <desc id={`${id}-desc`}>{alt}</desc>
      <rect className="fence-plan__floor" x={PAD} y={PAD} width={w} height={h} />
      <text className="fence-plan__cell" x={PAD + w / 2} y={PAD + h / 2} textAnchor="middle" dominantBaseline="middle">
        {t('acFencePlanCell')}
      </text>
      {elements}
      {/* Dimension A above the top side, B right of the right side. */}
      <g className="fence-plan__dim">
        <line x1={PAD} y1={PAD - dim} x2={PAD + w} y2={PAD - dim} />
        <line x1={PAD} y1={PAD - dim - 6} x2={PAD} y2={PAD - 8} />
        <line x1={PAD + w} y1={PAD - dim - 6} x2={PAD + w} y2={PAD - 8} />
        <text x={PAD + w / 2} y={PAD - dim - 8} textAnchor="middle">
          A = {t('acMillimetres', { value: lengthA })}
        </text>
        <line x1={PAD + w + dim} y1={PAD} x2={PAD + w + dim} y2={PAD + h} />
        <line x1={PAD + w + 8} y1={PAD} x2={PAD + w + dim + 6} y2={PAD} />
        <line x1={PAD + w + 8} y1={PAD + h} x2={PAD + w + dim + 6} y2={PAD + h} />
        <text x={PAD + w + dim + 8} y={PAD + h / 2} textAnchor="middle" transform={`rotate(90 ${PAD + w + dim + 8} ${PAD + h / 2})`}>
          B = {t('acMillimetres', { value: lengthB })}
        </text>
      </g>
    </svg>
  );
}
