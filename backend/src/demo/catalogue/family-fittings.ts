/** Couplings, screw fittings, hose clips, sockets and hose accessories, sized to the hose nominal sizes. */
import { cached, datasheet, dn3, dnValue, DRAWING_LABEL, ev, nd, nv, round, signed, tempValue, THREAD_BY_DN, threadValue, type Draft, type RelationSpec } from './catalogue-draft';
import { HOSE_CLASS_KEYS, HOSE_CLASSES, hoseDims } from './family-hoses';
import type { I18n } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Materials of fittings
// ---------------------------------------------------------------------------------------------

export type FittingMaterial = 'brass' | 'stainless14571' | 'steelGalvanised' | 'aluminium';

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

export const FITTING_MATERIALS: Readonly<Record<FittingMaterial, FittingMaterialDef>> = {
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

export const fittingPressure = (material: FittingMaterial, dn: number): number => FITTING_MATERIALS[material].pressure[dn <= 25 ? 0 : 1];
/** Rough weight of a fitting of a nominal size: a short tube with a hexagon, scaled by density. */
export const fittingWeight = (material: FittingMaterial, dn: number, factor = 1): number =>
  round(((0.012 + dn * dn * 0.00009) * FITTING_MATERIALS[material].density * factor) / 8.5, 4);

// ---------------------------------------------------------------------------------------------
// Couplings, screw fittings, clips, sockets
// ---------------------------------------------------------------------------------------------

function couplingBase(
  id: string,
  categoryId: string,
  imageKey: string,
  material: FittingMaterial,
  dn: number,
  sizeFactor: number,
): Pick<Draft, 'id' | 'typeId' | 'categoryId' | 'extraCategoryIds' | 'imageKey' | 'unit' | 'packagingUnit' | 'priceUnit' | 'pricingGroup' | 'stock' | 'cadSource' | 'packable' | 'weightKg'> {
  return {
    id,
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
    ...couplingBase(`KU-TUE-${dn3(dn)}-${m.idCode}${female ? '-IG' : ''}`, 'couplings-hose-nozzles', 'coupling-hose-nozzle', material, dn, 1),
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
    ...couplingBase(`KU-PL-${dn3(dn)}-${m.idCode}`, 'couplings-push-lock', 'coupling-push-lock', material, dn, 0.9),
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
    ...couplingBase(`KU-CL-${letter}-${dn3(dn)}-${m.idCode}`, 'couplings-camlock', 'coupling-camlock', material, dn, 1.6),
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
    ...couplingBase(`KU-ST-${dn3(dn)}-${m.idCode}`, 'couplings-storz', 'coupling-storz', material, dn, 1.8),
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
    ...couplingBase(`KU-SK-${dn3(dn)}-${m.idCode}-${female ? 'D' : 'S'}`, 'couplings-quick', 'coupling-quick', material, dn, female ? 1.3 : 0.7),
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

export type FittingDesign = 'straight' | 'elbow90' | 'tee';
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

export function accessories(): Draft[] {
  const bulk = (id: string, name: I18n, description: { de: string[]; en: string[] }, temp: [number, number], cents: number, imageKey: string): Draft => ({
    id,
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

