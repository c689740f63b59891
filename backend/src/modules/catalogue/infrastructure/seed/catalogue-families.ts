/**
 * Product families of the demo catalogue. Each builder turns a few domain parameters (hose class and
 * nominal size, coupling kind and material, ejector geometry and material, ...) into a `Draft`: the
 * structural description of one article, without any random values. The generator adds prices,
 * stock and related products and turns drafts into table rows.
 *
 * Families come in two groups:
 *  - core families (`coreFamilies()`): the realistic showcase assortment, every combination once;
 *  - variant sources (`variantSources()`, `packVariants()`): further sizes, lengths, versions and
 *    packaging units used to fill the catalogue up to the requested size.
 */
import { ENUM_VALUE_LABELS } from './catalogue-reference-data';
import type { I18n, LocalisedInfoBoxes, Locale, ProductFile, UnitOfQuantity } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Attribute values
// ---------------------------------------------------------------------------------------------

/** One attribute value as used by a product; shared (cached) between products. */
export interface AttrValue {
  attributeId: string;
  code: string;
  numericValue: number | null;
  label: I18n;
}

const valueCache = new Map<string, AttrValue>();

function cached(attributeId: string, code: string, make: () => AttrValue): AttrValue {
  const key = `${attributeId}\u0000${code}`;
  let value = valueCache.get(key);
  if (!value) {
    value = make();
    valueCache.set(key, value);
  }
  return value;
}

/** Formats a number for a locale: German uses a decimal comma. No thousands separators. */
export function fmt(n: number, locale: Locale): string {
  const text = String(n);
  return locale === 'de' ? text.replace('.', ',') : text;
}
const nd = (n: number): string => fmt(n, 'de');
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** An enumerated value; its label comes from ENUM_VALUE_LABELS. */
export function ev(attributeId: string, code: string): AttrValue {
  return cached(attributeId, code, () => {
    const label = ENUM_VALUE_LABELS[attributeId]?.[code];
    if (!label) throw new Error(`No label for attribute value ${attributeId}/${code}`);
    return { attributeId, code, numericValue: null, label };
  });
}

/** A numeric value: code is the plain number, the label the locale-formatted number (the unit is on the attribute). */
export function nv(attributeId: string, n: number, label?: I18n): AttrValue {
  return cached(attributeId, String(n), () => ({
    attributeId,
    code: String(n),
    numericValue: n,
    label: label ?? { de: nd(n), en: String(n) },
  }));
}

const dnValue = (dn: number): AttrValue => nv('nominalSize', dn, { de: `DN ${dn}`, en: `DN ${dn}` });

/** Whitworth pipe threads by nominal size; numericValue is the size in inches (for sorting). */
const THREAD_BY_DN: Readonly<Record<number, string>> = {
  6: 'G 1/4',
  8: 'G 1/4',
  10: 'G 3/8',
  13: 'G 1/2',
  16: 'G 1/2',
  20: 'G 3/4',
  25: 'G 1',
  32: 'G 1 1/4',
  40: 'G 1 1/2',
  50: 'G 2',
};
const THREAD_INCHES: Readonly<Record<string, number>> = {
  'G 1/4': 0.25,
  'G 3/8': 0.375,
  'G 1/2': 0.5,
  'G 3/4': 0.75,
  'G 1': 1,
  'G 1 1/4': 1.25,
  'G 1 1/2': 1.5,
  'G 2': 2,
};
const threadValue = (thread: string): AttrValue =>
  cached('thread', thread, () => ({ attributeId: 'thread', code: thread, numericValue: THREAD_INCHES[thread], label: { de: thread, en: thread } }));

/** Temperature range value; numericValue is the upper limit so ranges sort by heat resistance. */
const tempValue = (min: number, max: number): AttrValue =>
  cached('temperatureRange', `${min}/${signed(max)}`, () => ({
    attributeId: 'temperatureRange',
    code: `${min}/${signed(max)}`,
    numericValue: max,
    label: { de: `${min} bis ${signed(max)}`, en: `${min} to ${signed(max)}` },
  }));

// ---------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------

/** Scales the random stock figures of a product. */
export type StockProfile = 'metre' | 'smallPart' | 'part' | 'ejector' | 'machine' | 'service' | 'bulk';

/**
 * Group keys for related products. `member` are the groups this product belongs to; the three lists
 * name groups to draw related article numbers from (interleaved, first groups first).
 */
export interface RelationSpec {
  member: readonly string[];
  fitsTo: readonly string[];
  similar: readonly string[];
  combinable: readonly string[];
  /** Article numbers put first into `similar` (e.g. the base article of a pack). */
  similarIds?: readonly string[];
}

export interface Draft {
  id: string;
  typeId: string;
  categoryId: string;
  extraCategoryIds: readonly string[];
  imageKey: string;
  name: I18n;
  /** 2 or 3 sentences per locale. */
  description: { de: string[]; en: string[] };
  shortDescription: I18n;
  synonyms: { de: readonly string[]; en: readonly string[] };
  attrs: AttrValue[];
  unit: UnitOfQuantity;
  packagingUnit: number;
  priceUnit: number;
  /** Indicative net price per price unit in cents; the generator spreads it deterministically by ±6 %. */
  basePriceCents: number;
  weightKg: number;
  pricingGroup: string | null;
  stock: StockProfile;
  onRequest?: boolean;
  cadSource?: 'x' | 'tp';
  drawing?: { key: string; label: I18n };
  files: ProductFile[];
  infoBoxes?: LocalisedInfoBoxes;
  rel: RelationSpec;
  /** May be sold in packaging units (pack variants). */
  packable?: boolean;
  /** Orders the filling of the catalogue: lazily generated variants can skip ids that already exist. */
  kind: string;
}

const fileCache = new Map<string, ProductFile>();
/** A datasheet reference (shared object: rows are plain data and must not be mutated). */
function datasheet(name: string): ProductFile {
  let file = fileCache.get(name);
  if (!file) fileCache.set(name, (file = { href: `/media/files/${name}.pdf`, name: `${name}.pdf`, filetype: 'pdf' }));
  return file;
}
const DRAWING_LABEL: I18n = { de: 'Maßzeichnung', en: 'Dimensional drawing' };
const dn3 = (dn: number): string => String(dn).padStart(3, '0');
const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};
const roundHalf = (x: number): number => Math.round(x * 2) / 2;
const roundTo = (x: number, step: number): number => Math.round(x / step) * step;

// ---------------------------------------------------------------------------------------------
// Materials of fittings
// ---------------------------------------------------------------------------------------------

type FittingMaterial = 'brass' | 'stainless14571' | 'steelGalvanised' | 'aluminium';

interface FittingMaterialDef {
  idCode: string;
  name: I18n;
  sentence: I18n;
  priceFactor: number;
  /** Pressure rating for small (≤ DN 25) and large sizes. */
  pressure: [number, number];
  density: number;
  pricingGroup: string;
}

const FITTING_MATERIALS: Readonly<Record<FittingMaterial, FittingMaterialDef>> = {
  brass: {
    idCode: 'MS',
    name: { de: 'Messing', en: 'brass' },
    sentence: {
      de: 'Messing ist korrosionsbeständig und die wirtschaftliche Wahl für Wasser, Druckluft und Öle.',
      en: 'Brass is corrosion-resistant and the economical choice for water, compressed air and oils.',
    },
    priceFactor: 1,
    pressure: [16, 10],
    density: 8.5,
    pricingGroup: 'fittingsBrass',
  },
  stainless14571: {
    idCode: 'ES',
    name: { de: 'Edelstahl 1.4571', en: 'stainless steel 1.4571' },
    sentence: {
      de: 'Edelstahl 1.4571 ist beständig gegen aggressive Medien und eignet sich für Lebensmittel- und Chemieanwendungen.',
      en: 'Stainless steel 1.4571 resists aggressive media and suits food and chemical applications.',
    },
    priceFactor: 2.3,
    pressure: [25, 16],
    density: 8,
    pricingGroup: 'fittingsStainless',
  },
  steelGalvanised: {
    idCode: 'VZ',
    name: { de: 'Stahl verzinkt', en: 'galvanised steel' },
    sentence: {
      de: 'Verzinkter Stahl ist robust und preisgünstig für Hydraulik- und Druckluftleitungen im Innenbereich.',
      en: 'Galvanised steel is robust and inexpensive for indoor hydraulic and compressed-air lines.',
    },
    priceFactor: 0.75,
    pressure: [25, 16],
    density: 7.85,
    pricingGroup: 'fittingsSteel',
  },
  aluminium: {
    idCode: 'AL',
    name: { de: 'Aluminium', en: 'aluminium' },
    sentence: {
      de: 'Aluminium ist leicht und korrosionsarm und damit ideal für häufig umgesteckte Leitungen.',
      en: 'Aluminium is lightweight and low in corrosion, which makes it ideal for lines that are frequently reconnected.',
    },
    priceFactor: 0.9,
    pressure: [10, 7],
    density: 2.7,
    pricingGroup: 'fittingsAluminium',
  },
};

const fittingPressure = (material: FittingMaterial, dn: number): number => FITTING_MATERIALS[material].pressure[dn <= 25 ? 0 : 1];
/** Rough weight of a fitting of a nominal size: a short tube with a hexagon, scaled by density. */
const fittingWeight = (material: FittingMaterial, dn: number, factor = 1): number =>
  round(((0.012 + dn * dn * 0.00009) * FITTING_MATERIALS[material].density * factor) / 8.5, 4);

// ---------------------------------------------------------------------------------------------
// Hoses
// ---------------------------------------------------------------------------------------------

export type HoseClass = 'epdm' | 'nbr' | 'pvc' | 'goldSnake' | 'wf' | 'tn1' | 'hif';
export const HOSE_CLASS_KEYS: readonly HoseClass[] = ['epdm', 'nbr', 'pvc', 'goldSnake', 'wf', 'tn1', 'hif'];

/** Nominal sizes shared by hoses and fittings, so configurators can combine them. */
export const NOMINAL_SIZES: readonly number[] = [6, 8, 10, 13, 16, 20, 25, 32, 40, 50];

interface HoseDims {
  dn: number;
  id: number;
  od: number;
  p: number;
  tmin: number;
  tmax: number;
  bend: number;
}

interface HoseClassDef {
  group: 'elastomer' | 'stainless';
  idCode: string;
  categoryId: string;
  imageKey: string;
  sizes: readonly number[];
  material: string;
  temp: [number, number];
  name: I18n;
  wall: (dn: number) => number;
  pressure: (dn: number) => number;
  bendFactor: number;
  pricePerMetre: (dn: number) => number;
  kgPerMetre: (d: HoseDims) => number;
  /** Three sentences; the middle one is replaced by version variants. */
  text: (d: HoseDims) => { de: [string, string, string]; en: [string, string, string] };
  synonyms: { de: string[]; en: string[] };
}

/** Standard pressure ratings (PN): the largest not above the value. */
const PN = [2.5, 4, 6, 10, 16, 20, 25, 32, 40, 50, 64, 80, 100, 125, 160];
const snapPn = (p: number): number => PN.filter((x) => x <= p).pop() ?? PN[0];
const elastomerKg = (density: number) => (d: HoseDims) => round(((Math.PI / 4) * (d.od * d.od - d.id * d.id) * density) / 1000, 4);
const stainlessKg = (factor: number) => (d: HoseDims) => round((0.02 + d.dn * 0.03) * factor, 4);

