/**
 * Domain reference data of the demo catalogue: attributes (with the labels of their enumerated
 * values), the category tree and the product types. Everything here is constant; the generator
 * combines it into products.
 */
import type { AttributeType, I18n, LocalisedInfoBoxes, OrderQuantity, ProductTypeAdditionalInfo } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------

export interface AttributeDef {
  id: string;
  type: AttributeType;
  measuringUnit: string | null;
  isFilter: boolean;
  heading: I18n;
}

const attr = (id: string, type: AttributeType, measuringUnit: string | null, de: string, en: string, isFilter = true): AttributeDef => ({
  id,
  type,
  measuringUnit,
  isFilter,
  heading: { de, en },
});

/** Sort order of this list is the attribute.sort column. */
export const ATTRIBUTES: readonly AttributeDef[] = [
  attr('hoseClass', 'multiSelect', null, 'Schlauchklasse', 'Hose class'),
  attr('nominalSize', 'multiSelect', null, 'Nennweite', 'Nominal size'),
  attr('innerDiameter', 'range', 'mm', 'Innendurchmesser', 'Inner diameter'),
  attr('outerDiameter', 'range', 'mm', 'Außendurchmesser', 'Outer diameter'),
  attr('pressureMax', 'range', 'bar', 'Max. Betriebsdruck', 'Max. operating pressure'),
  attr('temperatureRange', 'multiSelect', '°C', 'Temperaturbereich', 'Temperature range'),
  attr('bendRadius', 'range', 'mm', 'Biegeradius', 'Bending radius'),
  attr('hoseVersion', 'multiSelect', null, 'Ausführung', 'Version'),
  attr('coilLength', 'multiSelect', 'm', 'Rollenlänge', 'Coil length'),
  attr('insulationThickness', 'multiSelect', 'mm', 'Isolierstärke', 'Insulation thickness'),
  attr('couplingType', 'multiSelect', null, 'Kupplungsart', 'Coupling type'),
  attr('design', 'multiSelect', null, 'Bauform', 'Design'),
  attr('material', 'multiSelect', null, 'Werkstoff', 'Material'),
  attr('thread', 'multiSelect', null, 'Gewinde', 'Thread'),
  attr('threadType', 'multiSelect', null, 'Gewindeart', 'Thread type'),
  attr('clampingRange', 'multiSelect', 'mm', 'Spannbereich', 'Clamping range'),
  attr('bandWidth', 'multiSelect', 'mm', 'Bandbreite', 'Band width'),
  attr('ejectorType', 'multiSelect', null, 'Auswerfertyp', 'Ejector type'),
  attr('headShape', 'multiSelect', null, 'Kopfform', 'Head shape'),
  attr('cornerRadius', 'multiSelect', null, 'Eckenradius', 'Corner radius'),
  attr('diameter', 'range', 'mm', 'Durchmesser d1', 'Diameter d1'),
  attr('length', 'range', 'mm', 'Länge', 'Length'),
  attr('headDiameter', 'multiSelect', 'mm', 'Kopfdurchmesser', 'Head diameter', false),
  attr('stepLength', 'range', 'mm', 'Länge l2', 'Length l2'),
  attr('flatSize', 'multiSelect', 'mm', 'Flachmaß', 'Flat size'),
  attr('hardness', 'multiSelect', null, 'Härte', 'Hardness'),
  attr('standard', 'multiSelect', null, 'Norm', 'Standard'),
  attr('robotType', 'multiSelect', null, 'Robotertyp', 'Robot type'),
  attr('payload', 'range', 'kg', 'Traglast', 'Payload'),
  attr('reach', 'range', 'mm', 'Reichweite', 'Reach'),
  attr('axes', 'multiSelect', null, 'Achsen', 'Axes'),
  attr('inspectionMethod', 'multiSelect', null, 'Prüfverfahren', 'Inspection method'),
  attr('resolution', 'multiSelect', 'MP', 'Auflösung', 'Resolution'),
  attr('conveyorType', 'multiSelect', null, 'Förderertyp', 'Conveyor type'),
  attr('beltWidth', 'multiSelect', 'mm', 'Gurtbreite', 'Belt width'),
  attr('fenceElement', 'multiSelect', null, 'Zaunelement', 'Fence element'),
  attr('width', 'multiSelect', 'mm', 'Breite', 'Width'),
  attr('height', 'multiSelect', 'mm', 'Höhe', 'Height'),
  attr('serviceType', 'multiSelect', null, 'Leistungsart', 'Service type'),
  attr('serviceCountry', 'multiSelect', null, 'Land', 'Country'),
  attr('zipArea', 'multiSelect', null, 'PLZ-Gebiet', 'Postcode area'),
  attr('packSize', 'multiSelect', null, 'Verpackungseinheit', 'Pack size'),
];

