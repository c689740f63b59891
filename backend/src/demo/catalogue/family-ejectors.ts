/** Ejector pins: straight, offset, flat and core pins in seven materials. */
import { ENUM_VALUE_LABELS } from './catalogue-reference-data';
import { cached, datasheet, DRAWING_LABEL, ev, nd, nv, round, type AttrValue, type Draft } from './catalogue-draft';
import type { I18n } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Ejector pins
// ---------------------------------------------------------------------------------------------

export type EjectorType = 'straight' | 'offset' | 'flat' | 'corePin';
export type HeadShape = 'cylinder' | 'cylinderAntiRotation' | 'countersunk';
export type CornerRadius = 'none' | 'twoCorners' | 'fourCorners';
export type EjectorMaterial =
  | 'nitridedHotWorkSteel'
  | 'nitridedBlackOxidized'
  | 'unnitrided45Hrc'
  | 'unnitridedHighlyTempered53Hrc'
  | 'hardenedToolSteel60Hrc'
  | 'hardenedDlcCoated'
  | 'stainlessHardened14112';

export const EJECTOR_TYPES: readonly EjectorType[] = ['straight', 'offset', 'flat', 'corePin'];
export const HEAD_SHAPES: readonly HeadShape[] = ['cylinder', 'cylinderAntiRotation', 'countersunk'];
export const CORNER_RADII: readonly CornerRadius[] = ['none', 'twoCorners', 'fourCorners'];

interface EjectorMaterialDef {
  suffix: string;
  hardness: string;
  priceFactor: number;
  short: I18n;
  sentence: I18n;
}

export const EJECTOR_MATERIALS: Readonly<Record<EjectorMaterial, EjectorMaterialDef>> = {
  nitridedHotWorkSteel: {
    suffix: 'N',
    hardness: 'approx950Hv',
    priceFactor: 1,
    short: { de: 'nitriert', en: 'nitrided' },
    sentence: {
      de: 'Der nitrierte Warmarbeitsstahl 1.2344 verbindet einen zähen Kern mit einer verschleißfesten Oberfläche von ca. 950 HV und ist bis etwa 500 °C einsetzbar.',
      en: 'Nitrided hot work steel 1.2344 combines a tough core with a wear-resistant surface of approx. 950 HV and can be used up to about 500 °C.',
    },
  },
  nitridedBlackOxidized: {
    suffix: 'NB',
    hardness: 'approx950Hv',
    priceFactor: 1.15,
    short: { de: 'nitriert und brüniert', en: 'nitrided and black oxidized' },
    sentence: {
      de: 'Nitriert und brüniert: Die Brünierung verbessert die Notlaufeigenschaften und schützt den Warmarbeitsstahl 1.2344 vor Korrosion.',
      en: 'Nitrided and black oxidized: the black oxide finish improves the emergency running properties and protects the hot work steel 1.2344 against corrosion.',
    },
  },
  unnitrided45Hrc: {
    suffix: 'U45',
    hardness: 'approx45Hrc',
    priceFactor: 0.8,
    short: { de: 'unnitriert 45 HRC', en: 'unnitrided 45 HRC' },
    sentence: {
      de: 'Der unnitrierte Warmarbeitsstahl mit ca. 45 HRC lässt sich nacharbeiten und ist ideal für Stifte, die im Werkzeug angepasst werden.',
      en: 'The unnitrided hot work steel with approx. 45 HRC can be reworked and is ideal for pins that are adapted in the mould.',
    },
  },
  unnitridedHighlyTempered53Hrc: {
    suffix: 'U53',
    hardness: 'approx53Hrc',
    priceFactor: 0.9,
    short: { de: 'unnitriert hochvergütet 53 HRC', en: 'unnitrided highly tempered 53 HRC' },
    sentence: {
      de: 'Hochvergütet auf ca. 53 HRC bietet der unnitrierte Stahl eine höhere Festigkeit bei weiterhin guter Bearbeitbarkeit.',
      en: 'Highly tempered to approx. 53 HRC, the unnitrided steel offers higher strength while remaining easy to machine.',
    },
  },
  hardenedToolSteel60Hrc: {
    suffix: 'H60',
    hardness: 'approx60Hrc',
    priceFactor: 1.1,
    short: { de: 'gehärtet 60 HRC', en: 'hardened 60 HRC' },
    sentence: {
      de: 'Der durchgehärtete Werkzeugstahl 1.2210 mit ca. 60 HRC ist für hohe Flächenpressung und abrasive Kunststoffe bei Temperaturen bis 200 °C ausgelegt.',
      en: 'The through-hardened tool steel 1.2210 with approx. 60 HRC is designed for high surface pressure and abrasive plastics at temperatures up to 200 °C.',
    },
  },
  hardenedDlcCoated: {
    suffix: 'DLC',
    hardness: 'approx2500Hv',
    priceFactor: 2.4,
    short: { de: 'gehärtet DLC-beschichtet', en: 'hardened DLC coated' },
    sentence: {
      de: 'Die DLC-Beschichtung mit ca. 2500 HV reduziert Reibung und Verschleiß drastisch und ermöglicht den Betrieb ohne Schmierung, etwa im Reinraum und in der Medizintechnik.',
      en: 'The DLC coating with approx. 2500 HV drastically reduces friction and wear and allows lubrication-free operation, for example in cleanrooms and medical technology.',
    },
  },
  stainlessHardened14112: {
    suffix: 'X57',
    hardness: 'approx57Hrc',
    priceFactor: 1.6,
    short: { de: 'rostfrei 1.4112, 57 HRC', en: 'stainless 1.4112, 57 HRC' },
    sentence: {
      de: 'Der gehärtete rostfreie Stahl 1.4112 mit ca. 57 HRC ist für korrosive Kunststoffe wie PVC und für feuchte Umgebungen geeignet.',
      en: 'The hardened stainless steel 1.4112 with approx. 57 HRC is suited to corrosive plastics such as PVC and to humid environments.',
    },
  },
};
export const EJECTOR_MATERIAL_KEYS = Object.keys(EJECTOR_MATERIALS) as EjectorMaterial[];