export const HOSE_CLASSES: Readonly<Record<HoseClass, HoseClassDef>> = {
  epdm: {
    group: 'elastomer',
    idCode: 'EPDM',
    categoryId: 'hoses-epdm',
    imageKey: 'hose-epdm',
    sizes: NOMINAL_SIZES,
    material: 'epdm',
    temp: [-40, 130],
    name: { de: 'EPDM-Schlauch', en: 'EPDM hose' },
    wall: (dn) => 3.5 + dn * 0.1,
    pressure: (dn) => (dn <= 25 ? 16 : 10),
    bendFactor: 4,
    pricePerMetre: (dn) => 180 + dn * 30,
    kgPerMetre: elastomerKg(1.3),
    text: (d) => ({
      de: [
        `Der EPDM-Schlauch DN ${d.dn} ist ein vielseitiger Elastomerschlauch für Wasser, Kühlwasser und Heißwasser bis ${signed(d.tmax)} °C sowie für schwache Säuren und Laugen.`,
        'Seine ozon- und witterungsbeständige Decke macht ihn zur ersten Wahl für den Außeneinsatz.',
        `Mit ${nd(d.id)} mm Innendurchmesser und bis zu ${d.p} bar Betriebsdruck lässt er sich mit Schlauchtüllen und Schellen schnell konfektionieren.`,
      ],
      en: [
        `The EPDM hose DN ${d.dn} is a versatile elastomer hose for water, cooling water and hot water up to ${signed(d.tmax)} °C as well as weak acids and alkalis.`,
        'Its ozone- and weather-resistant cover makes it the first choice for outdoor use.',
        `With an inner diameter of ${d.id} mm and up to ${d.p} bar operating pressure it is quickly assembled with hose nozzles and clips.`,
      ],
    }),
    synonyms: { de: ['Gummischlauch', 'Wasserschlauch', 'Kühlwasserschlauch'], en: ['rubber hose', 'water hose', 'coolant hose'] },
  },
  nbr: {
    group: 'elastomer',
    idCode: 'NBR',
    categoryId: 'hoses-nbr',
    imageKey: 'hose-nbr',
    sizes: NOMINAL_SIZES,
    material: 'nbr',
    temp: [-30, 100],
    name: { de: 'NBR-Schlauch', en: 'NBR hose' },
    wall: (dn) => 3.5 + dn * 0.1,
    pressure: (dn) => (dn <= 20 ? 20 : dn <= 32 ? 16 : 10),
    bendFactor: 5,
    pricePerMetre: (dn) => 220 + dn * 36,
    kgPerMetre: elastomerKg(1.35),
    text: (d) => ({
      de: [
        `Der NBR-Schlauch DN ${d.dn} ist beständig gegen Mineralöle, Hydrauliköle, Fette und Dieselkraftstoff.`,
        `Die Gewebeeinlage hält Betriebsdrücken bis ${d.p} bar stand, die glatte Seele sorgt für geringe Druckverluste.`,
        `Einsetzbar von ${d.tmin} bis ${signed(d.tmax)} °C ist er ideal für Schmierstoff-, Kühlschmierstoff- und ölhaltige Druckluftleitungen.`,
      ],
      en: [
        `The NBR hose DN ${d.dn} resists mineral oils, hydraulic oils, greases and diesel fuel.`,
        `Its textile reinforcement withstands operating pressures of up to ${d.p} bar, and the smooth lining keeps pressure losses low.`,
        `Suitable from ${d.tmin} to ${signed(d.tmax)} °C, it is ideal for lubricant, coolant and oily compressed-air lines.`,
      ],
    }),
    synonyms: { de: ['Ölschlauch', 'Kraftstoffschlauch', 'Hydraulikschlauch'], en: ['oil hose', 'fuel hose', 'hydraulic hose'] },
  },
  pvc: {
    group: 'elastomer',
    idCode: 'PVC',
    categoryId: 'hoses-pvc',
    imageKey: 'hose-pvc',
    sizes: NOMINAL_SIZES,
    material: 'pvc',
    temp: [-10, 60],
    name: { de: 'PVC-Gewebeschlauch', en: 'PVC braided hose' },
    wall: (dn) => 2 + dn * 0.08,
    pressure: (dn) => (dn <= 10 ? 16 : dn <= 25 ? 10 : 6),
    bendFactor: 3.5,
    pricePerMetre: (dn) => 90 + dn * 16,
    kgPerMetre: elastomerKg(1.25),
    text: (d) => ({
      de: [
        `Der PVC-Gewebeschlauch DN ${d.dn} mit eingebettetem Polyestergewebe ist leicht, flexibel und transparent, sodass der Durchfluss jederzeit sichtbar bleibt.`,
        `Er eignet sich für Wasser, Druckluft und leichte Chemikalien bei Temperaturen von ${d.tmin} bis ${signed(d.tmax)} °C.`,
        `Der maximale Betriebsdruck beträgt ${d.p} bar, der kleinste Biegeradius ${d.bend} mm.`,
      ],
      en: [
        `The PVC braided hose DN ${d.dn} with embedded polyester braid is light, flexible and transparent, so the flow always stays visible.`,
        `It is suitable for water, compressed air and mild chemicals at temperatures from ${d.tmin} to ${signed(d.tmax)} °C.`,
        `The maximum operating pressure is ${d.p} bar and the minimum bending radius ${d.bend} mm.`,
      ],
    }),
    synonyms: { de: ['Klarsichtschlauch', 'Gewebeschlauch', 'Druckluftschlauch'], en: ['clear hose', 'braided hose', 'air hose'] },
  },
  goldSnake: {
    group: 'elastomer',
    idCode: 'GS',
    categoryId: 'hoses-goldsnake',
    imageKey: 'hose-goldsnake',
    sizes: [13, 16, 20, 25, 32, 40, 50],
    material: 'nbrSbr',
    temp: [-25, 80],
    name: { de: 'GoldSnake-Schlauch', en: 'GoldSnake hose' },
    wall: (dn) => 3 + dn * 0.12,
    pressure: (dn) => (dn <= 20 ? 12 : 8),
    bendFactor: 3,
    pricePerMetre: (dn) => 320 + dn * 45,
    kgPerMetre: elastomerKg(1.4),
    text: (d) => ({
      de: [
        `Der GoldSnake-Schlauch DN ${d.dn} ist ein hochflexibler Spezialschlauch mit abriebfester, goldfarbener Außendecke für den harten Werkstatt- und Baustelleneinsatz.`,
        `Er bleibt auch bei ${d.tmin} °C geschmeidig und knickt dank eingebetteter Stützspirale nicht ab.`,
        `Bei ${nd(d.id)} mm Innendurchmesser sind Betriebsdrücke bis ${d.p} bar zulässig.`,
      ],
      en: [
        `The GoldSnake hose DN ${d.dn} is a highly flexible special hose with an abrasion-resistant gold-coloured cover for tough workshop and site use.`,
        `It stays supple even at ${d.tmin} °C and does not kink thanks to its embedded support helix.`,
        `With an inner diameter of ${d.id} mm, operating pressures of up to ${d.p} bar are permitted.`,
      ],
    }),
    synonyms: { de: ['Werkstattschlauch', 'Spiralschlauch'], en: ['workshop hose', 'helix hose'] },
  },
  wf: {
    group: 'stainless',
    idCode: 'WF',
    categoryId: 'hoses-wf',
    imageKey: 'hose-wf',
    sizes: NOMINAL_SIZES,
    material: 'stainless14404',
    temp: [-196, 600],
    name: { de: 'Edelstahl-Wellschlauch WF', en: 'Stainless corrugated hose WF' },
    wall: (dn) => 2.5 + dn * 0.15,
    pressure: (dn) => (dn <= 16 ? 6 : dn <= 32 ? 4 : 2.5),
    bendFactor: 2.2,
    pricePerMetre: (dn) => 700 + dn * 110,
    kgPerMetre: stainlessKg(1),
    text: (d) => ({
      de: [
        `Der Edelstahl-Wellschlauch WF DN ${d.dn} ist ungeflochten und für Abgas, Dampf sowie drucklose und niederdruckbelastete Leitungen bis ${nd(d.p)} bar ausgelegt.`,
        `Der Wellschlauch aus 1.4404 ist von ${d.tmin} bis ${signed(d.tmax)} °C einsetzbar und absolut diffusionsdicht.`,
        'Für Kälte- und Wärmeanwendungen sind passende Isolierungen und Fassungen erhältlich.',
      ],
      en: [
        `The stainless corrugated hose WF DN ${d.dn} is unbraided and designed for exhaust, steam and pressureless or low-pressure lines up to ${d.p} bar.`,
        `The corrugated hose made of 1.4404 can be used from ${d.tmin} to ${signed(d.tmax)} °C and is completely diffusion-tight.`,
        'Matching insulation and sockets are available for cold and heat applications.',
      ],
    }),
    synonyms: { de: ['Metallschlauch', 'Wellschlauch', 'Abgasschlauch'], en: ['metal hose', 'corrugated hose', 'exhaust hose'] },
  },
  tn1: {
    group: 'stainless',
    idCode: 'TN1',
    categoryId: 'hoses-tn1',
    imageKey: 'hose-tn1',
    sizes: NOMINAL_SIZES,
    material: 'stainless14404',
    temp: [-196, 550],
    name: { de: 'Edelstahl-Geflechtschlauch TN1', en: 'Braided stainless hose TN1' },
    wall: (dn) => 3 + dn * 0.18,
    pressure: (dn) => snapPn(800 / dn),
    bendFactor: 3,
    pricePerMetre: (dn) => 1100 + dn * 160,
    kgPerMetre: stainlessKg(1.4),
    text: (d) => ({
      de: [
        `Der Edelstahl-Geflechtschlauch TN1 DN ${d.dn} mit einfachem Drahtgeflecht hält Betriebsdrücken bis ${d.p} bar stand.`,
        `Wellschlauch aus 1.4404 und Geflecht aus 1.4301 eignen sich für Hydraulik, Dampf, Thermalöl und Gase von ${d.tmin} bis ${signed(d.tmax)} °C.`,
        `Der kleinste Biegeradius beträgt ${d.bend} mm.`,
      ],
      en: [
        `The braided stainless hose TN1 DN ${d.dn} with a single wire braid withstands operating pressures of up to ${d.p} bar.`,
        `Its 1.4404 corrugated hose and 1.4301 braid suit hydraulics, steam, thermal oil and gases from ${d.tmin} to ${signed(d.tmax)} °C.`,
        `The minimum bending radius is ${d.bend} mm.`,
      ],
    }),
    synonyms: { de: ['Metallschlauch', 'Geflechtschlauch', 'Dampfschlauch'], en: ['metal hose', 'braided hose', 'steam hose'] },
  },
  hif: {
    group: 'stainless',
    idCode: 'HIF',
    categoryId: 'hoses-hif',
    imageKey: 'hose-hif',
    sizes: [6, 8, 10, 13, 16, 20, 25, 32],
    material: 'stainless14404',
    temp: [-196, 450],
    name: { de: 'Hochflexibler Edelstahlschlauch HIF', en: 'High-flex stainless hose HIF' },
    wall: (dn) => 2.5 + dn * 0.17,
    pressure: (dn) => snapPn(600 / dn),
    bendFactor: 1.6,
    pricePerMetre: (dn) => 1400 + dn * 190,
    kgPerMetre: stainlessKg(1.1),
    text: (d) => ({
      de: [
        `Der HIF-Schlauch DN ${d.dn} ist ein hochflexibler, eng gewellter Edelstahlschlauch für dauernd bewegte Leitungen, Vibrationsentkopplung und beengte Einbausituationen.`,
        `Mit einem Biegeradius von nur ${d.bend} mm und bis zu ${d.p} bar Betriebsdruck ersetzt er oft starre Rohrbögen aus 1.4404.`,
        `Der Temperaturbereich reicht von ${d.tmin} bis ${signed(d.tmax)} °C.`,
      ],
      en: [
        `The HIF hose DN ${d.dn} is a highly flexible, closely corrugated stainless hose for continuously moving lines, vibration decoupling and confined installation spaces.`,
        `With a bending radius of only ${d.bend} mm and up to ${d.p} bar operating pressure it often replaces rigid 1.4404 pipe bends.`,
        `The temperature range is ${d.tmin} to ${signed(d.tmax)} °C.`,
      ],
    }),
    synonyms: { de: ['Metallschlauch', 'Kompensator', 'Vibrationsschlauch'], en: ['metal hose', 'flexible connector', 'vibration hose'] },
  },
};

export function hoseDims(cls: HoseClass, dn: number): HoseDims {
  const c = HOSE_CLASSES[cls];
  const id = dn;
  const od = roundHalf(dn + 2 * c.wall(dn));
  return { dn, id, od, p: c.pressure(dn), tmin: c.temp[0], tmax: c.temp[1], bend: roundTo(od * c.bendFactor, 5) };
}

type HoseVersion = 'standard' | 'antistatic' | 'foodGrade' | 'stainless14571';

