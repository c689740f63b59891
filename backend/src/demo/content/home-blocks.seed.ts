import type { PageBlock } from '@shop/domain';
import { BANNER_HEIGHT, BANNER_WIDTH, ROW_HEIGHT, ROW_WIDTH } from './home-media';

/**
 * The demo home page, built from page-builder blocks (web-page params of the 'home' page in each locale):
 * heading, slider, figures, product families, configurators, in-house assembly, the automation cell in a
 * video, references and the way to an application engineer. Links name pages by code and categories by id,
 * so they follow the shop's paths and drop out while a page is not built.
 */
const banner = (name: string, alt: string) => ({ src: `/media/content/${name}.svg`, alt, width: BANNER_WIDTH, height: BANNER_HEIGHT });
const row = (name: string, alt: string) => ({ src: `/media/content/${name}.svg`, alt, width: ROW_WIDTH, height: ROW_HEIGHT });
const tile = (key: string) => ({ src: `/media/products/${key}.svg`, alt: '', width: 600, height: 600 });
const VIDEO = { src: '/media/content/automation-cell.webm', type: 'video/webm', poster: '/media/content/home-video-poster.svg', width: ROW_WIDTH, height: ROW_HEIGHT };
const ASSEMBLY_VIDEO = { src: '/media/content/hose-assembly.webm', type: 'video/webm', poster: '/media/content/home-assembly.svg', width: ROW_WIDTH, height: ROW_HEIGHT };

