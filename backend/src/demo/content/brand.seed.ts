import type { BrandConfig, StoredGeneralConfig } from '../../modules/content';

/** The demo supplier. Fictitious company, plausible data. */
export const DEMO_BRAND: BrandConfig = {
  longName: 'HydraTec Industriebedarf GmbH',
  shortName: 'HydraTec',
  address: { street: 'Industriestraße 42', zip: '70565', city: 'Stuttgart', countryI18nId: 'DE' },
  phone: { central: '+49 711 123456-0', fax: '+49 711 123456-99' },
  email: 'info@hydratec.example',
  legal: {
    commercialRegister: { location: 'Amtsgericht Stuttgart', number: 'HRB 765432' },
    vatId: 'DE123456788',
    dunsId: '31-415-9265',
    personInCharge: 'Dr. Anna Berger, Markus Weber',
    langVersionThatApplies: 'de',
  },
  socialMedia: {
    de: [
      { name: 'LinkedIn', id: 'linkedin', url: 'https://www.linkedin.com/company/hydratec-example' },
      { name: 'YouTube', id: 'youtube', url: 'https://www.youtube.com/@hydratec-example' },
      { name: 'XING', id: 'xing', url: 'https://www.xing.com/pages/hydratec-example' },
    ],
    en: [
      { name: 'LinkedIn', id: 'linkedin', url: 'https://www.linkedin.com/company/hydratec-example' },
      { name: 'YouTube', id: 'youtube', url: 'https://www.youtube.com/@hydratec-example' },
    ],
  },
  locations: [
    { img: '/media/products/location-stuttgart.svg', name: { de: 'Zentrale Stuttgart', en: 'Headquarters Stuttgart' }, cc: 'DE', addressLines: ['Industriestraße 42', '70565 Stuttgart'], phone: '+49 711 123456-0', mail: 'info@hydratec.example', web: 'https://hydratec.example' },
    { img: '/media/products/location-hamburg.svg', name: { de: 'Niederlassung Hamburg', en: 'Hamburg branch' }, cc: 'DE', addressLines: ['Hafenweg 7', '21107 Hamburg'], phone: '+49 40 765432-0', mail: 'hamburg@hydratec.example', web: 'https://hydratec.example' },
    { img: '/media/products/location-linz.svg', name: { de: 'Niederlassung Linz', en: 'Linz branch' }, cc: 'AT', addressLines: ['Donaulände 12', '4020 Linz'], phone: '+43 732 98765-0', mail: 'linz@hydratec.example', web: 'https://hydratec.example/at' },
    { img: '/media/products/location-winterthur.svg', name: { de: 'Niederlassung Winterthur', en: 'Winterthur branch' }, cc: 'CH', addressLines: ['Technoparkstrasse 3', '8406 Winterthur'], phone: '+41 52 2345678', mail: 'winterthur@hydratec.example', web: 'https://hydratec.example/ch' },
  ],
};

export const DEMO_GENERAL_CONFIG: StoredGeneralConfig = {
  cookieCategories: ['Tec', 'Stat', 'Per'],
  intLevel: 'full',
  sales: { currency: 'EUR', listPriceInfo: { enable: true }, cartExportImport: true, enableOffer: true, cartTTL: 30, minOrderValue: 5000, minOfferValue: 50000 },
  product: { image: { path: '/media/products/' } },
  homepage: { de: '/', en: '/en' },
  themeColor: '#0b4f8a',
  header: { type: 'default', upperCaseLanguageCodes: false },
};