const HOSE_VERSION_TEXT: Readonly<Record<Exclude<HoseVersion, 'standard'>, { idSuffix: string; name: I18n; sentence: I18n }>> = {
  antistatic: {
    idSuffix: '-AS',
    name: { de: 'antistatisch', en: 'antistatic' },
    sentence: {
      de: 'Die elektrisch leitfähige Ausführung (Widerstand unter 10^6 Ohm) leitet elektrostatische Ladungen sicher ab und eignet sich für Pulver, Lösemittel und Ex-Bereiche.',
      en: 'The electrically conductive version (resistance below 10^6 ohm) safely dissipates electrostatic charges and suits powders, solvents and hazardous areas.',
    },
  },
  foodGrade: {
    idSuffix: '-LM',
    name: { de: 'lebensmittelecht', en: 'food-grade' },
    sentence: {
      de: 'Die lebensmittelechte Ausführung entspricht FDA 21 CFR 177.2600 und der Verordnung (EG) Nr. 1935/2004.',
      en: 'The food-grade version complies with FDA 21 CFR 177.2600 and Regulation (EC) No 1935/2004.',
    },
  },
  stainless14571: {
    idSuffix: '-4571',
    name: { de: '1.4571', en: '1.4571' },
    sentence: {
      de: 'Die Ausführung aus titanstabilisiertem Edelstahl 1.4571 ist besonders beständig gegen chloridhaltige Medien.',
      en: 'The version made of titanium-stabilised stainless steel 1.4571 is particularly resistant to chloride-bearing media.',
    },
  },
};

function hoseAttrs(cls: HoseClass, d: HoseDims, version: HoseVersion): AttrValue[] {
  const c = HOSE_CLASSES[cls];
  return [
    ev('hoseClass', cls),
    dnValue(d.dn),
    nv('innerDiameter', d.id),
    nv('outerDiameter', d.od),
    nv('pressureMax', d.p),
    tempValue(d.tmin, d.tmax),
    nv('bendRadius', d.bend),
    ev('material', version === 'stainless14571' ? 'stainless14571' : c.material),
    ev('hoseVersion', version === 'antistatic' || version === 'foodGrade' ? version : 'standard'),
  ];
}

function hoseRelations(cls: HoseClass, dn: number): Omit<RelationSpec, 'member'> {
  const c = HOSE_CLASSES[cls];
  if (c.group === 'elastomer') {
    return {
      fitsTo: [`nozzle:${dn}`, `clip:${dn}`, `pushLock:${dn}`, `sockHose:${dn}`, `camlock:${dn}`, `quick:${dn}`, `storz:${dn}`, `fitting:${dn}`],
      similar: [`hose:${cls}:${dn}`, `hoseGroup:elastomer:${dn}`, `hose:${cls}`],
      combinable: ['accessory', `clip:${dn}`, `fitting:${dn}`],
    };
  }
  return {
    fitsTo: [`fitting:${dn}`, `quick:${dn}`, `insul:${cls}:${dn}`, `sockIns:${dn}`],
    similar: [`hose:${cls}:${dn}`, `hoseGroup:stainless:${dn}`, `hose:${cls}`],
    combinable: [`insul:${cls}:${dn}`, `sockIns:${dn}`, `fitting:${dn}`],
  };
}

const shortHose = (d: HoseDims): I18n => ({
  de: `DN ${d.dn} · Innen-Ø ${nd(d.id)} mm · Außen-Ø ${nd(d.od)} mm · max. ${nd(d.p)} bar · ${d.tmin} bis ${signed(d.tmax)} °C`,
  en: `DN ${d.dn} · ID ${d.id} mm · OD ${d.od} mm · max. ${d.p} bar · ${d.tmin} to ${signed(d.tmax)} °C`,
});

function hoseName(cls: HoseClass, dn: number, version: HoseVersion): I18n {
  const c = HOSE_CLASSES[cls];
  if (version === 'standard') return { de: `${c.name.de} DN ${dn}`, en: `${c.name.en} DN ${dn}` };
  const v = HOSE_VERSION_TEXT[version];
  if (version === 'stainless14571') return { de: `${c.name.de} DN ${dn}, ${v.name.de}`, en: `${c.name.en} DN ${dn}, ${v.name.en}` };
  return { de: `${c.name.de} ${v.name.de} DN ${dn}`, en: `${v.name.en[0].toUpperCase()}${v.name.en.slice(1)} ${c.name.en} DN ${dn}` };
}

export function hoseId(cls: HoseClass, dn: number, version: HoseVersion = 'standard'): string {
  return `SL-${HOSE_CLASSES[cls].idCode}-${dn3(dn)}${version === 'standard' ? '' : HOSE_VERSION_TEXT[version].idSuffix}`;
}

/** A hose sold by the metre. */
export function makeHose(cls: HoseClass, dn: number, version: HoseVersion = 'standard'): Draft {
  const c = HOSE_CLASSES[cls];
  const d = hoseDims(cls, dn);
  const text = c.text(d);
  const description = version === 'standard' ? { de: [...text.de], en: [...text.en] } : {
    de: [text.de[0], HOSE_VERSION_TEXT[version].sentence.de, text.de[2]],
    en: [text.en[0], HOSE_VERSION_TEXT[version].sentence.en, text.en[2]],
  };
  const priceFactor = version === 'standard' ? 1 : version === 'stainless14571' ? 1.25 : version === 'foodGrade' ? 1.35 : 1.2;
  return {
    id: hoseId(cls, dn, version),
    kind: 'hose',
    typeId: 'hose',
    categoryId: c.categoryId,
    extraCategoryIds: [],
    imageKey: c.imageKey,
    name: hoseName(cls, dn, version),
    description,
    shortDescription: shortHose(d),
    synonyms: c.synonyms,
    attrs: hoseAttrs(cls, d, version),
    unit: 'meters',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: c.pricePerMetre(dn) * priceFactor,
    weightKg: c.kgPerMetre(d),
    pricingGroup: c.group === 'elastomer' ? 'hoseElastomer' : 'hoseStainless',
    stock: 'metre',
    drawing: { key: 'drawing-hose', label: DRAWING_LABEL },
    files: [datasheet(`datasheet-hose-${cls.toLowerCase()}`), ...(c.group === 'elastomer' ? [datasheet('chemical-resistance-chart')] : [])],
    infoBoxes:
      c.group === 'stainless'
        ? {
            de: [{ title: 'Isolierung', text: `Passende Isolierungen für DN ${dn} finden Sie unter „Passende Artikel“.` }],
            en: [{ title: 'Insulation', text: `Matching insulation for DN ${dn} is listed under “Matching articles”.` }],
          }
        : undefined,
    rel: { member: [`hose:${cls}:${dn}`, `hose:${cls}`, `hose:${dn}`, `hoseGroup:${c.group}:${dn}`], ...hoseRelations(cls, dn) },
  };
}

/** A hose coil of a fixed length, sold by the piece. */
export function makeHoseCoil(cls: HoseClass, dn: number, lengthM: number): Draft {
  const c = HOSE_CLASSES[cls];
  const d = hoseDims(cls, dn);
  const text = c.text(d);
  const name = hoseName(cls, dn, 'standard');
  return {
    id: `${hoseId(cls, dn)}-R${lengthM}`,
    kind: 'hoseCoil',
    typeId: 'hoseCoil',
    categoryId: c.categoryId,
    extraCategoryIds: [],
    imageKey: 'hose-coil',
    name: { de: `${name.de}, Rolle ${lengthM} m`, en: `${name.en}, ${lengthM} m coil` },
    description: {
      de: [text.de[0], `Die Rolle mit ${lengthM} m Länge ist ab Lager lieferbar und günstiger als Meterware, ideal für Instandhaltung und Serienfertigung.`],
      en: [text.en[0], `The ${lengthM} m coil ships from stock and costs less than hose by the metre, ideal for maintenance and series production.`],
    },
    shortDescription: { de: `${shortHose(d).de} · Rolle ${lengthM} m`, en: `${shortHose(d).en} · ${lengthM} m coil` },
    synonyms: { de: [...c.synonyms.de, 'Schlauchrolle'], en: [...c.synonyms.en, 'hose reel'] },
    attrs: [...hoseAttrs(cls, d, 'standard'), nv('coilLength', lengthM)],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: c.pricePerMetre(dn) * lengthM * 0.9,
    weightKg: round(c.kgPerMetre(d) * lengthM, 4),
    pricingGroup: c.group === 'elastomer' ? 'hoseElastomer' : 'hoseStainless',
    stock: 'part',
    files: [datasheet(`datasheet-hose-${cls.toLowerCase()}`)],
    rel: { member: [`coil:${cls}:${dn}`, `hose:${cls}:${dn}`], ...hoseRelations(cls, dn), similar: [`coil:${cls}:${dn}`, `hose:${cls}:${dn}`, `hose:${cls}`] },
  };
}

