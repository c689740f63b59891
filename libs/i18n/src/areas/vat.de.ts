import { vatNoteTexts } from '../vat-notes';

/**
 * VAT by buyer and destination (de): the VAT id field's messages, what the checkout tells a buyer about the
 * VAT id, the 0 % lines and notes (the legal wording is shared with the documents: ../vat-notes.ts), and the
 * treatment's names on the order pages. Spread into the de catalogue (../de.ts); keys must match vat.en.ts.
 */
const notes = vatNoteTexts.de;

export const vatDe = {
  vatIdCountryUnknown: 'Das ist keine USt-IdNr. eines EU-Mitgliedstaats (sie beginnt mit der Länderkennung, z. B. ATU13585627). Es wird die Mehrwertsteuer des Lieferlands berechnet.',
  vatIdFormatInvalid: 'Diese USt-IdNr. hat nicht das Format, das der Mitgliedstaat vergibt. Bitte prüfen Sie die Eingabe.',
  vatIdCheckDigitInvalid: 'Diese USt-IdNr. ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe.',
  vatIdNotRegistered: 'Die USt-IdNr. {vatId} ist laut dem EU-Dienst VIES nicht gültig. Wir berechnen daher die Mehrwertsteuer des Lieferlands.',
  vatIdCheckUnavailable:
    'Die USt-IdNr. {vatId} kann gerade nicht bestätigt werden (der EU-Dienst VIES ist nicht erreichbar). Bis sie bestätigt ist, berechnen wir die Mehrwertsteuer des Lieferlands. Bitte versuchen Sie es in einigen Minuten erneut.',
  vatIdOfSellerCountry: 'Mit einer deutschen USt-IdNr. ist eine Lieferung in ein anderes EU-Land nicht steuerfrei. Für eine Lieferung ohne Mehrwertsteuer geben Sie bitte die USt-IdNr. Ihres Unternehmens aus einem anderen Mitgliedstaat an.',
  taxNoHint: 'Mit Länderkennung, z. B. ATU13585627. Unternehmen in einem anderen EU-Land erhalten damit eine Lieferung ohne Mehrwertsteuer (Reverse Charge).',
  vatLineReverseCharge: notes.vatLineReverseCharge,
  vatLineExport: notes.vatLineExport,
  vatNoteReverseCharge: notes.reverseCharge,
  vatNoteExport: notes.export,
  vatBuyerVatId: notes.buyerVatId,
  vatSellerVatId: notes.sellerVatId,
  vatIdConfirmed: 'USt-IdNr. {vatId} vom EU-Dienst VIES bestätigt.',
  vatTreatmentHeading: 'Umsatzsteuer',
  vatKind_domestic: 'Lieferung im Inland',
  vatKind_intraCommunitySupply: 'Innergemeinschaftliche Lieferung (Reverse Charge)',
  vatKind_euDestination: 'Lieferung in ein EU-Land, Steuer des Lieferlands',
  vatKind_export: 'Ausfuhr außerhalb der EU',
  vatKind_registeredAbroad: 'Lieferung in ein Land, in dem wir umsatzsteuerlich registriert sind',
  vatIdCheckEvidence: 'VIES-Abfrage {date}, Nummer {reference}',
  vatIdCheckEvidenceNoReference: 'VIES-Abfrage {date}',
} as const;
