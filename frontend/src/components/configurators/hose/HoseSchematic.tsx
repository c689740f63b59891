import { observer } from 'mobx-react-lite';
import { formatQuantityForLocale, type HoseEndName } from '@shop/domain';
import type { TranslateFn } from '../../../app/RouteContext';
import type { HoseConfiguratorStore, HosePartView } from '../../../stores/HoseConfiguratorStore';

interface Props {
  store: HoseConfiguratorStore;
  t: TranslateFn;
  locale: string;
}

const W = 640;
const H = 180;
const MID = 86;

/** A short label of a part: its kind or coupling type and, for hoses, the class. */
function partLabel(part: HosePartView | undefined, t: TranslateFn): string | null {
  if (part === undefined) return null;
  if (part.kind === 'coupling' && part.couplingType) return t(`hcCouplingType_${part.couplingType}`);
  if (part.kind === 'hose' && part.hoseClass) return t(`hcHoseClass_${part.hoseClass}`);
  return t(`hcKind_${part.kind}`);
}

/**
 * The hose assembly as it is being built (ADR 0020, the picture): end A on the left, the hose with its
 * length in the middle (corrugated for the stainless classes, smooth for elastomer, a wider sleeve when
 * insulated), end B on the right; each end shows its coupling, screw fitting or clip and sockets, and
 * the assembly direction as an arrow. Drawn from the configuration only; the text alternative says the
 * same in words (role="img").
 */
export const HoseSchematic = observer(function HoseSchematic({ store, t, locale }: Props) {
  const config = store.config;
  const hose = store.part(config.hose.hose);
  const insulation = store.part(config.hose.hoseInsulation);
  const stainless = hose?.hoseClass === 'wf' || hose?.hoseClass === 'tn1' || hose?.hoseClass === 'hif';
  const length = config.hose.length;

  const endWords = (name: HoseEndName): string => {
    const end = config[name];
    const parts = [end.coupling, end.screwFitting, end.hoseClip, end.socketForHose, end.socketForHoseInsulation]
      .map((id) => partLabel(store.part(id), t))
      .filter((x): x is string => x !== null);
    const direction = end.assemblyDirection ? `, ${t(`hcAssemblyDirectionShort_${end.assemblyDirection}`)}` : '';
    return parts.length === 0 ? '' : `${t(`hcPart_${name}`)}: ${parts.join(', ')}${direction}`;
  };
  const words = [
    endWords('endA'),
    hose ? `${t('hcPart_hose')}: ${hose.name}${length ? `, ${formatQuantityForLocale(length, locale)} m` : ''}${insulation ? `, ${insulation.name}` : ''}` : '',
    endWords('endB'),
  ].filter((w) => w !== '');
  const description = words.length === 0 ? t('hcSchematicEmpty') : words.join('; ');

  const hoseX1 = 170;
  const hoseX2 = W - 170;
  const corrugation = Array.from({ length: 26 }, (_, i) => hoseX1 + 6 + i * ((hoseX2 - hoseX1 - 12) / 25));

  const drawEnd = (name: HoseEndName) => {
    const end = config[name];
    const left = name === 'endA';
    const coupling = store.part(end.coupling);
    const x0 = left ? 24 : W - 24;
    const dir = left ? 1 : -1;
    const fitting = end.screwFitting !== null;
    const holder = end.hoseClip !== null || end.socketForHose !== null;
    const insulSocket = end.socketForHoseInsulation !== null;
    const label = partLabel(coupling, t);
    return (
      <g data-end={name} data-filled={coupling ? 'true' : 'false'}>
        {coupling ? (
          <>
            {/* coupling body: hexagon block with thread */}
            <rect x={left ? x0 : x0 - 60} y={MID - 24} width={60} height={48} rx={4} className="hose-svg__coupling" />
            <path d={`M${x0 + dir * 10} ${MID - 24} v48 M${x0 + dir * 20} ${MID - 24} v48`} className="hose-svg__line" />
            {fitting && <rect x={left ? x0 + 60 : x0 - 96} y={MID - 18} width={36} height={36} rx={3} className="hose-svg__fitting" data-part="screwFitting" />}
            {/* shank into the hose */}
            <rect x={left ? x0 + (fitting ? 96 : 60) : hoseX2} y={MID - 10} width={hoseX1 - 24 - (fitting ? 96 : 60)} height={20} className="hose-svg__shank" />
            {holder && (
              <rect
                x={left ? hoseX1 - 2 : hoseX2 - 16}
                y={MID - 20}
                width={18}
                height={40}
                rx={end.hoseClip !== null ? 6 : 2}
                className={end.hoseClip !== null ? 'hose-svg__clip' : 'hose-svg__socket'}
                data-part={end.hoseClip !== null ? 'hoseClip' : 'socketForHose'}
              />
            )}
            {insulSocket && <rect x={left ? hoseX1 + 16 : hoseX2 - 38} y={MID - 30} width={22} height={60} rx={3} className="hose-svg__insulation-socket" data-part="socketForHoseInsulation" />}
            {end.assemblyDirection && (
              <path
                d={end.assemblyDirection === 'up' ? `M${x0 + dir * 30} ${MID - 34} l-8 12 h16 z` : `M${x0 + dir * 30} ${MID + 34} l-8 -12 h16 z`}
                className="hose-svg__arrow"
                data-direction={end.assemblyDirection}
              />
            )}
          </>
        ) : (
          <rect x={left ? x0 : x0 - 120} y={MID - 24} width={120} height={48} rx={6} className="hose-svg__placeholder" />
        )}
        <text x={left ? x0 : x0} y={H - 14} textAnchor={left ? 'start' : 'end'} className="hose-svg__caption">
          {t(`hcPart_${name}`)}
          {label ? `: ${label}` : ''}
        </text>
      </g>
    );
  };

  return (
    <svg className="hose-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('hcSchematicLabel', { description })} data-testid="hose-schematic">
      <title>{t('hcSchematicLabel', { description })}</title>
      {hose ? (
        <g data-part="hose" data-class={hose.hoseClass}>
          {insulation && <rect x={hoseX1 + 16} y={MID - 26} width={hoseX2 - hoseX1 - 32} height={52} rx={10} className="hose-svg__insulation" data-part="hoseInsulation" />}
          <rect x={hoseX1} y={MID - 14} width={hoseX2 - hoseX1} height={28} rx={8} className={stainless ? 'hose-svg__hose hose-svg__hose--stainless' : 'hose-svg__hose'} />
          {stainless && <path d={corrugation.map((x) => `M${x} ${MID - 14} v28`).join(' ')} className="hose-svg__corrugation" />}
          {/* length dimension */}
          <path d={`M${hoseX1} ${MID + 40} H${hoseX2} M${hoseX1} ${MID + 34} v12 M${hoseX2} ${MID + 34} v12`} className="hose-svg__dimension" />
          <text x={W / 2} y={MID + 56} textAnchor="middle" className="hose-svg__caption" data-testid="hose-schematic-length">
            {length ? `${formatQuantityForLocale(length, locale)} m` : '–'}
          </text>
          <text x={W / 2} y={MID - 36} textAnchor="middle" className="hose-svg__caption">
            {partLabel(hose, t)} {t('hcDn', { size: hose.nominalSize })}
          </text>
        </g>
      ) : (
        <rect x={hoseX1} y={MID - 14} width={hoseX2 - hoseX1} height={28} rx={8} className="hose-svg__placeholder" />
      )}
      {drawEnd('endA')}
      {drawEnd('endB')}
    </svg>
  );
});