/** Insulation for WF / TN1 hoses, sold by the metre. */
export function makeInsulation(cls: 'wf' | 'tn1', dn: number, thickness: number): Draft {
  const d = hoseDims(cls, dn);
  const code = HOSE_CLASSES[cls].idCode;
  const od = d.od + 2 * thickness;
  return {
    id: `IS-${code}-${dn3(dn)}-${thickness}`,
    kind: 'insulation',
    typeId: 'hoseInsulation',
    categoryId: 'hose-insulation',
    extraCategoryIds: [HOSE_CLASSES[cls].categoryId],
    imageKey: 'hose-insulation',
    name: { de: `Isolierung für ${code}-Schlauch DN ${dn}, ${thickness} mm`, en: `Insulation for ${code} hose DN ${dn}, ${thickness} mm` },
    description: {
      de: [
        `Die Schlauchisolierung aus geschlossenzelligem Synthesekautschuk umhüllt ${code}-Edelstahlschläuche DN ${dn} mit ${thickness} mm Wandstärke.`,
        'Sie verhindert Kondenswasser und Wärmeverluste und ist von -50 bis +110 °C einsetzbar.',
        'Die Enden werden mit passenden Fassungen für Isolierung sauber abgeschlossen.',
      ],
      en: [
        `The hose insulation made of closed-cell synthetic rubber covers ${code} stainless hoses DN ${dn} with a wall thickness of ${thickness} mm.`,
        'It prevents condensation and heat loss and can be used from -50 to +110 °C.',
        'The ends are neatly finished with matching sockets for insulation.',
      ],
    },
    shortDescription: {
      de: `Für ${code} DN ${dn} · Isolierstärke ${thickness} mm · Innen-Ø ${nd(d.od)} mm · Außen-Ø ${nd(od)} mm`,
      en: `For ${code} DN ${dn} · insulation thickness ${thickness} mm · ID ${d.od} mm · OD ${od} mm`,
    },
    synonyms: { de: ['Isolierschlauch', 'Dämmschlauch', 'Kälteisolierung'], en: ['insulation tube', 'lagging', 'pipe insulation'] },
    attrs: [ev('hoseClass', cls), dnValue(dn), nv('insulationThickness', thickness), nv('innerDiameter', d.od), nv('outerDiameter', od), tempValue(-50, 110), ev('material', 'elastomerFoam')],
    unit: 'meters',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: 250 + dn * 12 + thickness * 20,
    weightKg: round(((Math.PI / 4) * (od * od - d.od * d.od) * 0.07) / 1000, 4),
    pricingGroup: 'insulation',
    stock: 'metre',
    files: [datasheet('datasheet-hose-insulation')],
    rel: {
      member: [`insul:${cls}:${dn}`, 'insul'],
      fitsTo: [`hose:${cls}:${dn}`],
      similar: [`insul:${cls}:${dn}`, 'insul'],
      combinable: [`sockIns:${dn}`],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Couplings, screw fittings, clips, sockets
// ---------------------------------------------------------------------------------------------

function couplingBase(
  id: string,
  kind: string,
  categoryId: string,
  imageKey: string,
  material: FittingMaterial,
  dn: number,
  sizeFactor: number,
): Pick<Draft, 'id' | 'kind' | 'typeId' | 'categoryId' | 'extraCategoryIds' | 'imageKey' | 'unit' | 'packagingUnit' | 'priceUnit' | 'pricingGroup' | 'stock' | 'cadSource' | 'packable' | 'weightKg'> {
  return {
    id,
    kind,
    typeId: 'coupling',
    categoryId,
    extraCategoryIds: [],
    imageKey,
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    pricingGroup: FITTING_MATERIALS[material].pricingGroup,
    stock: 'part',
    cadSource: 'x',
    packable: true,
    weightKg: fittingWeight(material, dn, sizeFactor),
  };
}

const couplingRel = (group: string, dn: number, fitsHoses: 'elastomer' | 'all'): RelationSpec => ({
  member: [`${group}:${dn}`, group, `coupling:${dn}`],
  fitsTo: fitsHoses === 'elastomer' ? [`hoseGroup:elastomer:${dn}`] : [`hose:${dn}`],
  similar: [`${group}:${dn}`, `coupling:${dn}`, group],
  combinable: [`clip:${dn}`, `fitting:${dn}`, `sockHose:${dn}`],
});

const threadName = (thread: string, female: boolean): I18n => ({
  de: `${thread} ${female ? 'Innengewinde' : 'Außengewinde'}`,
  en: `${thread} ${female ? 'female' : 'male'} thread`,
});

export function makeHoseNozzle(dn: number, material: FittingMaterial, female = false): Draft {
  const m = FITTING_MATERIALS[material];
  const thread = THREAD_BY_DN[dn];
  const p = fittingPressure(material, dn);
  const tn = threadName(thread, female);
  return {
    ...couplingBase(`KU-TUE-${dn3(dn)}-${m.idCode}${female ? '-IG' : ''}`, 'nozzle', 'couplings-hose-nozzles', 'coupling-hose-nozzle', material, dn, 1),
    name: { de: `Schlauchtülle DN ${dn}, ${tn.de}, ${m.name.de}`, en: `Hose nozzle DN ${dn}, ${tn.en}, ${m.name.en}` },
    description: {
      de: [
        `Die Schlauchtülle DN ${dn} mit ${tn.de} nimmt Schläuche mit ${dn} mm Innendurchmesser auf.`,
        `Das Riefenprofil hält den Schlauch sicher, mit einer Schlauchschelle ist die Verbindung bis ${p} bar dicht.`,
        m.sentence.de,
      ],
      en: [
        `The hose nozzle DN ${dn} with ${tn.en} takes hoses with an inner diameter of ${dn} mm.`,
        `Its serrated profile holds the hose securely; secured with a hose clip, the joint is tight up to ${p} bar.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} · ${tn.de} · ${m.name.de} · max. ${p} bar`, en: `DN ${dn} · ${tn.en} · ${m.name.en} · max. ${p} bar` },
    synonyms: { de: ['Tülle', 'Schlauchstutzen', 'Einschraubtülle'], en: ['hose tail', 'hose barb', 'hose shank'] },
    attrs: [ev('couplingType', 'hoseNozzle'), dnValue(dn), threadValue(thread), ev('threadType', female ? 'female' : 'male'), ev('material', material), nv('pressureMax', p)],
    basePriceCents: (250 + dn * 35) * m.priceFactor * (female ? 1.1 : 1),
    files: [datasheet('datasheet-coupling-hose-nozzle')],
    drawing: { key: 'drawing-coupling', label: DRAWING_LABEL },
    rel: couplingRel('nozzle', dn, 'elastomer'),
  };
}

export function makePushLock(dn: number, material: FittingMaterial): Draft {
  const m = FITTING_MATERIALS[material];
  const thread = THREAD_BY_DN[dn];
  const p = Math.min(fittingPressure(material, dn), 16);
  return {
    ...couplingBase(`KU-PL-${dn3(dn)}-${m.idCode}`, 'pushLock', 'couplings-push-lock', 'coupling-push-lock', material, dn, 0.9),
    name: { de: `Push-Lock-Anschluss DN ${dn}, ${thread} Außengewinde, ${m.name.de}`, en: `Push-lock connector DN ${dn}, ${thread} male thread, ${m.name.en}` },
    description: {
      de: [
        `Der Push-Lock-Anschluss DN ${dn} hält passende Schläuche allein durch sein Widerhakenprofil, eine Schelle ist nicht nötig.`,
        `Der Schlauch wird einfach bis zum Anschlag aufgeschoben und ist sofort bis ${p} bar belastbar.`,
        m.sentence.de,
      ],
      en: [
        `The push-lock connector DN ${dn} holds matching hoses by its barbed profile alone, so no clip is needed.`,
        `The hose is simply pushed on up to the stop and can immediately take up to ${p} bar.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} · ${thread} Außengewinde · ${m.name.de} · ohne Schelle`, en: `DN ${dn} · ${thread} male thread · ${m.name.en} · no clip needed` },
    synonyms: { de: ['Steckanschluss', 'Push-on-Tülle'], en: ['push-on fitting', 'barb fitting'] },
    attrs: [ev('couplingType', 'pushLock'), dnValue(dn), threadValue(thread), ev('threadType', 'male'), ev('material', material), nv('pressureMax', p)],
    basePriceCents: (320 + dn * 40) * m.priceFactor,
    files: [datasheet('datasheet-coupling-push-lock')],
    rel: couplingRel('pushLock', dn, 'elastomer'),
  };
}

const CAMLOCK_INCH: Readonly<Record<number, string>> = { 13: '1/2', 20: '3/4', 25: '1', 32: '1 1/4', 40: '1 1/2', 50: '2' };
export const CAMLOCK_SIZES: readonly number[] = [13, 20, 25, 32, 40, 50];

export function makeCamlock(dn: number, design: 'typeC' | 'typeE', material: FittingMaterial): Draft {
  const m = FITTING_MATERIALS[material];
  const letter = design === 'typeC' ? 'C' : 'E';
  const p = fittingPressure(material, dn);
  const inch = CAMLOCK_INCH[dn];
  return {
    ...couplingBase(`KU-CL-${letter}-${dn3(dn)}-${m.idCode}`, 'camlock', 'couplings-camlock', 'coupling-camlock', material, dn, 1.6),
    name: { de: `Camlock-Kupplung Typ ${letter} DN ${dn} (${inch}"), ${m.name.de}`, en: `Cam-lock coupling type ${letter} DN ${dn} (${inch}"), ${m.name.en}` },
    description: {
      de: [
        design === 'typeC'
          ? `Die Camlock-Kupplung Typ C nach EN 14420-7 besitzt eine Schlauchtülle für Schläuche DN ${dn}.`
          : `Der Camlock-Stecker Typ E nach EN 14420-7 besitzt eine Schlauchtülle für Schläuche DN ${dn} und passt in alle Camlock-Kupplungen gleicher Größe.`,
        `Über die beiden Hebelarme wird die Verbindung in Sekunden und ohne Werkzeug hergestellt; zulässig sind bis ${p} bar.`,
        m.sentence.de,
      ],
      en: [
        design === 'typeC'
          ? `The cam-lock coupler type C to EN 14420-7 has a hose shank for DN ${dn} hoses.`
          : `The cam-lock adapter type E to EN 14420-7 has a hose shank for DN ${dn} hoses and fits every cam-lock coupler of the same size.`,
        `The two cam arms connect the joint in seconds without tools; up to ${p} bar are permitted.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} (${inch}") · Typ ${letter} · ${m.name.de} · max. ${p} bar`, en: `DN ${dn} (${inch}") · type ${letter} · ${m.name.en} · max. ${p} bar` },
    synonyms: { de: ['Hebelarmkupplung', 'Kamlok', 'Tankwagenkupplung'], en: ['camlock', 'cam and groove', 'tanker coupling'] },
    attrs: [ev('couplingType', 'camlock'), ev('design', design), dnValue(dn), ev('material', material), nv('pressureMax', p), ev('standard', 'en14420')],
    basePriceCents: (900 + dn * 70) * m.priceFactor * (design === 'typeC' ? 1.15 : 1),
    files: [datasheet('datasheet-coupling-camlock')],
    drawing: { key: 'drawing-coupling', label: DRAWING_LABEL },
    rel: couplingRel('camlock', dn, 'elastomer'),
  };
}

const STORZ_SIZE: Readonly<Record<number, string>> = { 25: 'D 25', 32: '38', 40: 'C 42', 50: 'C 52' };
export const STORZ_SIZES: readonly number[] = [25, 32, 40, 50];

export function makeStorz(dn: number, material: FittingMaterial): Draft {
  const m = FITTING_MATERIALS[material];
  const size = STORZ_SIZE[dn];
  const p = Math.min(fittingPressure(material, dn), 16);
  return {
    ...couplingBase(`KU-ST-${dn3(dn)}-${m.idCode}`, 'storz', 'couplings-storz', 'coupling-storz', material, dn, 1.8),
    name: { de: `Storz-Kupplung ${size} mit Schlauchtülle DN ${dn}, ${m.name.de}`, en: `Storz coupling ${size} with hose nozzle DN ${dn}, ${m.name.en}` },
    description: {
      de: [
        `Die Storz-Kupplung ${size} nach DIN 14301 ist symmetrisch aufgebaut, sodass zwei gleiche Kupplungen ohne Stecker und Buchse verbunden werden.`,
        `Die Schlauchtülle nimmt Schläuche DN ${dn} auf, eine Lippendichtung dichtet bis ${p} bar.`,
        m.sentence.de,
      ],
      en: [
        `The Storz coupling ${size} to DIN 14301 is symmetrical, so two identical couplings connect without male or female halves.`,
        `The hose nozzle takes DN ${dn} hoses; a lip seal keeps the joint tight up to ${p} bar.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `Storz ${size} · DN ${dn} · ${m.name.de} · max. ${p} bar`, en: `Storz ${size} · DN ${dn} · ${m.name.en} · max. ${p} bar` },
    synonyms: { de: ['Feuerwehrkupplung', 'Klauenkupplung'], en: ['fire hose coupling', 'claw coupling'] },
    attrs: [ev('couplingType', 'storz'), ev('design', 'withHoseNozzle'), dnValue(dn), ev('material', material), nv('pressureMax', p), ev('standard', 'din14301')],
    basePriceCents: (1100 + dn * 60) * m.priceFactor,
    files: [datasheet('datasheet-coupling-storz')],
    rel: couplingRel('storz', dn, 'elastomer'),
  };
}

export const QUICK_SIZES: readonly number[] = [6, 8, 10, 13, 16, 20, 25];

export function makeQuickCoupling(dn: number, design: 'socket' | 'plug', material: FittingMaterial): Draft {
  const m = FITTING_MATERIALS[material];
  const thread = THREAD_BY_DN[dn];
  const p = fittingPressure(material, dn);
  const female = design === 'socket';
  const tn = threadName(thread, female);
  return {
    ...couplingBase(`KU-SK-${dn3(dn)}-${m.idCode}-${female ? 'D' : 'S'}`, 'quick', 'couplings-quick', 'coupling-quick', material, dn, female ? 1.3 : 0.7),
    name: {
      de: `Schnellkupplung ${female ? 'Kupplungsdose' : 'Stecknippel'} DN ${dn}, ${tn.de}, ${m.name.de}`,
      en: `Quick coupling ${female ? 'socket' : 'plug'} DN ${dn}, ${tn.en}, ${m.name.en}`,
    },
    description: female
      ? {
          de: [
            `Die Kupplungsdose DN ${dn} mit ${tn.de} sperrt beim Entkuppeln automatisch ab, sodass kein Medium austritt.`,
            `Stecknippel gleicher Nennweite rasten mit einer Hand ein und lassen sich auch unter Druck bis ${p} bar sicher trennen.`,
            m.sentence.de,
          ],
          en: [
            `The coupling socket DN ${dn} with ${tn.en} shuts off automatically when disconnected, so no medium escapes.`,
            `Plugs of the same nominal size snap in with one hand and can be safely released even under pressure up to ${p} bar.`,
            m.sentence.en,
          ],
        }
      : {
          de: [
            `Der Stecknippel DN ${dn} mit ${tn.de} passt in alle Kupplungsdosen gleicher Nennweite.`,
            `Die gehärtete Rastnut sorgt für eine lange Lebensdauer auch bei häufigem Kuppeln bis ${p} bar.`,
            m.sentence.de,
          ],
          en: [
            `The plug DN ${dn} with ${tn.en} fits every coupling socket of the same nominal size.`,
            `Its hardened locking groove ensures a long service life even with frequent coupling up to ${p} bar.`,
            m.sentence.en,
          ],
        },
    shortDescription: { de: `DN ${dn} · ${tn.de} · ${m.name.de} · max. ${p} bar`, en: `DN ${dn} · ${tn.en} · ${m.name.en} · max. ${p} bar` },
    synonyms: { de: ['Schnellverschlusskupplung', 'Druckluftkupplung', 'Steckkupplung'], en: ['quick connect', 'air coupling', 'quick release coupling'] },
    attrs: [ev('couplingType', 'quickCoupling'), ev('design', design), dnValue(dn), threadValue(thread), ev('threadType', female ? 'female' : 'male'), ev('material', material), nv('pressureMax', p)],
    basePriceCents: (female ? 900 + dn * 55 : 350 + dn * 25) * m.priceFactor,
    files: female ? [datasheet('datasheet-coupling-quick')] : [],
    rel: couplingRel('quick', dn, 'all'),
  };
}

type FittingDesign = 'straight' | 'elbow90' | 'tee';
const FITTING_DESIGN: Readonly<Record<FittingDesign, { idCode: string; name: I18n; phrase: I18n; imageKey: string; factor: number }>> = {
  straight: { idCode: 'G', name: { de: 'Verschraubung gerade', en: 'Straight screw fitting' }, phrase: { de: 'gerade Verschraubung', en: 'straight screw fitting' }, imageKey: 'screw-fitting-straight', factor: 1 },
  elbow90: { idCode: 'W', name: { de: 'Winkelverschraubung 90°', en: '90° elbow screw fitting' }, phrase: { de: 'Winkelverschraubung', en: '90° elbow screw fitting' }, imageKey: 'screw-fitting-elbow', factor: 1.35 },
  tee: { idCode: 'T', name: { de: 'T-Verschraubung', en: 'Tee screw fitting' }, phrase: { de: 'T-Verschraubung', en: 'tee screw fitting' }, imageKey: 'screw-fitting-tee', factor: 1.7 },
};

export function makeScrewFitting(dn: number, design: FittingDesign, material: FittingMaterial): Draft {
  const m = FITTING_MATERIALS[material];
  const f = FITTING_DESIGN[design];
  const thread = THREAD_BY_DN[dn];
  const p = fittingPressure(material, dn);
  return {
    id: `VS-${dn3(dn)}-${m.idCode}-${f.idCode}`,
    kind: 'fitting',
    typeId: 'screwFitting',
    categoryId: 'screw-fittings',
    extraCategoryIds: [],
    imageKey: f.imageKey,
    name: { de: `${f.name.de} DN ${dn}, ${thread}, ${m.name.de}`, en: `${f.name.en} DN ${dn}, ${thread}, ${m.name.en}` },
    description: {
      de: [
        `Die ${f.phrase.de} DN ${dn} verbindet Schlauchleitungen mit ${thread}-Anschlüssen lösbar und dicht.`,
        `Die flachdichtende Überwurfmutter erlaubt die Montage ohne Verdrehen des Schlauchs; zulässig sind bis ${p} bar.`,
        m.sentence.de,
      ],
      en: [
        `The ${f.phrase.en} DN ${dn} connects hose lines to ${thread} ports detachably and leak-tight.`,
        `The flat-sealing union nut allows assembly without twisting the hose; up to ${p} bar are permitted.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} · ${thread} · ${m.name.de} · max. ${p} bar`, en: `DN ${dn} · ${thread} · ${m.name.en} · max. ${p} bar` },
    synonyms: { de: ['Rohrverschraubung', 'Schlauchverschraubung', 'Überwurfverschraubung'], en: ['union', 'hose union', 'pipe fitting'] },
    attrs: [dnValue(dn), threadValue(thread), ev('design', design), ev('material', material), nv('pressureMax', p)],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: (400 + dn * 45) * m.priceFactor * f.factor,
    weightKg: fittingWeight(material, dn, 1.2 * f.factor),
    pricingGroup: m.pricingGroup,
    stock: 'part',
    cadSource: 'x',
    packable: true,
    drawing: { key: 'drawing-coupling', label: DRAWING_LABEL },
    files: [datasheet('datasheet-screw-fittings')],
    rel: { member: [`fitting:${dn}`, 'fitting'], fitsTo: [`hose:${dn}`], similar: [`fitting:${dn}`, 'fitting'], combinable: [`nozzle:${dn}`, `quick:${dn}`, `camlock:${dn}`] },
  };
}

/** Outer diameters of the elastomer hoses of a nominal size: the range a clip or socket must cover. */
function elastomerOdRange(dn: number): [number, number] {
  const ods = HOSE_CLASS_KEYS.filter((k) => HOSE_CLASSES[k].group === 'elastomer' && HOSE_CLASSES[k].sizes.includes(dn)).map((k) => hoseDims(k, dn).od);
  return [Math.min(...ods), Math.max(...ods)];
}

export function makeHoseClip(dn: number, material: 'steelGalvanised' | 'stainless14571', band: 9 | 12): Draft {
  const [minOd, maxOd] = elastomerOdRange(dn);
  const lo = Math.floor(minOd - 2);
  const hi = Math.ceil(maxOd + 4);
  const w = material === 'steelGalvanised' ? 'W1' : 'W5';
  const m = FITTING_MATERIALS[material];
  const range = `${lo}-${hi}`;
  return {
    id: `SS-${dn3(dn)}-${w}-${band}`,
    kind: 'clip',
    typeId: 'hoseClip',
    categoryId: 'hose-clips',
    extraCategoryIds: [],
    imageKey: 'hose-clip',
    name: { de: `Schlauchschelle ${range} mm, ${band} mm Band, ${w} ${m.name.de}`, en: `Hose clip ${range} mm, ${band} mm band, ${w} ${m.name.en}` },
    description: {
      de: [
        `Die Schneckengewindeschelle nach DIN 3017 spannt Schläuche mit ${lo} bis ${hi} mm Außendurchmesser und passt zu Elastomerschläuchen DN ${dn}.`,
        `Das ${band} mm breite, ungelochte Band schont die Schlauchoberfläche und verteilt die Spannkraft gleichmäßig.`,
        w === 'W1'
          ? 'In W1 aus verzinktem Stahl ist sie die wirtschaftliche Wahl für trockene Umgebungen.'
          : 'Die Ausführung W5 aus Edelstahl 1.4571 ist auch in salzhaltiger und chemischer Umgebung korrosionsbeständig.',
      ],
      en: [
        `The worm-drive hose clip to DIN 3017 clamps hoses with an outer diameter of ${lo} to ${hi} mm and fits elastomer hoses DN ${dn}.`,
        `Its ${band} mm wide, unperforated band protects the hose surface and distributes the clamping force evenly.`,
        w === 'W1'
          ? 'In W1 galvanised steel it is the economical choice for dry environments.'
          : 'The W5 version made of stainless steel 1.4571 resists corrosion even in saline and chemical environments.',
      ],
    },
    shortDescription: { de: `Spannbereich ${range} mm · Band ${band} mm · ${w} · Preis je 100 Stück`, en: `Clamping range ${range} mm · band ${band} mm · ${w} · price per 100 pieces` },
    synonyms: { de: ['Schelle', 'Schlauchklemme', 'Schneckengewindeschelle'], en: ['hose clamp', 'worm drive clip', 'jubilee clip'] },
    attrs: [
      cached('clampingRange', range, () => ({ attributeId: 'clampingRange', code: range, numericValue: lo, label: { de: range, en: range } })),
      nv('bandWidth', band),
      ev('material', material),
      dnValue(dn),
      ev('standard', 'din3017'),
    ],
    unit: 'pieces',
    packagingUnit: 10,
    priceUnit: 100,
    basePriceCents: (2200 + dn * 30) * (material === 'stainless14571' ? 2.6 : 1) * (band === 12 ? 1.25 : 1),
    weightKg: round(0.008 + dn * 0.0009 * (band / 9), 4),
    pricingGroup: 'smallParts',
    stock: 'smallPart',
    files: [],
    rel: { member: [`clip:${dn}`, 'clip'], fitsTo: [`hoseGroup:elastomer:${dn}`], similar: [`clip:${dn}`, 'clip'], combinable: [`nozzle:${dn}`, `camlock:${dn}`, `storz:${dn}`] },
  };
}

export function makeHoseSocket(dn: number, material: 'steelGalvanised' | 'stainless14571'): Draft {
  const [minOd, maxOd] = elastomerOdRange(dn);
  const m = FITTING_MATERIALS[material];
  const bore = Math.ceil(maxOd + 1);
  return {
    id: `FS-${dn3(dn)}-${m.idCode}`,
    kind: 'sockHose',
    typeId: 'socketForHose',
    categoryId: 'sockets-hose',
    extraCategoryIds: [],
    imageKey: 'socket-hose',
    name: { de: `Pressfassung für Schlauch DN ${dn}, ${m.name.de}`, en: `Crimp socket for hose DN ${dn}, ${m.name.en}` },
    description: {
      de: [
        `Die Pressfassung DN ${dn} wird über das Schlauchende geschoben und zusammen mit der Schlauchtülle verpresst.`,
        `So entsteht eine dauerhaft dichte, auszugsfeste Verbindung für Elastomerschläuche mit ${nd(minOd)} bis ${nd(maxOd)} mm Außendurchmesser.`,
        m.sentence.de,
      ],
      en: [
        `The crimp socket DN ${dn} is pushed over the hose end and crimped together with the hose nozzle.`,
        `This creates a permanently tight, pull-out-proof connection for elastomer hoses with an outer diameter of ${minOd} to ${maxOd} mm.`,
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} · Bohrung ${bore} mm · ${m.name.de} · Preis je 100 Stück`, en: `DN ${dn} · bore ${bore} mm · ${m.name.en} · price per 100 pieces` },
    synonyms: { de: ['Pressmuffe', 'Presshülse', 'Schlauchfassung'], en: ['ferrule', 'crimp ferrule', 'hose ferrule'] },
    attrs: [dnValue(dn), nv('innerDiameter', bore), ev('material', material)],
    unit: 'pieces',
    packagingUnit: 10,
    priceUnit: 100,
    basePriceCents: (3500 + dn * 90) * (material === 'stainless14571' ? 2.4 : 1),
    weightKg: fittingWeight(material, dn, 0.5),
    pricingGroup: 'smallParts',
    stock: 'smallPart',
    files: [],
    rel: { member: [`sockHose:${dn}`, 'sockHose'], fitsTo: [`hoseGroup:elastomer:${dn}`], similar: [`sockHose:${dn}`, 'sockHose'], combinable: [`nozzle:${dn}`, `fitting:${dn}`] },
  };
}

export function makeInsulationSocket(dn: number, thickness: number, material: 'stainless14571' | 'aluminium'): Draft {
  const m = FITTING_MATERIALS[material];
  return {
    id: `FI-${dn3(dn)}-${thickness}-${m.idCode}`,
    kind: 'sockIns',
    typeId: 'socketForHoseInsulation',
    categoryId: 'sockets-insulation',
    extraCategoryIds: [],
    imageKey: 'socket-insulation',
    name: { de: `Fassung für Isolierung DN ${dn}, ${thickness} mm, ${m.name.de}`, en: `Socket for insulation DN ${dn}, ${thickness} mm, ${m.name.en}` },
    description: {
      de: [
        `Die Abschlussfassung schließt die ${thickness} mm starke Isolierung von WF- und TN1-Schläuchen DN ${dn} sauber ab.`,
        'Sie schützt die Schnittkante vor Feuchtigkeit und mechanischer Beschädigung und wird einfach aufgeschoben und verpresst.',
        m.sentence.de,
      ],
      en: [
        `The end socket neatly finishes the ${thickness} mm insulation of WF and TN1 hoses DN ${dn}.`,
        'It protects the cut edge against moisture and mechanical damage and is simply pushed on and crimped.',
        m.sentence.en,
      ],
    },
    shortDescription: { de: `DN ${dn} · Isolierstärke ${thickness} mm · ${m.name.de}`, en: `DN ${dn} · insulation thickness ${thickness} mm · ${m.name.en}` },
    synonyms: { de: ['Isolierfassung', 'Endkappe Isolierung'], en: ['insulation end cap', 'insulation ferrule'] },
    attrs: [dnValue(dn), nv('insulationThickness', thickness), ev('material', material)],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: (380 + dn * 22 + thickness * 15) * (material === 'stainless14571' ? 1.8 : 1),
    weightKg: fittingWeight(material, dn, 0.6),
    pricingGroup: FITTING_MATERIALS[material].pricingGroup,
    stock: 'part',
    packable: true,
    files: [],
    rel: { member: [`sockIns:${dn}`, 'sockIns'], fitsTo: [`insul:wf:${dn}`, `insul:tn1:${dn}`], similar: [`sockIns:${dn}`, 'sockIns'], combinable: [`hose:wf:${dn}`, `hose:tn1:${dn}`] },
  };
}

function accessories(): Draft[] {
  const bulk = (id: string, name: I18n, description: { de: string[]; en: string[] }, temp: [number, number], cents: number, imageKey: string): Draft => ({
    id,
    kind: 'accessory',
    typeId: 'accessoryBulk',
    categoryId: 'hose-accessories',
    extraCategoryIds: [],
    imageKey,
    name,
    description,
    shortDescription: { de: `${temp[0]} bis ${signed(temp[1])} °C · lose, Preis je kg`, en: `${temp[0]} to ${signed(temp[1])} °C · bulk, price per kg` },
    synonyms: { de: ['Montagehilfe', 'Schmiermittel'], en: ['assembly aid', 'lubricant'] },
    attrs: [tempValue(temp[0], temp[1])],
    unit: 'kilogram',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: cents,
    weightKg: 1,
    pricingGroup: 'accessories',
    stock: 'bulk',
    files: [datasheet(`safety-datasheet-${id.toLowerCase()}`)],
    rel: { member: ['accessory'], fitsTo: [], similar: ['accessory'], combinable: ['nozzle', 'clip'] },
  });
  return [
    bulk(
      'ZB-MP-STD',
      { de: 'Montagepaste für Schlauchleitungen', en: 'Assembly paste for hose lines' },
      {
        de: ['Die Montagepaste erleichtert das Aufziehen von Schläuchen auf Tüllen und Fassungen erheblich.', 'Sie ist silikonfrei, wasserlöslich und greift EPDM, NBR und PVC nicht an.'],
        en: ['The assembly paste makes it much easier to push hoses onto nozzles and sockets.', 'It is silicone-free, water-soluble and does not attack EPDM, NBR or PVC.'],
      },
      [-20, 80],
      2450,
      'accessory-paste',
    ),
    bulk(
      'ZB-MP-LM',
      { de: 'Montagepaste lebensmitteltauglich NSF H1', en: 'Food-grade assembly paste NSF H1' },
      {
        de: ['Die lebensmitteltaugliche Montagepaste ist nach NSF H1 registriert und für Anlagen mit gelegentlichem Lebensmittelkontakt zugelassen.', 'Sie ist geruchs- und geschmacksneutral.'],
        en: ['The food-grade assembly paste is NSF H1 registered and approved for plants with incidental food contact.', 'It is odourless and tasteless.'],
      },
      [-30, 120],
      3890,
      'accessory-paste',
    ),
    bulk(
      'ZB-SF',
      { de: 'Silikonfett für Dichtungen', en: 'Silicone grease for seals' },
      {
        de: ['Das Silikonfett pflegt O-Ringe und Dichtungen von Kupplungen und hält sie geschmeidig.', 'Es ist von -40 bis +200 °C beständig und wasserabweisend.'],
        en: ['The silicone grease conditions O-rings and seals of couplings and keeps them supple.', 'It is resistant from -40 to +200 °C and water-repellent.'],
      },
      [-40, 200],
      4650,
      'accessory-paste',
    ),
    {
      id: 'ZB-PTFE-12',
      kind: 'accessory',
      typeId: 'accessory',
      categoryId: 'hose-accessories',
      extraCategoryIds: [],
      imageKey: 'accessory-tape',
      name: { de: 'PTFE-Gewindedichtband 12 mm × 12 m', en: 'PTFE thread sealing tape 12 mm × 12 m' },
      description: {
        de: ['Das PTFE-Gewindedichtband dichtet zylindrische und kegelige Gewinde von Verschraubungen und Tüllen zuverlässig ab.', 'Es ist chemisch nahezu universell beständig und für Trinkwasser und Gas geeignet.'],
        en: ['The PTFE thread sealing tape reliably seals parallel and tapered threads of screw fittings and nozzles.', 'It is chemically resistant to almost everything and suitable for drinking water and gas.'],
      },
      shortDescription: { de: '12 mm breit · 12 m Rolle · PTFE', en: '12 mm wide · 12 m roll · PTFE' },
      synonyms: { de: ['Teflonband', 'Gewindeband'], en: ['teflon tape', 'plumber tape'] },
      attrs: [ev('material', 'ptfe')],
      unit: 'pieces',
      packagingUnit: 1,
      priceUnit: 1,
      basePriceCents: 189,
      weightKg: 0.012,
      pricingGroup: 'accessories',
      stock: 'part',
      packable: true,
      files: [],
      rel: { member: ['accessory'], fitsTo: ['fitting'], similar: ['accessory'], combinable: ['fitting', 'nozzle'] },
    },
  ];
}

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
  const l2 = offset ? offset.l2 : s.type === 'flat' ? (s.d <= 6 ? 25 : s.d <= 10 ? 40 : 50) : undefined;
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
    kind: 'ejector',
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
interface EjectorSubFamily {
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

function ejectorSubFamilies(): EjectorSubFamily[] {
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

// ---------------------------------------------------------------------------------------------
// Automation cell
// ---------------------------------------------------------------------------------------------

type RobotType = 'articulated' | 'scara' | 'collaborative';
const ROBOTS: readonly [RobotType, number, number][] = [
  ['articulated', 6, 900],
  ['articulated', 6, 1400],
  ['articulated', 10, 1100],
  ['articulated', 10, 1450],
  ['articulated', 20, 1700],
  ['articulated', 35, 1800],
  ['articulated', 50, 2050],
  ['articulated', 80, 2300],
  ['scara', 3, 400],
  ['scara', 6, 600],
  ['scara', 10, 800],
  ['collaborative', 5, 950],
  ['collaborative', 10, 1300],
  ['collaborative', 16, 900],
];

const SAFETY_SENTENCE: I18n = {
  de: 'Steuerung, Programmierhandgerät und Sicherheitstechnik nach ISO 10218 sind im Lieferumfang enthalten.',
  en: 'Controller, teach pendant and safety technology to ISO 10218 are included in the scope of delivery.',
};

function makeRobot(type: RobotType, payload: number, reach: number): Draft {
  const code = type === 'articulated' ? '6A' : type === 'scara' ? 'SC' : 'CO';
  const rep = payload <= 10 ? '0,02' : payload <= 35 ? '0,04' : '0,06';
  let name: I18n;
  let description: { de: string[]; en: string[] };
  if (type === 'articulated') {
    name = { de: `Industrieroboter 6-Achs, ${payload} kg, ${reach} mm Reichweite`, en: `6-axis industrial robot, ${payload} kg, ${reach} mm reach` };
    description = {
      de: [
        `Der 6-Achs-Knickarmroboter bewegt Lasten bis ${payload} kg bei einer Reichweite von ${reach} mm mit einer Wiederholgenauigkeit von ±${rep} mm.`,
        'Er entnimmt Formteile direkt aus der Spritzgießmaschine, legt sie auf Förderbänder ab oder bestückt Prüfstationen.',
        SAFETY_SENTENCE.de,
      ],
      en: [
        `The 6-axis articulated robot moves loads of up to ${payload} kg at a reach of ${reach} mm with a repeatability of ±${rep.replace(',', '.')} mm.`,
        'It removes moulded parts directly from the injection moulding machine, places them on conveyors or loads inspection stations.',
        SAFETY_SENTENCE.en,
      ],
    };
  } else if (type === 'scara') {
    name = { de: `SCARA-Roboter, ${payload} kg, ${reach} mm Reichweite`, en: `SCARA robot, ${payload} kg, ${reach} mm reach` };
    description = {
      de: [
        `Der SCARA-Roboter mit vier Achsen arbeitet besonders schnell in der horizontalen Ebene und trägt bis ${payload} kg.`,
        `Mit ${reach} mm Reichweite eignet er sich für Pick-and-Place, Montage und das Einlegen von Einlegeteilen.`,
        SAFETY_SENTENCE.de,
      ],
      en: [
        `The four-axis SCARA robot works particularly fast in the horizontal plane and carries up to ${payload} kg.`,
        `With a reach of ${reach} mm it suits pick-and-place, assembly and the loading of inserts.`,
        SAFETY_SENTENCE.en,
      ],
    };
  } else {
    name = { de: `Kollaborierender Roboter (Cobot), ${payload} kg, ${reach} mm Reichweite`, en: `Collaborative robot (cobot), ${payload} kg, ${reach} mm reach` };
    description = {
      de: [
        'Der Cobot arbeitet dank Kraft-Momenten-Überwachung ohne trennende Schutzeinrichtung direkt mit Ihren Mitarbeitern zusammen.',
        `Er trägt bis ${payload} kg bei ${reach} mm Reichweite und lässt sich per Handführung in wenigen Minuten anlernen.`,
        'Eine Risikobeurteilung der konkreten Anwendung bleibt dennoch erforderlich.',
      ],
      en: [
        'Thanks to force and torque monitoring, the cobot works directly alongside your staff without separating guards.',
        `It carries up to ${payload} kg at a reach of ${reach} mm and can be taught by hand guiding in a few minutes.`,
        'A risk assessment of the specific application is still required.',
      ],
    };
  }
  return {
    id: `RB-${code}-${dn3(payload)}-${String(reach).padStart(4, '0')}`,
    kind: 'robot',
    typeId: 'robot',
    categoryId: 'automation-robots',
    extraCategoryIds: [],
    imageKey: type === 'articulated' ? 'robot' : type === 'scara' ? 'robot-scara' : 'robot-cobot',
    name,
    description,
    shortDescription: { de: `${payload} kg Traglast · ${reach} mm Reichweite · ${type === 'scara' ? 4 : 6} Achsen`, en: `${payload} kg payload · ${reach} mm reach · ${type === 'scara' ? 4 : 6} axes` },
    synonyms: { de: ['Roboter', 'Handlingroboter', 'Entnahmeroboter'], en: ['robot', 'handling robot', 'pick and place robot'] },
    attrs: [ev('robotType', type), nv('payload', payload), nv('reach', reach), nv('axes', type === 'scara' ? 4 : 6), ev('standard', 'iso10218')],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: (type === 'collaborative' ? 2_400_000 : type === 'scara' ? 1_200_000 : 1_600_000) + payload * 45_000 + reach * 800,
    weightKg: round((type === 'scara' ? 20 : type === 'collaborative' ? 18 : 40) + payload * 6 + reach * 0.05, 4),
    pricingGroup: 'automation',
    stock: 'machine',
    onRequest: payload >= 80,
    cadSource: 'x',
    drawing: { key: 'drawing-robot-workspace', label: { de: 'Arbeitsraum', en: 'Working envelope' } },
    files: [datasheet(`datasheet-robot-${code.toLowerCase()}-${payload}kg`), datasheet('operating-manual-robot')],
    rel: { member: ['robot', `robot:${type}`], fitsTo: ['inspection', 'conveyor'], similar: [`robot:${type}`, 'robot'], combinable: ['fence', 'service', 'inspection'] },
  };
}

type InspectionMethod = 'vision2d' | 'measurement3d' | 'surface';
const INSPECTION: readonly [InspectionMethod, number][] = [
  ['vision2d', 5],
  ['vision2d', 12],
  ['vision2d', 20],
  ['measurement3d', 2],
  ['measurement3d', 5],
  ['surface', 12],
];

function makeInspection(method: InspectionMethod, mp: number): Draft {
  const code = method === 'vision2d' ? '2D' : method === 'measurement3d' ? '3D' : 'SF';
  const label: I18n = method === 'vision2d' ? { de: '2D', en: '2D' } : method === 'measurement3d' ? { de: '3D', en: '3D' } : { de: 'Oberfläche', en: 'surface' };
  const texts: Readonly<Record<InspectionMethod, { de: string[]; en: string[] }>> = {
    vision2d: {
      de: [
        `Das 2D-Prüfsystem mit ${mp}-Megapixel-Kamera prüft Formteile auf Vollständigkeit, Maße und Lage.`,
        'Beleuchtung, Objektiv und Auswertesoftware sind aufeinander abgestimmt, Gut- und Schlecht-Signale gehen direkt an die Robotersteuerung.',
      ],
      en: [
        `The 2D inspection system with a ${mp}-megapixel camera checks moulded parts for completeness, dimensions and position.`,
        'Lighting, lens and evaluation software are matched to each other, and good/bad signals go straight to the robot controller.',
      ],
    },
    measurement3d: {
      de: [
        `Das 3D-Messsystem erfasst mit ${mp} Megapixeln Höhenprofile, Verzug und Ebenheit von Formteilen im Takt der Maschine.`,
        'Die Messwerte werden protokolliert und stehen für die statistische Prozesskontrolle bereit.',
      ],
      en: [
        `The 3D measuring system captures height profiles, warpage and flatness of moulded parts with ${mp} megapixels at machine cycle rate.`,
        'The measured values are logged and available for statistical process control.',
      ],
    },
    surface: {
      de: [
        `Das Oberflächenprüfsystem erkennt mit ${mp} Megapixeln Kratzer, Schlieren, Einfallstellen und Verfärbungen.`,
        'Die lernfähige Auswertesoftware unterscheidet zuverlässig zwischen tolerierbaren und kritischen Fehlern.',
      ],
      en: [
        `The surface inspection system detects scratches, streaks, sink marks and discolouration with ${mp} megapixels.`,
        'Its self-learning evaluation software reliably distinguishes between tolerable and critical defects.',
      ],
    },
  };
  return {
    id: `OPI-${code}-${String(mp).padStart(2, '0')}`,
    kind: 'inspection',
    typeId: 'opticalPartsInspection',
    categoryId: 'automation-inspection',
    extraCategoryIds: [],
    imageKey: 'inspection-system',
    name: { de: `Optisches Prüfsystem ${label.de}, ${mp} MP`, en: `Optical inspection system ${label.en}, ${mp} MP` },
    description: texts[method],
    shortDescription: { de: `${ENUM_VALUE_LABELS.inspectionMethod[method].de} · ${mp} Megapixel`, en: `${ENUM_VALUE_LABELS.inspectionMethod[method].en} · ${mp} megapixels` },
    synonyms: { de: ['Bildverarbeitung', 'Kamerasystem', 'Qualitätsprüfung'], en: ['machine vision', 'camera system', 'quality inspection'] },
    attrs: [ev('inspectionMethod', method), nv('resolution', mp)],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: (method === 'vision2d' ? 850_000 : method === 'measurement3d' ? 1_900_000 : 1_450_000) + mp * 12_000,
    weightKg: 12.5,
    pricingGroup: 'automation',
    stock: 'machine',
    files: [datasheet(`datasheet-inspection-${code.toLowerCase()}`)],
    rel: { member: ['inspection'], fitsTo: ['robot'], similar: ['inspection'], combinable: ['conveyor', 'service'] },
  };
}

type ConveyorType = 'flatBelt' | 'modularBelt';
export function makeConveyor(type: ConveyorType, width: number, length: number): Draft {
  const flat = type === 'flatBelt';
  return {
    id: `FB-${flat ? 'GB' : 'MB'}-${String(width).padStart(4, '0')}-${length}`,
    kind: 'conveyor',
    typeId: 'conveyor',
    categoryId: 'automation-conveyors',
    extraCategoryIds: [],
    imageKey: 'conveyor',
    name: flat ? { de: `Flachgurtförderer ${width} × ${length} mm`, en: `Flat belt conveyor ${width} × ${length} mm` } : { de: `Modulbandförderer ${width} × ${length} mm`, en: `Modular belt conveyor ${width} × ${length} mm` },
    description: flat
      ? {
          de: [
            `Der Flachgurtförderer mit ${width} mm Gurtbreite und ${length} mm Länge transportiert Formteile schonend aus der Maschine oder Roboterzelle.`,
            'Der Aluminiumrahmen ist höhenverstellbar, der Antrieb mit Frequenzumrichter stufenlos regelbar.',
          ],
          en: [
            `The flat belt conveyor with a belt width of ${width} mm and a length of ${length} mm gently carries moulded parts out of the machine or robot cell.`,
            'The aluminium frame is height-adjustable and the drive with frequency inverter is infinitely variable.',
          ],
        }
      : {
          de: [
            `Der Modulbandförderer ${width} × ${length} mm mit Kunststoff-Modulband ist robust, schnittfest und auch für heiße Teile geeignet.`,
            'Einzelne Module lassen sich bei Beschädigung einfach austauschen.',
          ],
          en: [
            `The modular belt conveyor ${width} × ${length} mm with plastic modular belt is robust, cut-resistant and suitable for hot parts.`,
            'Individual modules are easily replaced if damaged.',
          ],
        },
    shortDescription: { de: `Gurtbreite ${width} mm · Länge ${length} mm · Aluminiumrahmen`, en: `Belt width ${width} mm · length ${length} mm · aluminium frame` },
    synonyms: { de: ['Förderband', 'Transportband', 'Bandförderer'], en: ['conveyor belt', 'belt conveyor', 'transport belt'] },
    attrs: [ev('conveyorType', type), nv('beltWidth', width), nv('length', length), ev('material', 'aluminium')],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: (flat ? 180_000 : 260_000) + width * 250 + length * 95,
    weightKg: round(15 + (width * length) / 100_000, 4),
    pricingGroup: 'automation',
    stock: 'machine',
    files: [datasheet(`datasheet-conveyor-${flat ? 'flat-belt' : 'modular-belt'}`)],
    rel: { member: ['conveyor', `conveyor:${width}`], fitsTo: ['robot'], similar: [`conveyor:${width}`, 'conveyor'], combinable: ['inspection', 'fence'] },
  };
}

function fenceElements(): Draft[] {
  const base = (id: string, element: string, width: number, imageKey: string, name: I18n, description: { de: string[]; en: string[] }, cents: number, kg: number): Draft => ({
    id,
    kind: 'fence',
    typeId: 'fenceElement',
    categoryId: 'automation-safety-fences',
    extraCategoryIds: [],
    imageKey,
    name,
    description,
    shortDescription: width
      ? { de: `${ENUM_VALUE_LABELS.fenceElement[element].de} · Breite ${width} mm · Höhe 2200 mm`, en: `${ENUM_VALUE_LABELS.fenceElement[element].en} · width ${width} mm · height 2200 mm` }
      : { de: 'Pfosten · Höhe 2200 mm', en: 'Post · height 2200 mm' },
    synonyms: { de: ['Schutzzaun', 'Trennende Schutzeinrichtung', 'Maschinenschutzzaun'], en: ['safety fence', 'machine guard', 'perimeter guarding'] },
    attrs: [ev('fenceElement', element), ...(width ? [nv('width', width)] : []), nv('height', 2200), ev('material', 'steelPowderCoated'), ev('standard', 'iso14120')],
    unit: 'pieces',
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: cents,
    weightKg: kg,
    pricingGroup: 'automation',
    stock: 'part',
    files: [datasheet('assembly-instructions-safety-fence')],
    rel: { member: ['fence'], fitsTo: ['fence'], similar: ['fence'], combinable: ['robot', 'service'] },
  });
  const panels = [500, 750, 1000, 1250].map((w) =>
    base(
      `SZ-P-${String(w).padStart(4, '0')}`,
      'panel',
      w,
      'fence-panel',
      { de: `Schutzzaun-Feld ${w} × 2200 mm`, en: `Safety fence panel ${w} × 2200 mm` },
      {
        de: [
          `Das Zaunfeld mit ${w} mm Breite und 2200 mm Höhe besteht aus einem Stahlrahmen mit Drahtgitter 20 × 100 mm nach ISO 14120.`,
          'Die Felder werden mit Pfosten verbunden und lassen sich später werkzeugarm erweitern oder versetzen.',
        ],
        en: [
          `The fence panel, ${w} mm wide and 2200 mm high, consists of a steel frame with 20 × 100 mm wire mesh to ISO 14120.`,
          'Panels are joined with posts and can later be extended or relocated with few tools.',
        ],
      },
      9_000 + w * 95,
      round(6 + w * 0.012, 4),
    ),
  );
  return [
    ...panels,
    base(
      'SZ-PF-2200',
      'post',
      0,
      'fence-post',
      { de: 'Schutzzaun-Pfosten 2200 mm', en: 'Safety fence post 2200 mm' },
      {
        de: ['Der Pfosten aus Stahlprofil 60 × 40 mm verbindet Zaunfelder, Türen und Klappen und wird mit dem Hallenboden verdübelt.', 'Jede Zaunseite benötigt einen Pfosten mehr als Felder.'],
        en: ['The 60 × 40 mm steel post joins panels, doors and hatches and is anchored to the floor.', 'Each side of the fence needs one post more than it has panels.'],
      },
      6_900,
      8.4,
    ),
    base(
      'SZ-T-1000',
      'door',
      1000,
      'fence-door',
      { de: 'Schutzzaun-Drehtür 1000 × 2200 mm mit Sicherheitsschalter', en: 'Safety fence hinged door 1000 × 2200 mm with safety switch' },
      {
        de: ['Die Drehtür mit 1000 mm Durchgangsbreite ermöglicht den Zugang zur Roboterzelle für Wartung und Rüsten.', 'Ein zuhaltender Sicherheitsschalter stoppt den Roboter, sobald die Tür geöffnet wird.'],
        en: ['The hinged door with a clear width of 1000 mm gives access to the robot cell for maintenance and set-up.', 'A guard-locking safety switch stops the robot as soon as the door is opened.'],
      },
      98_000,
      24,
    ),
    ...[450, 600].map((w) =>
      base(
        `SZ-K-${w}`,
        'hatch',
        w,
        'fence-hatch',
        { de: `Beschickungsklappe ${w} mm`, en: `Loading hatch ${w} mm` },
        {
          de: [`Die Beschickungsklappe mit ${w} mm Breite erlaubt das Zuführen und Entnehmen von Teilen, ohne die Zelle zu betreten.`, 'Die Klappe ist über einen Sicherheitssensor mit der Robotersteuerung verriegelt.'],
          en: [`The ${w} mm loading hatch lets you feed and remove parts without entering the cell.`, 'The hatch is interlocked with the robot controller by a safety sensor.'],
        },
        64_000 + w * 60,
        round(9 + w * 0.01, 4),
      ),
    ),
  ];
}

function services(): Draft[] {
  const service = (
    id: string,
    type: string,
    unit: UnitOfQuantity,
    name: I18n,
    description: { de: string[]; en: string[] },
    cents: number,
    countries: string[],
    extraAttrs: AttrValue[] = [],
    imageKey = 'service-installation',
  ): Draft => ({
    id,
    kind: 'service',
    typeId: 'service',
    categoryId: 'automation-services',
    extraCategoryIds: [],
    imageKey,
    name,
    description,
    shortDescription:
      unit === 'hourShort'
        ? { de: `${ENUM_VALUE_LABELS.serviceType[type].de} · Abrechnung pro Stunde`, en: `${ENUM_VALUE_LABELS.serviceType[type].en} · billed per hour` }
        : { de: `${ENUM_VALUE_LABELS.serviceType[type].de} · Pauschale`, en: `${ENUM_VALUE_LABELS.serviceType[type].en} · flat rate` },
    synonyms: { de: ['Service', 'Dienstleistung', 'Vor-Ort-Einsatz'], en: ['service', 'field service', 'on-site service'] },
    attrs: [ev('serviceType', type), ...countries.map((c) => ev('serviceCountry', c)), ...extraAttrs],
    unit,
    packagingUnit: 1,
    priceUnit: 1,
    basePriceCents: cents,
    weightKg: 0,
    pricingGroup: null,
    stock: 'service',
    files: type === 'ceApproval' ? [datasheet('ce-approval-scope')] : [],
    rel: { member: ['service'], fitsTo: ['robot'], similar: ['service'], combinable: ['robot', 'fence'] },
  });
  const hourly: I18n = { de: 'Abgerechnet wird nach tatsächlichem Aufwand pro Stunde.', en: 'It is billed by the hour according to the actual effort.' };
  const dach = ['de', 'at', 'ch'];
  const list: Draft[] = [
    service(
      'DL-MONT-H',
      'installation',
      'hourShort',
      { de: 'Montage der Automationszelle (pro Stunde)', en: 'Installation of the automation cell (per hour)' },
      {
        de: ['Unsere Servicetechniker stellen Roboter, Förderbänder und Schutzzaun bei Ihnen vor Ort auf und verbinden alle Komponenten.', hourly.de],
        en: ['Our service engineers set up the robot, conveyors and safety fence on your site and connect all components.', hourly.en],
      },
      9_500,
      dach,
    ),
    service(
      'DL-IBN-H',
      'commissioning',
      'hourShort',
      { de: 'Inbetriebnahme (pro Stunde)', en: 'Commissioning (per hour)' },
      {
        de: ['Bei der Inbetriebnahme werden Roboterprogramme, Sicherheitsfunktionen und die Schnittstelle zur Spritzgießmaschine getestet und optimiert.', hourly.de],
        en: ['During commissioning, robot programs, safety functions and the interface to the injection moulding machine are tested and optimised.', hourly.en],
      },
      11_500,
      dach,
    ),
    service(
      'DL-PROG-H',
      'programming',
      'hourShort',
      { de: 'Roboterprogrammierung (pro Stunde)', en: 'Robot programming (per hour)' },
      {
        de: ['Wir erstellen und ändern Roboterprogramme für neue Formteile, Ablagemuster und Greifer.', 'Die Programmierung erfolgt vor Ort oder per Fernwartung.'],
        en: ['We create and modify robot programs for new moulded parts, placement patterns and grippers.', 'Programming is done on site or via remote maintenance.'],
      },
      10_500,
      dach,
    ),
    service(
      'DL-CE',
      'ceApproval',
      'pieces',
      { de: 'CE-Abnahme mit Konformitätserklärung', en: 'CE approval with declaration of conformity' },
      {
        de: [
          'Wir führen die Risikobeurteilung der Gesamtanlage durch, prüfen die Sicherheitsfunktionen und erstellen die technische Dokumentation.',
          'Sie erhalten die EG-Konformitätserklärung nach Maschinenrichtlinie 2006/42/EG.',
        ],
        en: [
          'We carry out the risk assessment of the complete system, check the safety functions and compile the technical documentation.',
          'You receive the EC declaration of conformity according to Machinery Directive 2006/42/EC.',
        ],
      },
      490_000,
      dach,
      [],
      'service-ce',
    ),
    service(
      'DL-SCHU-T',
      'training',
      'pieces',
      { de: 'Bedienerschulung (pro Tag)', en: 'Operator training (per day)' },
      {
        de: ['Die eintägige Schulung vermittelt Bedienung, Programmanpassung und Fehlerbehebung an Ihrer eigenen Anlage.', 'Bis zu sechs Teilnehmer erhalten Schulungsunterlagen und ein Teilnahmezertifikat.'],
        en: ['The one-day training covers operation, program adjustment and troubleshooting on your own system.', 'Up to six participants receive training documents and a certificate of attendance.'],
      },
      145_000,
      dach,
      [],
      'service-training',
    ),
  ];
  for (let zip = 0; zip <= 9; zip++) {
    list.push(
      service(
        `DL-ANF-DE-${zip}`,
        'travel',
        'pieces',
        { de: `Anfahrtspauschale Deutschland, PLZ-Gebiet ${zip}`, en: `Travel flat rate Germany, postcode area ${zip}` },
        {
          de: [`Die Pauschale deckt An- und Abreise unserer Servicetechniker in das PLZ-Gebiet ${zip} einschließlich Fahrzeit ab.`, 'Sie wird je Einsatz einmal berechnet.'],
          en: [`The flat rate covers the outward and return journey of our service engineers to postcode area ${zip}, including travel time.`, 'It is charged once per assignment.'],
        },
        19_000 + Math.abs(zip - 7) * 4_500,
        ['de'],
        [nv('zipArea', zip, { de: `PLZ-Gebiet ${zip}`, en: `Postcode area ${zip}` })],
        'service-travel',
      ),
    );
  }
  for (const [country, cents, de, en] of [
    ['at', 69_000, 'Österreich', 'Austria'],
    ['ch', 79_000, 'Schweiz', 'Switzerland'],
  ] as const) {
    list.push(
      service(
        `DL-ANF-${country.toUpperCase()}`,
        'travel',
        'pieces',
        { de: `Anfahrtspauschale ${de}`, en: `Travel flat rate ${en}` },
        {
          de: [`Die Pauschale deckt An- und Abreise unserer Servicetechniker nach ${de} einschließlich Fahrzeit ab.`, 'Zoll- und Mautgebühren sind enthalten.'],
          en: [`The flat rate covers the outward and return journey of our service engineers to ${en}, including travel time.`, 'Customs and toll charges are included.'],
        },
        cents,
        [country],
        [],
        'service-travel',
      ),
    );
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Assembling families
// ---------------------------------------------------------------------------------------------

const FITTING_MATS: readonly FittingMaterial[] = ['brass', 'stainless14571', 'steelGalvanised'];
const CONVEYOR_CORE: readonly [ConveyorType, number[]][] = [
  ['flatBelt', [200, 300, 400, 600]],
  ['modularBelt', [300, 600]],
];
const CONVEYOR_CORE_LENGTHS = [1000, 1500, 2000, 3000];
const CONVEYOR_VARIANT_LENGTHS = [2500, 3500, 4000, 5000, 6000];

/**
 * The showcase assortment, one array per family. The generator interleaves them (round-robin) so
 * that even a small catalogue contains every kind of article.
 */
export function coreFamilies(): Draft[][] {
  const families: Draft[][] = [];
  for (const cls of HOSE_CLASS_KEYS) families.push(HOSE_CLASSES[cls].sizes.map((dn) => makeHose(cls, dn)));
  families.push((['wf', 'tn1'] as const).flatMap((cls) => NOMINAL_SIZES.flatMap((dn) => [9, 13].map((t) => makeInsulation(cls, dn, t)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => FITTING_MATS.map((m) => makeHoseNozzle(dn, m))));
  families.push([6, 8, 10, 13, 16, 20].flatMap((dn) => (['brass', 'stainless14571'] as const).map((m) => makePushLock(dn, m))));
  families.push(CAMLOCK_SIZES.flatMap((dn) => (['typeC', 'typeE'] as const).flatMap((d) => (['aluminium', 'stainless14571', 'brass'] as const).map((m) => makeCamlock(dn, d, m)))));
  families.push(STORZ_SIZES.flatMap((dn) => (['aluminium', 'brass', 'stainless14571'] as const).map((m) => makeStorz(dn, m))));
  families.push(QUICK_SIZES.flatMap((dn) => (['socket', 'plug'] as const).flatMap((d) => FITTING_MATS.map((m) => makeQuickCoupling(dn, d, m)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['straight', 'elbow90'] as const).flatMap((d) => FITTING_MATS.map((m) => makeScrewFitting(dn, d, m)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['steelGalvanised', 'stainless14571'] as const).flatMap((m) => ([9, 12] as const).map((b) => makeHoseClip(dn, m, b)))));
  families.push(NOMINAL_SIZES.flatMap((dn) => (['steelGalvanised', 'stainless14571'] as const).map((m) => makeHoseSocket(dn, m))));
  families.push(NOMINAL_SIZES.flatMap((dn) => [9, 13].flatMap((t) => (['stainless14571', 'aluminium'] as const).map((m) => makeInsulationSocket(dn, t, m)))));
  families.push(accessories());
  for (const sub of ejectorSubFamilies()) {
    // Materials vary fastest so that the first seven pins of every sub-family cover all materials.
    families.push(sub.core.flatMap((size) => EJECTOR_MATERIAL_KEYS.map((material) => makeEjector({ type: sub.type, head: sub.head, corner: sub.corner, ...size, material }))));
  }
  families.push(ROBOTS.map(([type, payload, reach]) => makeRobot(type, payload, reach)));
  families.push(INSPECTION.map(([method, mp]) => makeInspection(method, mp)));
  families.push(CONVEYOR_CORE.flatMap(([type, widths]) => widths.flatMap((w) => CONVEYOR_CORE_LENGTHS.map((l) => makeConveyor(type, w, l)))));
  families.push(fenceElements());
  families.push(services());
  return families;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Visits 0..count-1 in a scattered but deterministic order (multiplicative stride coprime with count). */
function* scattered(count: number): Generator<number> {
  let stride = Math.max(1, Math.floor(count * 0.618));
  while (gcd(stride, count) !== 1) stride++;
  for (let k = 0; k < count; k++) yield (k * stride) % count;
}

function* ejectorGrid(sub: EjectorSubFamily): Generator<Draft> {
  const materials = EJECTOR_MATERIAL_KEYS.length;
  for (const index of scattered(sub.sizes.length * materials)) {
    const size = sub.sizes[Math.floor(index / materials)];
    yield makeEjector({ type: sub.type, head: sub.head, corner: sub.corner, ...size, material: EJECTOR_MATERIAL_KEYS[index % materials] });
  }
}

function* hoseVersions(): Generator<Draft> {
  for (const dn of NOMINAL_SIZES) {
    for (const cls of HOSE_CLASS_KEYS) {
      const c = HOSE_CLASSES[cls];
      if (!c.sizes.includes(dn)) continue;
      if (c.group === 'stainless') yield makeHose(cls, dn, 'stainless14571');
      else if (cls !== 'goldSnake') {
        yield makeHose(cls, dn, 'antistatic');
        yield makeHose(cls, dn, 'foodGrade');
      }
    }
  }
}

function* hoseCoils(): Generator<Draft> {
  for (const length of [25, 50, 10, 20]) {
    for (const cls of HOSE_CLASS_KEYS) {
      const c = HOSE_CLASSES[cls];
      if (c.group === 'stainless' && length !== 10 && length !== 25) continue;
      for (const dn of c.sizes) yield makeHoseCoil(cls, dn, length);
    }
  }
}

function* fittingVariants(): Generator<Draft> {
  for (const dn of NOMINAL_SIZES) {
    for (const m of FITTING_MATS) {
      yield makeHoseNozzle(dn, m, true);
      yield makeScrewFitting(dn, 'tee', m);
    }
  }
  for (const dn of QUICK_SIZES) for (const d of ['socket', 'plug'] as const) yield makeQuickCoupling(dn, d, 'aluminium');
}

function* conveyorVariants(): Generator<Draft> {
  for (const [type, widths] of CONVEYOR_CORE) for (const w of widths) for (const l of CONVEYOR_VARIANT_LENGTHS) yield makeConveyor(type, w, l);
}

/** Round-robin over several sources until all are exhausted. */
export function* roundRobin<T>(sources: Iterable<T>[]): Generator<T> {
  const iterators = sources.map((s) => s[Symbol.iterator]());
  while (iterators.length > 0) {
    for (let i = 0; i < iterators.length; ) {
      const next = iterators[i].next();
      if (next.done) iterators.splice(i, 1);
      else {
        yield next.value;
        i++;
      }
    }
  }
}

/** Bounded variant sources: further hose versions and coils, fittings, conveyors and the full ejector grid. */
export function variantSources(): Iterable<Draft>[] {
  return [hoseVersions(), hoseCoils(), fittingVariants(), conveyorVariants(), roundRobin(ejectorSubFamilies().map((sub) => ejectorGrid(sub)))];
}

/** Packaging units offered for piece goods, most common first. */
export const PACK_SIZES: readonly number[] = [10, 25, 50, 100, 5, 20, 200, 250, 500, 1000];

const packSentences = new Map<number, I18n>();

export function makePack(base: Draft, size: number): Draft {
  const discount = Math.min(0.15, 0.02 + Math.log10(size) * 0.04);
  let sentence = packSentences.get(size);
  if (!sentence) {
    sentence = {
      de: `Die Verpackungseinheit mit ${size} Stück senkt den Stückpreis und vereinfacht die Lagerhaltung.`,
      en: `The pack of ${size} pieces lowers the unit price and simplifies stock keeping.`,
    };
    packSentences.set(size, sentence);
  }
  // Built field by field (not `...base`): this runs for tens of thousands of packs in the bench catalogue.
  return {
    id: `${base.id}-VE${size}`,
    kind: 'pack',
    typeId: base.typeId,
    categoryId: base.categoryId,
    extraCategoryIds: base.extraCategoryIds,
    imageKey: base.imageKey,
    name: { de: `${base.name.de}, VE ${size} Stück`, en: `${base.name.en}, pack of ${size}` },
    description: {
      de: [base.description.de[0], base.description.de[1], sentence.de],
      en: [base.description.en[0], base.description.en[1], sentence.en],
    },
    shortDescription: { de: `${base.shortDescription.de} · VE ${size} Stück`, en: `${base.shortDescription.en} · pack of ${size}` },
    synonyms: base.synonyms,
    attrs: [...base.attrs, nv('packSize', size, { de: `${size} Stück`, en: `${size} pieces` })],
    unit: base.unit,
    packagingUnit: size,
    priceUnit: base.priceUnit,
    basePriceCents: base.basePriceCents * (1 - discount),
    weightKg: base.weightKg,
    pricingGroup: base.pricingGroup,
    stock: base.stock,
    onRequest: base.onRequest,
    cadSource: base.cadSource,
    drawing: base.drawing,
    files: base.files,
    infoBoxes: base.infoBoxes,
    packable: false,
    rel: { member: [...base.rel.member, `pack:${base.id}`], fitsTo: base.rel.fitsTo, similar: [`pack:${base.id}`, ...base.rel.similar], combinable: base.rel.combinable, similarIds: [base.id] },
  };
}

/** Pack variants of the packable articles in `bases`, pack size by pack size (unbounded only by PACK_SIZES). */
export function* packVariants(bases: readonly Draft[]): Generator<Draft> {
  const packable = bases.filter((d) => d.packable && d.packagingUnit === 1 && d.priceUnit === 1);
  for (const size of PACK_SIZES) for (const base of packable) yield makePack(base, size);
}