const HEAD: Readonly<Record<HeadShape, { idCode: string; imageKey: string; name: I18n; phrase: I18n; factor: number }>> = {
  cylinder: { idCode: '', imageKey: 'cylinder', name: { de: 'Zylinderkopf', en: 'cylinder head' }, phrase: { de: 'Zylinderkopf', en: 'a cylinder head' }, factor: 1 },
  cylinderAntiRotation: {
    idCode: 'VS-',
    imageKey: 'anti-rotation',
    name: { de: 'Zylinderkopf mit Verdrehsicherung', en: 'cylinder head with anti-rotation' },
    phrase: { de: 'Zylinderkopf und einseitiger Verdrehsicherung', en: 'a cylinder head with one-sided anti-rotation' },
    factor: 1.3,
  },
  countersunk: { idCode: 'SK-', imageKey: 'countersunk', name: { de: 'Senkkopf', en: 'countersunk head' }, phrase: { de: 'Senkkopf', en: 'a countersunk head' }, factor: 1.05 },
};

/** Nominal lengths (R20 series) and diameters of the pins. */
export const EJECTOR_LENGTHS: readonly number[] = [50, 56, 63, 71, 80, 90, 100, 112, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500];
export const STRAIGHT_DIAMETERS: readonly number[] = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10, 12, 14, 16, 18, 20];
const CORE_PIN_DIAMETERS: readonly number[] = [2, 2.5, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20];
/** Offset pins: tip diameter d1 → shank diameter d2 and tip length l2. */
const OFFSET_PINS: Readonly<Record<string, { d2: number; l2: number }>> = {
  '1': { d2: 3, l2: 20 },
  '1.5': { d2: 3, l2: 25 },
  '2': { d2: 4, l2: 32 },
  '2.5': { d2: 4, l2: 40 },
  '3': { d2: 5, l2: 50 },
  '4': { d2: 6, l2: 50 },
  '5': { d2: 8, l2: 63 },
  '6': { d2: 8, l2: 63 },
};
const OFFSET_DIAMETERS: readonly number[] = Object.keys(OFFSET_PINS).map(Number);
/** Flat pins: width × thickness of the blade (shank diameter = width). */
const FLAT_SIZES: readonly (readonly [number, number])[] = [
  [4, 1],
  [5, 1],
  [6, 1.2],
  [8, 1.5],
  [10, 1.5],
  [12, 2],
  [14, 2],
  [16, 2.5],
];

