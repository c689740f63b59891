import { formatQuantityForLocale } from '@shop/domain';
import { useT } from '../../../app/RouteContext';
import { ejectorDrawingGeometry, type DimensionLine, type EjectorDrawingInput } from './ejector-drawing';

const ARROW = 'ec-drawing-arrow';

function formatValue(value: string, locale: string): string {
  return value
    .split(' × ')
    .map((part) => (part.trim() === '' ? part : formatQuantityForLocale(part.trim(), locale)))
    .join(' × ');
}

function Dimension({ line, locale }: { line: DimensionLine; locale: string }) {
  const [tx, ty] = line.text;
  const text = `${line.prefix}${formatValue(line.value, locale)}`;
  return (
    <g className={`ec-drawing__dimension ec-drawing__dimension--${line.id}`} data-dimension={line.id}>
      {line.extensions.map(([a, b], i) => (
        <line key={i} x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} className="ec-drawing__extension" />
      ))}
      <line x1={line.from[0]} y1={line.from[1]} x2={line.to[0]} y2={line.to[1]} markerStart={`url(#${ARROW})`} markerEnd={`url(#${ARROW})`} />
      <text x={tx} y={ty} textAnchor="middle" dominantBaseline={line.vertical ? 'middle' : 'auto'} transform={line.vertical ? `rotate(-90 ${tx} ${ty})` : undefined}>
        {text}
      </text>
    </g>
  );
}

/**
 * The configured ejector pin as a dimensioned drawing (inline SVG, role img with the drawing label as its
 * text alternative): head, shank, tip or blade, the anti-rotation flat, and the dimensions l1, l2, d1 and the
 * head diameter in the locale.
 */
export function EjectorDrawing({ input, label, locale, antiRotationText }: { input: EjectorDrawingInput; label: string; locale: string; antiRotationText: string }) {
  const t = useT();
  const g = ejectorDrawingGeometry(input);
  const headShape = g.shapes.find((s) => s.role === 'head');
  return (
    <figure className="ec-drawing">
      <svg viewBox={`0 0 ${g.width} ${g.height}`} role="img" aria-label={t('ecDrawingAlt', { label })} className="ec-drawing__svg" data-testid="ejector-drawing">
        <defs>
          <marker id={ARROW} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" className="ec-drawing__arrow" />
          </marker>
          <pattern id="ec-drawing-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" className="ec-drawing__hatch" />
          </pattern>
        </defs>
        <line x1={24} y1={g.axisY} x2={g.width - 24} y2={g.axisY} className="ec-drawing__axis" />
        {g.shapes.map((s, i) => (
          <polygon key={i} points={s.points.map(([x, y]) => `${x},${y}`).join(' ')} className={`ec-drawing__part ec-drawing__part--${s.role}`} data-part={s.role} />
        ))}
        {input.antiRotation && headShape && (
          <text x={headShape.points[0][0]} y={headShape.points[0][1] - 8} className="ec-drawing__note">
            {antiRotationText}
          </text>
        )}
        {g.dimensions.map((d) => (
          <Dimension key={d.id} line={d} locale={locale} />
        ))}
      </svg>
      <figcaption className="ec-drawing__label" data-testid="ejector-drawing-label">
        {label}
      </figcaption>
    </figure>
  );
}