/** Content sections of the legal pages, loaded as web-page params. */
export const LEGAL_SECTIONS: Record<string, Record<string, Array<{ heading: string; body: string }>>> = {
  imprint: {
    de: [
      { heading: 'Verantwortlich für den Inhalt', body: 'Dr. Anna Berger, Anschrift wie oben.' },
      { heading: 'Streitschlichtung', body: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB.' },
      { heading: 'Haftung für Inhalte', body: 'Die Inhalte dieser Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir jedoch keine Gewähr.' },
    ],
    en: [
      { heading: 'Responsible for the content', body: 'Dr. Anna Berger, address as above.' },
      { heading: 'Dispute resolution', body: 'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. Our offer is addressed exclusively to businesses.' },
      { heading: 'Liability for content', body: 'The content of these pages was prepared with the greatest care. We cannot, however, guarantee that it is correct, complete and up to date.' },
    ],
  },
  terms: {
    de: [
      { heading: '§ 1 Geltungsbereich', body: 'Diese Bedingungen gelten für alle Lieferungen und Leistungen der HydraTec Industriebedarf GmbH an Unternehmer im Sinne von § 14 BGB. Abweichende Bedingungen des Bestellers gelten nur, wenn wir ihnen schriftlich zustimmen.' },
      { heading: '§ 2 Vertragsschluss', body: 'Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung oder der Lieferung zustande. Angebote auf Anfrage (Kauf, Mietkauf, Leasing) sind 30 Tage gültig.' },
      { heading: '§ 3 Preise und Zahlung', body: 'Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer und der Versandkosten. Rechnungen sind innerhalb von 30 Tagen ohne Abzug zahlbar; bei Vorkasse versenden wir nach Zahlungseingang.' },
      { heading: '§ 4 Lieferung', body: 'Lieferfristen gelten ab Vertragsschluss in Werktagen (Montag bis Freitag ohne gesetzliche Feiertage in Baden-Württemberg). Teillieferungen sind zulässig, soweit sie zumutbar sind. Konfektionierte und konfigurierte Produkte sind von Umtausch und Rückgabe ausgeschlossen.' },
      { heading: '§ 5 Gewährleistung und Eigentumsvorbehalt', body: 'Es gelten die gesetzlichen Bestimmungen mit einer Verjährungsfrist von 12 Monaten ab Lieferung. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.' },
      { heading: '§ 6 Gerichtsstand', body: 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Stuttgart.' },
    ],
    en: [
      { heading: '§ 1 Scope', body: 'These terms apply to all deliveries and services of HydraTec Industriebedarf GmbH to businesses within the meaning of § 14 BGB. Deviating terms of the buyer apply only if we agree to them in writing.' },
      { heading: '§ 2 Conclusion of contract', body: 'The products shown in the shop are not a binding offer. By sending your order you make a binding offer; the contract is concluded with our order confirmation or the delivery. Quotations on request (purchase, rent-to-buy, leasing) are valid for 30 days.' },
      { heading: '§ 3 Prices and payment', body: 'All prices are net plus statutory VAT and shipping costs. Invoices are payable within 30 days net; with prepayment we dispatch once the payment has arrived.' },
      { heading: '§ 4 Delivery', body: 'Delivery times are working days from the conclusion of the contract (Monday to Friday without public holidays in Baden-Württemberg). Partial deliveries are permitted where reasonable. Assembled and configured products cannot be exchanged or returned.' },
      { heading: '§ 5 Warranty and retention of title', body: 'The statutory provisions apply with a limitation period of 12 months from delivery. The goods remain our property until paid in full.' },
      { heading: '§ 6 Place of jurisdiction', body: 'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. The place of jurisdiction is Stuttgart.' },
    ],
  },
  privacy: {
    de: [
      { heading: 'Verantwortliche Stelle', body: 'HydraTec Industriebedarf GmbH, Industriestraße 42, 70565 Stuttgart, datenschutz@hydratec.example.' },
      { heading: 'Welche Daten wir verarbeiten', body: 'Bestandsdaten Ihres Kundenkontos, Bestelldaten, Kommunikationsdaten aus dem Kontaktformular sowie – nur mit Ihrer Einwilligung – Nutzungsstatistiken.' },
      { heading: 'Cookies', body: 'Technisch notwendige Cookies (Tec) sind immer aktiv. Statistik- (Stat) und Personalisierungs-Cookies (Per) setzen wir nur nach Ihrer Einwilligung, die Sie jederzeit im Fußbereich der Seite ändern können.' },
      { heading: 'Ihre Rechte', body: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie ein Beschwerderecht bei einer Aufsichtsbehörde.' },
    ],
    en: [
      { heading: 'Controller', body: 'HydraTec Industriebedarf GmbH, Industriestraße 42, 70565 Stuttgart, Germany, datenschutz@hydratec.example.' },
      { heading: 'What data we process', body: 'Master data of your customer account, order data, communication data from the contact form and – only with your consent – usage statistics.' },
      { heading: 'Cookies', body: 'Technically necessary cookies (Tec) are always active. We set statistics (Stat) and personalisation (Per) cookies only with your consent, which you can change at any time in the page footer.' },
      { heading: 'Your rights', body: 'You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to lodge a complaint with a supervisory authority.' },
    ],
  },
};

/** One seeded redirect of each kind the route layer knows: in-app, full-page http, and bare host. */
export const DEMO_REDIRECTS = [
  { path: '/anbieterkennzeichnung', target: '/impressum' },
  { path: '/en/legal-notice', target: '/en/imprint' },
  { path: '/katalog-pdf', target: 'https://hydratec.example/downloads/katalog.pdf' },
  { path: '/linkedin', target: 'www.linkedin.com/company/hydratec-example' },
];