const same = (label: string): I18n => ({ de: label, en: label });

/** Labels of enumerated attribute values (code = i18nId). Numeric values get formatted labels instead. */
export const ENUM_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, I18n>>>> = {
  hoseClass: {
    epdm: same('EPDM'),
    nbr: same('NBR'),
    pvc: same('PVC'),
    goldSnake: same('GoldSnake'),
    wf: same('WF'),
    tn1: same('TN1'),
    hif: same('HIF'),
  },
  hoseVersion: {
    standard: { de: 'Standard', en: 'Standard' },
    antistatic: { de: 'Antistatisch', en: 'Antistatic' },
    foodGrade: { de: 'Lebensmittelecht (FDA)', en: 'Food grade (FDA)' },
  },
  couplingType: {
    hoseNozzle: { de: 'Schlauchtülle', en: 'Hose nozzle' },
    pushLock: { de: 'Push-Lock-Anschluss', en: 'Push-lock connector' },
    camlock: { de: 'Camlock-Kupplung', en: 'Cam-lock coupling' },
    storz: { de: 'Storz-Kupplung', en: 'Storz coupling' },
    quickCoupling: { de: 'Schnellkupplung', en: 'Quick coupling' },
  },
  design: {
    typeC: { de: 'Typ C (Kupplung mit Schlauchtülle)', en: 'Type C (coupler with hose shank)' },
    typeE: { de: 'Typ E (Stecker mit Schlauchtülle)', en: 'Type E (adapter with hose shank)' },
    socket: { de: 'Kupplungsdose', en: 'Coupling socket' },
    plug: { de: 'Stecknippel', en: 'Plug' },
    withHoseNozzle: { de: 'Mit Schlauchtülle', en: 'With hose nozzle' },
    straight: { de: 'Gerade', en: 'Straight' },
    elbow90: { de: 'Winkel 90°', en: '90° elbow' },
    tee: { de: 'T-Stück', en: 'Tee' },
  },
  material: {
    brass: { de: 'Messing', en: 'Brass' },
    stainless14571: { de: 'Edelstahl 1.4571', en: 'Stainless steel 1.4571' },
    stainless14404: { de: 'Edelstahl 1.4404', en: 'Stainless steel 1.4404' },
    steelGalvanised: { de: 'Stahl verzinkt', en: 'Galvanised steel' },
    aluminium: { de: 'Aluminium', en: 'Aluminium' },
    epdm: same('EPDM'),
    nbr: same('NBR'),
    pvc: { de: 'PVC mit Polyestergewebe', en: 'PVC with polyester braid' },
    nbrSbr: { de: 'NBR/SBR-Mischung', en: 'NBR/SBR blend' },
    elastomerFoam: { de: 'Synthesekautschuk-Schaum', en: 'Synthetic rubber foam' },
    steelPowderCoated: { de: 'Stahl pulverbeschichtet', en: 'Powder-coated steel' },
    ptfe: same('PTFE'),
    nitridedHotWorkSteel: { de: 'Warmarbeitsstahl 1.2344, nitriert', en: 'Hot work steel 1.2344, nitrided' },
    nitridedBlackOxidized: { de: 'Warmarbeitsstahl 1.2344, nitriert und brüniert', en: 'Hot work steel 1.2344, nitrided and black oxidized' },
    unnitrided45Hrc: { de: 'Warmarbeitsstahl 1.2344, unnitriert, ca. 45 HRC', en: 'Hot work steel 1.2344, unnitrided, approx. 45 HRC' },
    unnitridedHighlyTempered53Hrc: {
      de: 'Warmarbeitsstahl 1.2344, unnitriert, hochvergütet ca. 53 HRC',
      en: 'Hot work steel 1.2344, unnitrided, highly tempered approx. 53 HRC',
    },
    hardenedToolSteel60Hrc: { de: 'Werkzeugstahl 1.2210, gehärtet ca. 60 HRC', en: 'Tool steel 1.2210, hardened approx. 60 HRC' },
    hardenedDlcCoated: { de: 'Werkzeugstahl gehärtet, DLC-beschichtet', en: 'Hardened tool steel, DLC coated' },
    stainlessHardened14112: { de: 'Rostfreier Stahl 1.4112, gehärtet ca. 57 HRC', en: 'Stainless steel 1.4112, hardened approx. 57 HRC' },
  },
  threadType: {
    male: { de: 'Außengewinde', en: 'Male thread' },
    female: { de: 'Innengewinde', en: 'Female thread' },
  },
  ejectorType: {
    straight: { de: 'Gerade', en: 'Straight' },
    offset: { de: 'Abgesetzt', en: 'Offset' },
    flat: { de: 'Flach', en: 'Flat' },
    corePin: { de: 'Kernstift', en: 'Core pin' },
  },
  headShape: {
    cylinder: { de: 'Zylinderkopf', en: 'Cylinder head' },
    cylinderAntiRotation: { de: 'Zylinderkopf mit einseitiger Verdrehsicherung', en: 'Cylinder head with one-sided anti-rotation' },
    countersunk: { de: 'Senkkopf', en: 'Countersunk head' },
  },
  cornerRadius: {
    none: { de: 'Ohne', en: 'None' },
    twoCorners: { de: '2 Ecken R=0,2 mm', en: '2 corners R=0.2 mm' },
    fourCorners: { de: '4 Ecken R=0,2 mm', en: '4 corners R=0.2 mm' },
  },
  hardness: {
    approx950Hv: { de: 'ca. 950 HV (Oberfläche nitriert)', en: 'approx. 950 HV (nitrided surface)' },
    approx45Hrc: { de: 'ca. 45 HRC', en: 'approx. 45 HRC' },
    approx53Hrc: { de: 'ca. 53 HRC', en: 'approx. 53 HRC' },
    approx57Hrc: { de: 'ca. 57 HRC', en: 'approx. 57 HRC' },
    approx60Hrc: { de: 'ca. 60 HRC', en: 'approx. 60 HRC' },
    approx2500Hv: { de: 'ca. 2500 HV (DLC-Schicht)', en: 'approx. 2500 HV (DLC layer)' },
  },
  standard: {
    iso6751: same('DIN ISO 6751'),
    iso8694: same('DIN ISO 8694'),
    iso8693: same('DIN ISO 8693'),
    factoryStandard: { de: 'Werksnorm', en: 'Factory standard' },
    din3017: same('DIN 3017'),
    en14420: same('EN 14420-7'),
    din14301: same('DIN 14301'),
    iso10218: same('ISO 10218'),
    iso14120: same('ISO 14120'),
  },
  robotType: {
    articulated: { de: 'Knickarmroboter (6 Achsen)', en: 'Articulated robot (6 axes)' },
    scara: { de: 'SCARA-Roboter', en: 'SCARA robot' },
    collaborative: { de: 'Kollaborierender Roboter', en: 'Collaborative robot' },
  },
  inspectionMethod: {
    vision2d: { de: '2D-Bildverarbeitung', en: '2D vision' },
    measurement3d: { de: '3D-Vermessung', en: '3D measurement' },
    surface: { de: 'Oberflächenprüfung', en: 'Surface inspection' },
  },
  conveyorType: {
    flatBelt: { de: 'Flachgurtförderer', en: 'Flat belt conveyor' },
    modularBelt: { de: 'Modulbandförderer', en: 'Modular belt conveyor' },
  },
  fenceElement: {
    panel: { de: 'Zaunfeld', en: 'Fence panel' },
    post: { de: 'Pfosten', en: 'Post' },
    door: { de: 'Tür', en: 'Door' },
    hatch: { de: 'Beschickungsklappe', en: 'Loading hatch' },
  },
  serviceType: {
    installation: { de: 'Montage', en: 'Installation' },
    commissioning: { de: 'Inbetriebnahme', en: 'Commissioning' },
    programming: { de: 'Programmierung', en: 'Programming' },
    ceApproval: { de: 'CE-Abnahme', en: 'CE approval' },
    training: { de: 'Schulung', en: 'Training' },
    travel: { de: 'Anfahrt', en: 'Travel' },
  },
  serviceCountry: {
    de: { de: 'Deutschland', en: 'Germany' },
    at: { de: 'Österreich', en: 'Austria' },
    ch: { de: 'Schweiz', en: 'Switzerland' },
  },
};

