/** Hoses: the seven hose classes by the metre, their versions and coils, and insulation for WF / TN1. */
import { datasheet, dn3, dnValue, DRAWING_LABEL, ev, nd, nv, round, roundHalf, roundTo, signed, tempValue, type AttrValue, type Draft, type RelationSpec } from './catalogue-draft';
import type { I18n } from './seed-types';

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

export type HoseVersion = 'standard' | 'antistatic' | 'foodGrade' | 'stainless14571';

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