/** Blade length l2 of a flat pin by its width. */
const flatBladeLength = (width: number): number => (width <= 6 ? 25 : width <= 10 ? 40 : 50);
/** Head height k by shank diameter (DIN ISO 6751 steps). */
const headHeight = (d: number): number => (d <= 2 ? 2 : d <= 6 ? 3 : d <= 10 ? 5 : 7);
const headDiameter = (d: number): number => (d <= 1.5 ? 3 : d <= 6 ? 2 * d : d <= 8 ? 14 : d <= 12 ? d + 6 : d <= 16 ? 22 : d + 6);
const maxLength = (d: number): number => (d <= 1.5 ? 160 : d <= 2.5 ? 250 : d <= 4.5 ? 400 : 500);
const minLength = (d: number): number => (d >= 12 ? 100 : d >= 7 ? 63 : 50);

export interface EjectorSpec {
  type: EjectorType;
  head: HeadShape;
  corner: CornerRadius;
  /** d1: shank diameter (straight, core pin), tip diameter (offset) or blade width (flat). */
  d: number;
  /** Blade thickness of flat pins. */
  t?: number;
  l: number;
  material: EjectorMaterial;
}

const TYPE_ID: Readonly<Record<EjectorType, string>> = { straight: 'AW-GER-', offset: 'AW-ABG-', flat: 'AW-FLA-', corePin: 'KS-' };
const CORNER_ID: Readonly<Record<CornerRadius, string>> = { none: '', twoCorners: '-R2', fourCorners: '-R4' };
const TYPE_IMAGE: Readonly<Record<EjectorType, string>> = { straight: 'straight', offset: 'offset', flat: 'flat', corePin: 'core-pin' };

export function ejectorId(s: EjectorSpec): string {
  const size = s.type === 'flat' ? `${s.d}X${s.t}` : String(s.d);
  return `${TYPE_ID[s.type]}${HEAD[s.head].idCode}${size}-${s.l}${CORNER_ID[s.corner]}-${EJECTOR_MATERIALS[s.material].suffix}`;
}