// ---------------------------------------------------------------------------------------------
// Category tree (2–3 levels)
// ---------------------------------------------------------------------------------------------

export interface CategoryDef {
  id: string;
  name: I18n;
  description: I18n;
  /** Image key of the category picture (rendered by product-image.ts). */
  imageKey: string;
  synonyms?: string[];
  layout?: 'table' | 'grid';
  infoBoxes?: LocalisedInfoBoxes;
  listPriceInfoExcluded?: boolean;
  children?: CategoryDef[];
}

const cat = (
  id: string,
  de: string,
  en: string,
  descDe: string,
  descEn: string,
  imageKey: string,
  extra: Partial<CategoryDef> = {},
): CategoryDef => ({ id, name: { de, en }, description: { de: descDe, en: descEn }, imageKey, ...extra });

export const CATEGORY_TREE: readonly CategoryDef[] = [
  cat(
    'hoses',
    'Schläuche',
    'Hoses',
    'Industrieschläuche aus Elastomer und Edelstahl als Meterware und Rolle – für Wasser, Öl, Druckluft, Dampf und Chemikalien.',
    'Industrial hoses made of elastomer and stainless steel, by the metre or as coils – for water, oil, compressed air, steam and chemicals.',
    'hose-epdm',
    {
      synonyms: ['Schlauch', 'Schlauchleitung', 'hose', 'tubing'],
      layout: 'table',
      children: [
        cat(
          'hoses-elastomer',
          'Elastomerschläuche',
          'Elastomer hoses',
          'Flexible Schläuche aus EPDM, NBR, PVC und GoldSnake für den allgemeinen Industriebedarf.',
          'Flexible hoses made of EPDM, NBR, PVC and GoldSnake for general industrial use.',
          'hose-nbr',
          {
            layout: 'table',
            children: [
              cat('hoses-epdm', 'EPDM-Schläuche', 'EPDM hoses', 'Witterungs- und ozonbeständige Schläuche für Wasser, Heißwasser und Kühlkreisläufe.', 'Weather- and ozone-resistant hoses for water, hot water and cooling circuits.', 'hose-epdm', { synonyms: ['Gummischlauch', 'Wasserschlauch', 'rubber hose'] }),
              cat('hoses-nbr', 'NBR-Schläuche', 'NBR hoses', 'Öl- und kraftstoffbeständige Schläuche für Hydrauliköl, Schmierstoffe und Druckluft.', 'Oil- and fuel-resistant hoses for hydraulic oil, lubricants and compressed air.', 'hose-nbr', { synonyms: ['Ölschlauch', 'Kraftstoffschlauch', 'oil hose'] }),
              cat('hoses-pvc', 'PVC-Schläuche', 'PVC hoses', 'Leichte, transparente Gewebeschläuche für Wasser, Druckluft und leichte Chemikalien.', 'Lightweight, transparent braided hoses for water, compressed air and mild chemicals.', 'hose-pvc', { synonyms: ['Gewebeschlauch', 'Klarsichtschlauch', 'clear hose'] }),
              cat('hoses-goldsnake', 'GoldSnake-Schläuche', 'GoldSnake hoses', 'Hochflexible, abriebfeste Spezialschläuche für den harten Werkstatteinsatz.', 'Highly flexible, abrasion-resistant special hoses for tough workshop use.', 'hose-goldsnake'),
            ],
          },
        ),
        cat(
          'hoses-stainless',
          'Edelstahlschläuche',
          'Stainless steel hoses',
          'Metallschläuche aus Edelstahl für hohe Temperaturen, Drücke und aggressive Medien.',
          'Stainless steel metal hoses for high temperatures, pressures and aggressive media.',
          'hose-tn1',
          {
            layout: 'table',
            infoBoxes: {
              de: [{ title: 'Isolierung', text: 'Für WF- und TN1-Schläuche liefern wir passende Isolierungen und Fassungen.' }],
              en: [{ title: 'Insulation', text: 'Matching insulation and sockets are available for WF and TN1 hoses.' }],
            },
            children: [
              cat('hoses-wf', 'Wellschläuche WF', 'Corrugated hoses WF', 'Ungeflochtene Edelstahl-Wellschläuche für Abgas, Dampf und drucklose Leitungen.', 'Unbraided stainless corrugated hoses for exhaust, steam and pressureless lines.', 'hose-wf'),
              cat('hoses-tn1', 'Geflechtschläuche TN1', 'Braided hoses TN1', 'Edelstahl-Wellschläuche mit Drahtgeflecht für hohe Betriebsdrücke.', 'Stainless corrugated hoses with wire braid for high operating pressures.', 'hose-tn1'),
              cat('hoses-hif', 'Hochflexible Schläuche HIF', 'High-flex hoses HIF', 'Eng gewellte Edelstahlschläuche für Bewegung, Vibration und kleine Biegeradien.', 'Closely corrugated stainless hoses for movement, vibration and small bending radii.', 'hose-hif'),
            ],
          },
        ),
        cat('hose-insulation', 'Schlauchisolierungen', 'Hose insulation', 'Isolierschläuche aus Synthesekautschuk für WF- und TN1-Edelstahlschläuche.', 'Synthetic rubber insulation for WF and TN1 stainless steel hoses.', 'hose-insulation', { layout: 'table' }),
        cat('hose-accessories', 'Schlauchzubehör', 'Hose accessories', 'Montagepasten, Gleitmittel und Dichtband für die Schlauchmontage.', 'Assembly pastes, lubricants and sealing tape for hose assembly.', 'accessory-paste', { layout: 'grid' }),
      ],
    },
  ),
  cat(
    'fittings',
    'Kupplungen & Armaturen',
    'Couplings & fittings',
    'Kupplungen, Verschraubungen, Schlauchschellen und Fassungen passend zu allen Schlauchnennweiten.',
    'Couplings, screw fittings, hose clips and sockets matching every hose nominal size.',
    'coupling-camlock',
    {
      synonyms: ['Armatur', 'Schlaucharmatur', 'fitting', 'connector'],
      layout: 'table',
      children: [
        cat(
          'couplings',
          'Kupplungen',
          'Couplings',
          'Schlauchtüllen, Push-Lock-Anschlüsse, Camlock-, Storz- und Schnellkupplungen.',
          'Hose nozzles, push-lock connectors, cam-lock, Storz and quick couplings.',
          'coupling-quick',
          {
            layout: 'table',
            children: [
              cat('couplings-hose-nozzles', 'Schlauchtüllen', 'Hose nozzles', 'Einschraubtüllen mit Außen- oder Innengewinde zum Aufstecken und Verklemmen des Schlauchs.', 'Screw-in nozzles with male or female thread onto which the hose is pushed and clamped.', 'coupling-hose-nozzle'),
              cat('couplings-push-lock', 'Push-Lock-Anschlüsse', 'Push-lock connectors', 'Steckanschlüsse, die den Schlauch ohne Schelle sicher halten.', 'Push-on connectors that hold the hose securely without a clip.', 'coupling-push-lock'),
              cat('couplings-camlock', 'Camlock-Kupplungen', 'Cam-lock couplings', 'Hebelarmkupplungen nach EN 14420-7 für schnelles, werkzeugloses Kuppeln.', 'Cam-and-groove couplings to EN 14420-7 for fast, tool-free connection.', 'coupling-camlock'),
              cat('couplings-storz', 'Storz-Kupplungen', 'Storz couplings', 'Symmetrische Klauenkupplungen für Wasser- und Saugleitungen.', 'Symmetrical claw couplings for water and suction lines.', 'coupling-storz'),
              cat('couplings-quick', 'Schnellkupplungen', 'Quick couplings', 'Kupplungsdosen und Stecknippel für Druckluft und Wasser.', 'Coupling sockets and plugs for compressed air and water.', 'coupling-quick'),
            ],
          },
        ),
        cat('screw-fittings', 'Verschraubungen', 'Screw fittings', 'Gerade, Winkel- und T-Verschraubungen aus Messing, Edelstahl und Stahl.', 'Straight, elbow and tee screw fittings made of brass, stainless steel and steel.', 'screw-fitting-straight', { layout: 'table' }),
        cat('hose-clips', 'Schlauchschellen', 'Hose clips', 'Schneckengewindeschellen nach DIN 3017 in W1 und W5.', 'Worm-drive hose clips to DIN 3017 in W1 and W5.', 'hose-clip', { layout: 'table', synonyms: ['Schelle', 'Schlauchklemme', 'clamp'] }),
        cat(
          'sockets',
          'Fassungen',
          'Sockets',
          'Pressfassungen für Schläuche und Abschlussfassungen für Isolierungen.',
          'Crimp sockets for hoses and end sockets for insulation.',
          'socket-hose',
          {
            layout: 'table',
            children: [
              cat('sockets-hose', 'Fassungen für Schlauch', 'Sockets for hose', 'Pressfassungen für die dauerhafte Verbindung von Schlauch und Armatur.', 'Crimp sockets for a permanent connection of hose and fitting.', 'socket-hose'),
              cat('sockets-insulation', 'Fassungen für Isolierung', 'Sockets for insulation', 'Abschlussfassungen, die Isolierungen an den Schlauchenden sauber fixieren.', 'End sockets that neatly fix the insulation at the hose ends.', 'socket-insulation'),
            ],
          },
        ),
      ],
    },
  ),
  cat(
    'ejector-pins',
    'Auswerferstifte',
    'Ejector pins',
    'Auswerferstifte, Flachauswerfer und Kernstifte für den Werkzeug- und Formenbau in sieben Werkstoffen.',
    'Ejector pins, flat ejector pins and core pins for tool and mould making in seven materials.',
    'ejector-straight-cylinder',
    {
      synonyms: ['Auswerfer', 'Auswerferstift', 'ejector', 'pin'],
      layout: 'table',
      infoBoxes: {
        de: [{ title: 'Sonderlängen', text: 'Jeder Stift kann im Auswerferkonfigurator gekürzt und mit Verdrehsicherung versehen werden.' }],
        en: [{ title: 'Custom lengths', text: 'Every pin can be shortened and given an anti-rotation feature in the ejector configurator.' }],
      },
      children: [
        cat('ejector-pins-straight', 'Gerade Auswerferstifte', 'Straight ejector pins', 'Zylindrische Auswerferstifte nach DIN ISO 6751 mit Zylinder- oder Senkkopf.', 'Cylindrical ejector pins to DIN ISO 6751 with cylinder or countersunk head.', 'ejector-straight-cylinder'),
        cat('ejector-pins-offset', 'Abgesetzte Auswerferstifte', 'Offset ejector pins', 'Abgesetzte Auswerferstifte nach DIN ISO 8694 für kleine Auswerferdurchmesser.', 'Offset (shouldered) ejector pins to DIN ISO 8694 for small ejection diameters.', 'ejector-offset-cylinder'),
        cat('ejector-pins-flat', 'Flachauswerfer', 'Flat ejector pins', 'Flachauswerfer nach DIN ISO 8693 für Rippen und schmale Konturen.', 'Flat ejector pins to DIN ISO 8693 for ribs and narrow contours.', 'ejector-flat-cylinder'),
        cat('core-pins', 'Kernstifte', 'Core pins', 'Gehärtete Kernstifte für Bohrungen und Durchbrüche im Formteil.', 'Hardened core pins for holes and openings in the moulded part.', 'ejector-core-pin-cylinder'),
      ],
    },
  ),
  cat(
    'automation',
    'Automation',
    'Automation',
    'Roboter, optische Teileprüfung, Förderbänder, Schutzzäune und Dienstleistungen für Ihre Automationszelle.',
    'Robots, optical parts inspection, conveyors, safety fences and services for your automation cell.',
    'robot',
    {
      synonyms: ['Robotik', 'Automatisierung', 'robotics', 'automation cell'],
      layout: 'grid',
      children: [
        cat('automation-robots', 'Roboter', 'Robots', 'Knickarm-, SCARA- und kollaborierende Roboter für Entnahme, Handling und Montage.', 'Articulated, SCARA and collaborative robots for removal, handling and assembly.', 'robot', { layout: 'grid' }),
        cat('automation-inspection', 'Optische Teileprüfung', 'Optical parts inspection', 'Kamerasysteme für 2D-Prüfung, 3D-Vermessung und Oberflächeninspektion.', 'Camera systems for 2D inspection, 3D measurement and surface inspection.', 'inspection-system', { layout: 'grid' }),
        cat('automation-conveyors', 'Förderbänder', 'Conveyors', 'Flachgurt- und Modulbandförderer zum Abtransport der Formteile.', 'Flat belt and modular belt conveyors to carry away moulded parts.', 'conveyor', { layout: 'table' }),
        cat('automation-safety-fences', 'Schutzzäune', 'Safety fences', 'Zaunfelder, Pfosten, Türen und Beschickungsklappen nach ISO 14120.', 'Fence panels, posts, doors and loading hatches to ISO 14120.', 'fence-panel', { layout: 'table' }),
        cat('automation-services', 'Dienstleistungen', 'Services', 'Montage, Inbetriebnahme, CE-Abnahme und Schulung durch unsere Servicetechniker.', 'Installation, commissioning, CE approval and training by our service engineers.', 'service-installation', {
          layout: 'table',
          listPriceInfoExcluded: true,
        }),
      ],
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// Product types
// ---------------------------------------------------------------------------------------------

export interface ProductTypeDef {
  id: string;
  name: I18n;
  orderQuantity: OrderQuantity;
  listItemAttributes: string[];
  additionalInfo?: Partial<ProductTypeAdditionalInfo>;
  listPriceInfoExcluded?: boolean;
}

const integerQty = (extra: Partial<OrderQuantity> = {}): OrderQuantity => ({ default: 1, min: 1, type: 'Integer', showButtons: true, ...extra });
const decimalQty = (min: number, increment: number): OrderQuantity => ({ default: 1, min, increment, type: 'Decimal', showButtons: true });

const hoseInfo: Partial<ProductTypeAdditionalInfo> = {
  // No demo videos: the shop offers no link to a file it does not have.
  videos: [],
  additionalTexts: [
    {
      title: { de: 'Zuschnitt', en: 'Cutting to length' },
      text: { de: 'Meterware wird auf 10 cm genau zugeschnitten und ist vom Umtausch ausgeschlossen.', en: 'Hose sold by the metre is cut to the nearest 10 cm and cannot be returned.' },
    },
  ],
  hyperlinks: [{ label: { de: 'Beständigkeitsliste', en: 'Chemical resistance chart' }, href: '/media/files/chemical-resistance-chart.pdf' }],
};

export const PRODUCT_TYPES: readonly ProductTypeDef[] = [
  { id: 'hose', name: { de: 'Schlauch (Meterware)', en: 'Hose (by the metre)' }, orderQuantity: decimalQty(0.5, 0.1), listItemAttributes: ['nominalSize', 'innerDiameter', 'outerDiameter', 'pressureMax', 'temperatureRange', 'bendRadius'], additionalInfo: hoseInfo },
  { id: 'hoseCoil', name: { de: 'Schlauchrolle', en: 'Hose coil' }, orderQuantity: integerQty(), listItemAttributes: ['nominalSize', 'coilLength', 'innerDiameter', 'pressureMax'], additionalInfo: { hyperlinks: hoseInfo.hyperlinks } },
  { id: 'hoseInsulation', name: { de: 'Schlauchisolierung', en: 'Hose insulation' }, orderQuantity: decimalQty(0.5, 0.1), listItemAttributes: ['nominalSize', 'insulationThickness', 'innerDiameter', 'outerDiameter'] },
  { id: 'coupling', name: { de: 'Kupplung', en: 'Coupling' }, orderQuantity: integerQty(), listItemAttributes: ['nominalSize', 'thread', 'material', 'design'] },
  { id: 'screwFitting', name: { de: 'Verschraubung', en: 'Screw fitting' }, orderQuantity: integerQty(), listItemAttributes: ['nominalSize', 'thread', 'design', 'material'] },
  { id: 'hoseClip', name: { de: 'Schlauchschelle', en: 'Hose clip' }, orderQuantity: integerQty({ default: 10, min: 10 }), listItemAttributes: ['clampingRange', 'bandWidth', 'material'] },
  { id: 'socketForHose', name: { de: 'Fassung für Schlauch', en: 'Socket for hose' }, orderQuantity: integerQty({ default: 10, min: 10 }), listItemAttributes: ['nominalSize', 'outerDiameter', 'material'] },
  { id: 'socketForHoseInsulation', name: { de: 'Fassung für Isolierung', en: 'Socket for insulation' }, orderQuantity: integerQty(), listItemAttributes: ['nominalSize', 'insulationThickness', 'material'] },
  { id: 'accessory', name: { de: 'Zubehör', en: 'Accessory' }, orderQuantity: integerQty(), listItemAttributes: ['material'] },
  { id: 'accessoryBulk', name: { de: 'Zubehör (lose)', en: 'Accessory (bulk)' }, orderQuantity: decimalQty(0.5, 0.5), listItemAttributes: ['temperatureRange'] },
  {
    id: 'ejectorPin',
    name: { de: 'Auswerferstift', en: 'Ejector pin' },
    orderQuantity: integerQty({ max: 500 }),
    listItemAttributes: ['diameter', 'length', 'headShape', 'material'],
    additionalInfo: {
      additionalTexts: [
        {
          title: { de: 'Toleranzen', en: 'Tolerances' },
          text: { de: 'Standardlänge +2/0 mm, gekürzte Stifte 0/+0,02 mm.', en: 'Standard length +2/0 mm, shortened pins 0/+0.02 mm.' },
        },
      ],
      hyperlinks: [{ label: { de: 'Werkstoffübersicht', en: 'Material overview' }, href: '/media/files/ejector-material-overview.pdf' }],
    },
  },
  {
    id: 'robot',
    name: { de: 'Roboter', en: 'Robot' },
    orderQuantity: integerQty({ max: 10, showButtons: false }),
    listItemAttributes: ['robotType', 'payload', 'reach', 'axes'],
    additionalInfo: { videos: [] },
  },
  { id: 'opticalPartsInspection', name: { de: 'Optische Teileprüfung', en: 'Optical parts inspection' }, orderQuantity: integerQty({ max: 10, showButtons: false }), listItemAttributes: ['inspectionMethod', 'resolution'] },
  { id: 'conveyor', name: { de: 'Förderband', en: 'Conveyor' }, orderQuantity: integerQty({ max: 20 }), listItemAttributes: ['conveyorType', 'beltWidth', 'length'] },
  { id: 'fenceElement', name: { de: 'Schutzzaun-Element', en: 'Safety fence element' }, orderQuantity: integerQty(), listItemAttributes: ['fenceElement', 'width', 'height'] },
  { id: 'service', name: { de: 'Dienstleistung', en: 'Service' }, orderQuantity: integerQty(), listItemAttributes: ['serviceType', 'serviceCountry'], listPriceInfoExcluded: true },
];
