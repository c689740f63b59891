/** The automation cell: robots, optical parts inspection, conveyors, safety fence elements and services. */
import { ENUM_VALUE_LABELS } from './catalogue-reference-data';
import { datasheet, dn3, ev, nv, round, type AttrValue, type Draft } from './catalogue-draft';
import type { I18n, UnitOfQuantity } from './seed-types';

// ---------------------------------------------------------------------------------------------
// Automation cell
// ---------------------------------------------------------------------------------------------

export type RobotType = 'articulated' | 'scara' | 'collaborative';
export const ROBOTS: readonly [RobotType, number, number][] = [
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

export function makeRobot(type: RobotType, payload: number, reach: number): Draft {
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

export type InspectionMethod = 'vision2d' | 'measurement3d' | 'surface';
export const INSPECTION: readonly [InspectionMethod, number][] = [
  ['vision2d', 5],
  ['vision2d', 12],
  ['vision2d', 20],
  ['measurement3d', 2],
  ['measurement3d', 5],
  ['surface', 12],
];

export function makeInspection(method: InspectionMethod, mp: number): Draft {
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

export type ConveyorType = 'flatBelt' | 'modularBelt';
export function makeConveyor(type: ConveyorType, width: number, length: number): Draft {
  const flat = type === 'flatBelt';
  return {
    id: `FB-${flat ? 'GB' : 'MB'}-${String(width).padStart(4, '0')}-${length}`,
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

export function fenceElements(): Draft[] {
  const base = (id: string, element: string, width: number, imageKey: string, name: I18n, description: { de: string[]; en: string[] }, cents: number, kg: number): Draft => ({
    id,
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
  // 500 … 1000 mm in 100 mm steps are the widths the automation configurator's fence length table builds
  // with (ADR 0017, 0022); 750 and 1250 mm are the catalogue's further standard widths.
  const panels = [500, 600, 700, 750, 800, 900, 1000, 1250].map((w) =>
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

export function services(): Draft[] {
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
    detail?: I18n,
  ): Draft => ({
    id,
    typeId: 'service',
    categoryId: 'automation-services',
    extraCategoryIds: [],
    imageKey,
    name,
    description,
    shortDescription: {
      de: [ENUM_VALUE_LABELS.serviceType[type].de, detail?.de, unit === 'hourShort' ? 'Abrechnung pro Stunde' : 'Pauschale', countries.map((c) => c.toUpperCase()).join(', ')].filter(Boolean).join(' · '),
      en: [ENUM_VALUE_LABELS.serviceType[type].en, detail?.en, unit === 'hourShort' ? 'billed per hour' : 'flat rate', countries.map((c) => c.toUpperCase()).join(', ')].filter(Boolean).join(' · '),
    },
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
      { de: 'pro Tag, bis 6 Teilnehmer', en: 'per day, up to 6 participants' },
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
        { de: `PLZ-Gebiet ${zip}`, en: `postcode area ${zip}` },
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
        { de, en },
      ),
    );
  }
  return list;
}