export function makeEjector(s: EjectorSpec): Draft {
  const m = EJECTOR_MATERIALS[s.material];
  const h = HEAD[s.head];
  const offset = s.type === 'offset' ? OFFSET_PINS[String(s.d)] : undefined;
  const shank = offset ? offset.d2 : s.d;
  const l2 = offset ? offset.l2 : s.type === 'flat' ? flatBladeLength(s.d) : undefined;
  const dimsDe = s.type === 'flat' ? `${nd(s.d)} × ${nd(s.t ?? 0)} × ${s.l} mm` : `Ø ${nd(s.d)} × ${s.l} mm`;
  const dimsEn = s.type === 'flat' ? `${s.d} × ${s.t} × ${s.l} mm` : `Ø ${s.d} × ${s.l} mm`;
  const cornerLabel = ENUM_VALUE_LABELS.cornerRadius[s.corner];

  let name: I18n;
  let first: I18n;
  switch (s.type) {
    case 'straight':
      name = { de: `Auswerferstift gerade, ${h.name.de}, ${dimsDe}, ${m.short.de}`, en: `Straight ejector pin, ${h.name.en}, ${dimsEn}, ${m.short.en}` };
      first = {
        de: `Der gerade Auswerferstift ${dimsDe} nach DIN ISO 6751 mit ${h.phrase.de} stößt Formteile zuverlässig aus Spritzgieß- und Druckgusswerkzeugen aus.`,
        en: `The straight ejector pin ${dimsEn} to DIN ISO 6751 with ${h.phrase.en} reliably ejects moulded parts from injection and die-casting moulds.`,
      };
      break;
    case 'offset':
      name = {
        de: `Auswerferstift abgesetzt, ${h.name.de}, ${dimsDe} (l2 ${l2} mm), ${m.short.de}`,
        en: `Offset ejector pin, ${h.name.en}, ${dimsEn} (l2 ${l2} mm), ${m.short.en}`,
      };
      first = {
        de: `Der abgesetzte Auswerferstift nach DIN ISO 8694 mit Ø ${nd(s.d)} mm auf ${l2} mm Länge und verstärktem Schaft Ø ${shank} mm ist auch bei kleinen Durchmessern knicksicher.`,
        en: `The offset ejector pin to DIN ISO 8694 with Ø ${s.d} mm over a length of ${l2} mm and a reinforced Ø ${shank} mm shank resists buckling even at small diameters.`,
      };
      break;
    case 'flat':
      name = {
        de: `Flachauswerfer ${dimsDe}, ${s.corner === 'none' ? 'scharfkantig' : cornerLabel.de}, ${m.short.de}`,
        en: `Flat ejector pin ${dimsEn}, ${s.corner === 'none' ? 'sharp-edged' : cornerLabel.en}, ${m.short.en}`,
      };
      first = {
        de: `Der Flachauswerfer ${nd(s.d)} × ${nd(s.t ?? 0)} mm nach DIN ISO 8693 wirft Rippen, Stege und schmale Konturen aus, an denen runde Stifte keinen Platz finden.`,
        en: `The flat ejector pin ${s.d} × ${s.t} mm to DIN ISO 8693 ejects ribs, webs and narrow contours where round pins have no room.`,
      };
      break;
    case 'corePin':
      name = { de: `Kernstift, ${h.name.de}, ${dimsDe}, ${m.short.de}`, en: `Core pin, ${h.name.en}, ${dimsEn}, ${m.short.en}` };
      first = {
        de: `Der Kernstift ${dimsDe} mit ${h.phrase.de} formt Bohrungen und Durchbrüche im Formteil maßhaltig ab.`,
        en: `The core pin ${dimsEn} with ${h.phrase.en} moulds holes and openings in the part true to size.`,
      };
      break;
  }

  let second: I18n;
  if (s.type === 'flat') {
    second =
      s.corner === 'none'
        ? { de: 'Die Kanten sind scharfkantig ausgeführt und bilden die Kontur exakt ab.', en: 'The edges are sharp and reproduce the contour exactly.' }
        : {
            de: `${s.corner === 'twoCorners' ? 'Zwei' : 'Vier'} Ecken sind mit R=0,2 mm verrundet, was Kerbwirkung und Gratbildung am Formteil verringert.`,
            en: `${s.corner === 'twoCorners' ? 'Two' : 'Four'} corners are rounded to R=0.2 mm, which reduces notch effects and burr formation on the part.`,
          };
  } else if (s.head === 'cylinderAntiRotation') {
    second = {
      de: 'Die einseitige Abflachung am Kopf sichert den Stift gegen Verdrehen, wie es bei konturierten Stirnflächen notwendig ist.',
      en: 'The one-sided flat on the head secures the pin against rotation, as required for contoured end faces.',
    };
  } else if (s.head === 'countersunk') {
    second = { de: 'Der Senkkopf passt in Auswerferplatten mit Senkung und spart Bauhöhe.', en: 'The countersunk head fits ejector plates with countersinks and saves installation height.' };
  } else {
    second = {
      de: `Der Schaft ist auf h6 geschliffen, die Gesamtlänge von ${s.l} mm kann bei Bedarf gekürzt werden.`,
      en: `The shank is ground to h6; the overall length of ${s.l} mm can be shortened if required.`,
    };
  }

  const typeFactor = s.type === 'offset' ? 1.35 : s.type === 'flat' ? 1.8 : s.type === 'corePin' ? 1.1 : 1;
  const cornerFactor = s.corner === 'twoCorners' ? 1.08 : s.corner === 'fourCorners' ? 1.15 : 1;
  const price = (180 + shank * 55 + s.l * 2.2 + shank * s.l * 0.12) * m.priceFactor * typeFactor * h.factor * cornerFactor;
  const hd = headDiameter(shank);
  const volume = (Math.PI / 4) * shank * shank * s.l + (Math.PI / 4) * hd * hd * 6;
  const groupKey = `ej:${s.type}:${s.head}:${s.corner}:${s.d}`;
  const attrs: AttrValue[] = [
    ev('ejectorType', s.type),
    ev('headShape', s.head),
    nv('diameter', s.d),
    nv('length', s.l),
    nv('headDiameter', hd),
    ev('material', s.material),
    ev('hardness', m.hardness),
    ev('standard', s.type === 'straight' ? 'iso6751' : s.type === 'offset' ? 'iso8694' : s.type === 'flat' ? 'iso8693' : 'factoryStandard'),
  ];
  if (s.type === 'flat') {
    const code = `${s.d}x${s.t}`;
    attrs.push(ev('cornerRadius', s.corner));
    attrs.push(cached('flatSize', code, () => ({ attributeId: 'flatSize', code, numericValue: s.d, label: { de: `${nd(s.d)} × ${nd(s.t ?? 0)}`, en: `${s.d} × ${s.t}` } })));
  }
  if (l2 !== undefined) attrs.push(nv('stepLength', l2));

  return {
    id: ejectorId(s),
    typeId: 'ejectorPin',
    categoryId: s.type === 'straight' ? 'ejector-pins-straight' : s.type === 'offset' ? 'ejector-pins-offset' : s.type === 'flat' ? 'ejector-pins-flat' : 'core-pins',
    extraCategoryIds: [],
    imageKey: `ejector-${TYPE_IMAGE[s.type]}-${h.imageKey}`,
    name,
    description: { de: [first.de, second.de, m.sentence.de], en: [first.en, second.en, m.sentence.en] },
    shortDescription: {
      de: `${dimsDe} · ${s.type === 'flat' ? (s.corner === 'none' ? 'scharfkantig' : cornerLabel.de) : h.name.de} · ${m.short.de}`,
      en: `${dimsEn} · ${s.type === 'flat' ? (s.corner === 'none' ? 'sharp-edged' : cornerLabel.en) : h.name.en} · ${m.short.en}`,
    },
    synonyms: {
      de: s.type === 'corePin' ? ['Kernstift', 'Formkern', 'Stift'] : ['Auswerfer', 'Auswerferstift', 'Ausstoßer'],
      en: s.type === 'corePin' ? ['core pin', 'mould core', 'pin'] : ['ejector', 'ejector pin', 'knockout pin'],
    },
    attrs,
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: price,
    weightKg: round(Math.max(volume * 7.85e-6, 0.0001), 4),
    pricingGroup: s.material === 'hardenedDlcCoated' || s.material === 'stainlessHardened14112' ? 'ejectorPremium' : 'ejectorStandard',
    stock: 'ejector',
    cadSource: 'x',
    packable: true,
    drawing: { key: 'drawing-ejector', label: DRAWING_LABEL },
    files: [datasheet(`datasheet-ejector-${TYPE_IMAGE[s.type]}`), ...(s.material === 'hardenedDlcCoated' ? [datasheet('dlc-coating-information')] : [])],
    rel: {
      member: [groupKey, `ej:${s.type}:${s.d}`, `ejl:${s.d}:${s.l}`],
      fitsTo: [],
      similar: [groupKey, `ej:${s.type}:${s.d}`],
      combinable: [`ejl:${s.d}:${s.l}`],
    },
  };
}