export const HOME_BLOCKS: Record<'de' | 'en', PageBlock[]> = {
  de: [
    {
      type: 'H1',
      text: 'Schläuche, Armaturen, Auswerferstifte und Automation – direkt vom Hersteller',
      lead: 'Über 2.000 Artikel mit Nettopreisen für Geschäftskunden, Lieferung ab Lager Stuttgart und technische Beratung durch Anwendungstechniker.',
    },
    {
      type: 'Slider',
      label: 'Schwerpunkte unseres Sortiments',
      slides: [
        { heading: 'Schlauchleitungen nach Maß', text: 'Elastomer- und Edelstahlschläuche mit passenden Kupplungen – konfektioniert und druckgeprüft in 48 Stunden.', image: banner('home-hoses', 'Edelstahlschlauch, Camlock-Kupplung und EPDM-Schlauch'), link: { label: 'Schläuche ansehen', category: 'hoses' } },
        { heading: 'Auswerferstifte in sieben Werkstoffen', text: 'Gerade, abgesetzte und Flachauswerfer bis 0,02 mm genau gekürzt – auch mit Verdrehsicherung.', image: banner('home-ejectors', 'Technische Zeichnung eines Auswerferstifts'), link: { label: 'Auswerferstifte ansehen', category: 'ejector-pins' } },
        { heading: 'Automationszellen schlüsselfertig', text: 'Roboter, optische Teileprüfung, Förderband und Schutzzaun – geplant, installiert und CE-abgenommen.', image: banner('home-automation', 'Cobot, Prüfsystem und Schutzzauntür'), link: { label: 'Automation ansehen', category: 'automation' } },
      ],
    },
    {
      type: 'Kpis',
      heading: 'HydraTec in Zahlen',
      items: [
        { value: '35', label: 'Jahre Erfahrung in Hydraulik und Formenbau' },
        { value: '2.000', unit: '+', label: 'Artikel ab Lager lieferbar' },
        { value: '98,7', unit: '%', label: 'Liefertreue im letzten Geschäftsjahr' },
        { value: '14:00', label: 'Uhr Bestellschluss für Versand am selben Tag' },
      ],
    },
    { type: 'DefaultHeadingBar', heading: 'Produktfamilien', text: 'Vom Meterschlauch bis zur Roboterzelle: alles mit technischen Daten, Datenblatt und CAD-Modell.', link: { label: 'Alle Kategorien', page: 'productCategories' } },
    {
      type: 'ContentGrid',
      columns: 4,
      items: [
        { heading: 'Schläuche', text: 'Elastomer und Edelstahl, Meterware und Rolle', image: tile('hose-epdm'), link: { label: 'Schläuche', category: 'hoses' } },
        { heading: 'Kupplungen & Armaturen', text: 'Kupplungen, Verschraubungen, Schellen, Fassungen', image: tile('coupling-camlock'), link: { label: 'Kupplungen & Armaturen', category: 'fittings' } },
        { heading: 'Auswerferstifte', text: 'Für Werkzeug- und Formenbau, auf Länge gekürzt', image: tile('drawing-ejector'), link: { label: 'Auswerferstifte', category: 'ejector-pins' } },
        { heading: 'Automation', text: 'Roboter, Prüfsysteme, Förderbänder, Schutzzäune', image: tile('robot-cobot'), link: { label: 'Automation', category: 'automation' } },
      ],
    },
    {
      type: 'ContentGrid',
      heading: 'Konfiguratoren',
      intro: 'Stellen Sie Sonderanfertigungen selbst zusammen – mit Preis, Lieferzeit und Artikelcode zum Nachbestellen.',
      columns: 3,
      muted: true,
      items: [
        { heading: 'Schlauchkonfigurator', text: 'Schlauch, Armaturen und Isolierung zu einer einbaufertigen Leitung kombinieren.', icon: 'hose', link: { label: 'Schlauchkonfigurator starten', page: 'hoseConfigurator' } },
        { heading: 'Auswerferkonfigurator', text: 'Typ, Kopfform, Werkstoff und Länge wählen – wir liefern die günstigste oder schnellste Lösung.', icon: 'ejector', link: { label: 'Auswerferkonfigurator starten', page: 'ejectorConfigurator' } },
        { heading: 'Automationskonfigurator', text: 'Roboterzelle mit Prüfung, Förderband, Schutzzaun und Inbetriebnahme planen – auch zur Miete.', icon: 'robot', link: { label: 'Automationskonfigurator starten', page: 'automationConfigurator' } },
      ],
    },
    {
      type: 'SimpleVideoRow',
      heading: 'Schlauchmontage im eigenen Haus',
      text: 'Wir konfektionieren Schlauchleitungen in Stuttgart: abgelängt, verpresst, druckgeprüft und mit Prüfprotokoll. Einzelstücke und Serien ab Losgröße 1, Lieferung in 48 Stunden.',
      video: { ...ASSEMBLY_VIDEO, description: 'Die Teile einer Schlauchleitung im Überblick: Zeichnung, Schnellkupplung, Schelle und Schlauchrolle (ohne Ton, 8 Sekunden).' },
      videoSide: 'right',
      links: [{ label: 'Schlauchkonfigurator', page: 'hoseConfigurator' }, { label: 'Schläuche im Katalog', category: 'hoses' }],
    },
    { type: 'Image', image: { src: '/media/content/home-quality.svg', alt: 'Kupplungszeichnung, CE-Abnahme, HIF-Schlauch und Isolierfassung', width: ROW_WIDTH, height: ROW_HEIGHT }, caption: 'Jede Schlauchleitung verlässt unser Werk mit Druckprüfung und Prüfprotokoll nach DIN EN ISO 4413.' },
    {
      type: 'DiagonalVideoRow',
      heading: 'Die Automationszelle im Einsatz',
      text: 'Cobot, optische Teileprüfung und Förderband arbeiten hinter einem Schutzzaun mit Tür und Materialklappe. Wir planen die Zelle, bauen sie bei Ihnen auf und schulen Ihr Team.',
      video: { ...VIDEO, description: 'Rundgang um eine Automationszelle: Cobot, Prüfsystem, Schutzzaun mit Tür und Klappe (ohne Ton, 8 Sekunden).' },
      videoSide: 'left',
      links: [{ label: 'Automation im Katalog', category: 'automation' }],
    },
    {
      type: 'DiagonalHeroRow',
      heading: 'Referenzen aus Werkzeugbau und Anlagenbau',
      text: 'Formenbauer in Baden-Württemberg beziehen ihre Auswerfer bei uns auf Länge gekürzt; ein Hersteller von Spritzgießmaschinen betreibt drei unserer Prüfzellen im Dreischichtbetrieb; Stadtwerke in Österreich setzen unsere Edelstahlschläuche in Fernwärmestationen ein.',
      image: row('home-references', 'SCARA-Roboter, Arbeitsraumzeichnung, CE-Abnahme und Schulung'),
      imageSide: 'left',
      links: [{ label: 'Unsere Standorte', page: 'locations' }],
    },
    { type: 'H2', text: 'Beratung durch Anwendungstechniker' },
    {
      type: 'SimpleHeroRow',
      heading: 'Sprechen Sie mit uns über Ihre Anwendung',
      text: 'Medium, Druck, Temperatur, Einbausituation: Unsere Anwendungstechniker empfehlen Schlauch, Armatur oder Auswerfer und antworten innerhalb eines Werktags.',
      image: row('home-contact', 'Montage vor Ort, Anfahrt, Kupplungszeichnung und T-Verschraubung'),
      imageSide: 'right',
      links: [{ label: 'Beratung anfragen', page: 'contact', query: 'topic=consultation' }],
    },
  ],
  en: [
    {
      type: 'H1',
      text: 'Hoses, fittings, ejector pins and automation – straight from the manufacturer',
      lead: 'Over 2,000 articles at net prices for business customers, delivered from our Stuttgart warehouse, with technical advice from application engineers.',
    },
    {
      type: 'Slider',
      label: 'Highlights of our range',
      slides: [
        { heading: 'Hose assemblies made to measure', text: 'Elastomer and stainless steel hoses with matching couplings – assembled and pressure-tested within 48 hours.', image: banner('home-hoses', 'Stainless steel hose, camlock coupling and EPDM hose'), link: { label: 'View hoses', category: 'hoses' } },
        { heading: 'Ejector pins in seven materials', text: 'Straight, stepped and flat ejector pins shortened to 0.02 mm – with anti-rotation on request.', image: banner('home-ejectors', 'Technical drawing of an ejector pin'), link: { label: 'View ejector pins', category: 'ejector-pins' } },
        { heading: 'Turnkey automation cells', text: 'Robot, optical parts inspection, conveyor and safety fence – planned, installed and CE-certified.', image: banner('home-automation', 'Cobot, inspection system and safety fence door'), link: { label: 'View automation', category: 'automation' } },
      ],
    },
    {
      type: 'Kpis',
      heading: 'HydraTec in figures',
      items: [
        { value: '35', label: 'years of experience in hydraulics and mould making' },
        { value: '2,000', unit: '+', label: 'articles available from stock' },
        { value: '98.7', unit: '%', label: 'on-time delivery last financial year' },
        { value: '2 pm', label: 'order cut-off for same-day shipping' },
      ],
    },
    { type: 'DefaultHeadingBar', heading: 'Product families', text: 'From hose by the metre to the robot cell: everything with technical data, data sheet and CAD model.', link: { label: 'All categories', page: 'productCategories' } },
    {
      type: 'ContentGrid',
      columns: 4,
      items: [
        { heading: 'Hoses', text: 'Elastomer and stainless steel, by the metre and as coils', image: tile('hose-epdm'), link: { label: 'Hoses', category: 'hoses' } },
        { heading: 'Couplings & fittings', text: 'Couplings, screw fittings, clips, sockets', image: tile('coupling-camlock'), link: { label: 'Couplings & fittings', category: 'fittings' } },
        { heading: 'Ejector pins', text: 'For tool and mould making, shortened to length', image: tile('drawing-ejector'), link: { label: 'Ejector pins', category: 'ejector-pins' } },
        { heading: 'Automation', text: 'Robots, inspection systems, conveyors, safety fences', image: tile('robot-cobot'), link: { label: 'Automation', category: 'automation' } },
      ],
    },
    {
      type: 'ContentGrid',
      heading: 'Configurators',
      intro: 'Put together custom products yourself – with price, delivery time and an article code to reorder.',
      columns: 3,
      muted: true,
      items: [
        { heading: 'Hose configurator', text: 'Combine hose, fittings and insulation into a ready-to-install assembly.', icon: 'hose', link: { label: 'Start the hose configurator', page: 'hoseConfigurator' } },
        { heading: 'Ejector configurator', text: 'Choose type, head shape, material and length – we deliver the cheapest or the fastest solution.', icon: 'ejector', link: { label: 'Start the ejector configurator', page: 'ejectorConfigurator' } },
        { heading: 'Automation configurator', text: 'Plan a robot cell with inspection, conveyor, safety fence and commissioning – to buy or to rent.', icon: 'robot', link: { label: 'Start the automation configurator', page: 'automationConfigurator' } },
      ],
    },
    {
      type: 'SimpleVideoRow',
      heading: 'Hose assembly in-house',
      text: 'We assemble hose lines in Stuttgart: cut to length, crimped, pressure-tested and documented with a test report. Single pieces and series from batch size 1, delivered within 48 hours.',
      video: { ...ASSEMBLY_VIDEO, description: 'The parts of a hose line at a glance: drawing, quick coupling, clip and hose coil (no sound, 8 seconds).' },
      videoSide: 'right',
      links: [{ label: 'Hose configurator', page: 'hoseConfigurator' }, { label: 'Hoses in the catalogue', category: 'hoses' }],
    },
    { type: 'Image', image: { src: '/media/content/home-quality.svg', alt: 'Coupling drawing, CE certification, HIF hose and insulation socket', width: ROW_WIDTH, height: ROW_HEIGHT }, caption: 'Every hose assembly leaves our plant pressure-tested, with a test report to DIN EN ISO 4413.' },
    {
      type: 'DiagonalVideoRow',
      heading: 'The automation cell at work',
      text: 'Cobot, optical parts inspection and conveyor work behind a safety fence with door and material hatch. We plan the cell, set it up at your plant and train your team.',
      video: { ...VIDEO, description: 'A walk around an automation cell: cobot, inspection system, safety fence with door and hatch (no sound, 8 seconds).' },
      videoSide: 'left',
      links: [{ label: 'Automation in the catalogue', category: 'automation' }],
    },
    {
      type: 'DiagonalHeroRow',
      heading: 'References from tool making and plant engineering',
      text: 'Mould makers in Baden-Württemberg buy their ejector pins from us shortened to length; a maker of injection moulding machines runs three of our inspection cells in three shifts; municipal utilities in Austria use our stainless steel hoses in district heating stations.',
      image: row('home-references', 'SCARA robot, workspace drawing, CE certification and training'),
      imageSide: 'left',
      links: [{ label: 'Our locations', page: 'locations' }],
    },
    { type: 'H2', text: 'Advice from application engineers' },
    {
      type: 'SimpleHeroRow',
      heading: 'Talk to us about your application',
      text: 'Medium, pressure, temperature, installation: our application engineers recommend hose, fitting or ejector pin and answer within one working day.',
      image: row('home-contact', 'On-site installation, travel, coupling drawing and tee fitting'),
      imageSide: 'right',
      links: [{ label: 'Ask for advice', page: 'contact', query: 'topic=consultation' }],
    },
  ],
};