/** Sub-families of ejector pins: type, head shape and (flat pins) corner radius. */
export interface EjectorSubFamily {
  type: EjectorType;
  head: HeadShape;
  corner: CornerRadius;
  /** (d, t?, l) combinations available in the catalogue. */
  sizes: { d: number; t?: number; l: number }[];
  /** (d, t?, l) combinations of the core (showcase) assortment. */
  core: { d: number; t?: number; l: number }[];
}

function lengthsFor(d: number, from = 0, to = Infinity): number[] {
  return EJECTOR_LENGTHS.filter((l) => l >= Math.max(minLength(d), from) && l <= Math.min(maxLength(d), to));
}

export function ejectorSubFamilies(): EjectorSubFamily[] {
  const straightSizes = STRAIGHT_DIAMETERS.flatMap((d) => lengthsFor(d).map((l) => ({ d, l })));
  const straightCore = [
    { d: 2, l: 100 },
    { d: 4, l: 160 },
    { d: 6, l: 200 },
    { d: 10, l: 250 },
  ];
  const offsetSizes = OFFSET_DIAMETERS.flatMap((d) => lengthsFor(OFFSET_PINS[String(d)].d2, OFFSET_PINS[String(d)].l2 + 40, 315).map((l) => ({ d, l })));
  const offsetCore = [
    { d: 1.5, l: 100 },
    { d: 3, l: 160 },
    { d: 5, l: 200 },
  ];
  const flatSizes = FLAT_SIZES.flatMap(([d, t]) => lengthsFor(d, 80, 400).map((l) => ({ d, t, l })));
  const flatCore = [
    { d: 6, t: 1.2, l: 160 },
    { d: 10, t: 1.5, l: 250 },
  ];
  const coreSizes = CORE_PIN_DIAMETERS.flatMap((d) => lengthsFor(d).map((l) => ({ d, l })));
  const corePinCore = [
    { d: 4, l: 100 },
    { d: 8, l: 160 },
    { d: 12, l: 250 },
  ];
  return [
    ...HEAD_SHAPES.map((head) => ({ type: 'straight' as const, head, corner: 'none' as const, sizes: straightSizes, core: straightCore })),
    ...(['cylinder', 'countersunk'] as const).map((head) => ({ type: 'offset' as const, head, corner: 'none' as const, sizes: offsetSizes, core: offsetCore })),
    ...CORNER_RADII.map((corner) => ({ type: 'flat' as const, head: 'cylinder' as const, corner, sizes: flatSizes, core: flatCore })),
    ...(['cylinder', 'countersunk'] as const).map((head) => ({ type: 'corePin' as const, head, corner: 'none' as const, sizes: coreSizes, core: corePinCore })),
  ];
}


/** One row of the ejector configurator's CAD value table: a type's diameter → l2, shank and head (mm). */
export interface EjectorCadValueRow {
  type: EjectorType;
  diameter: number;
  l2: number | null;
  shankDiameter: number;
  headDiameter: number;
  headHeight: number;
}

/**
 * The CAD value table of every diameter the ejector family has ("a table maps diameter to a cad value",
 * docs/rules/constants.md#ejector-configurator), from the same geometry the articles are made from: offset pins' tip diameter → l2 and shank,
 * flat pins' width → blade length l2, and the head of each.
 */
export function ejectorCadValues(): EjectorCadValueRow[] {
  const row = (type: EjectorType, diameter: number, shank: number, l2: number | null): EjectorCadValueRow => ({
    type,
    diameter,
    l2,
    shankDiameter: shank,
    headDiameter: headDiameter(shank),
    headHeight: headHeight(shank),
  });
  return [
    ...STRAIGHT_DIAMETERS.map((d) => row('straight', d, d, null)),
    ...OFFSET_DIAMETERS.map((d) => row('offset', d, OFFSET_PINS[String(d)].d2, OFFSET_PINS[String(d)].l2)),
    ...[...new Set(FLAT_SIZES.map(([width]) => width))].map((d) => row('flat', d, d, flatBladeLength(d))),
    ...CORE_PIN_DIAMETERS.map((d) => row('corePin', d, d, null)),
  ];
}
