/**
 * Content texts (de). Spread into the de catalogue (../de.ts); the keys must match areas/content.en.ts.
 */
export const contentDe = {
  // Page-builder blocks
  sliderRoleDescription: 'Karussell',
  slideRoleDescription: 'Folie',
  sliderSlideOf: 'Folie {n} von {count}',
  sliderPrevious: 'Vorherige Folie',
  sliderNext: 'Nächste Folie',
  sliderPause: 'Automatischen Wechsel anhalten',
  sliderPlay: 'Automatischen Wechsel starten',
  sliderShowSlide: 'Folie {n} zeigen: {heading}',
  videoNotSupported: 'Ihr Browser kann dieses Video nicht abspielen.',
  // Contact page
  contactIntro: 'Schreiben Sie uns Ihre Frage zu Produkten, Preisen, Sonderanfertigungen oder Lieferungen. Unsere Anwendungstechniker antworten innerhalb eines Werktags.',
  contactFormHeading: 'Ihre Anfrage',
  contactAddressHeading: 'So erreichen Sie uns',
  contactMessage: 'Ihre Nachricht',
  contactMessageHint: '11 bis 600 Zeichen',
  contactMessageCount: '{count} von {max} Zeichen',
  contactPhoneHint: 'Für Rückfragen, wenn Sie einen Anruf wünschen',
  contactSend: 'Anfrage senden',
  contactSendAnother: 'Weitere Anfrage senden',
  contactProductPrefill: 'Anfrage zu Artikel {product}:\n',
  contactConsultationPrefill: 'Ich wünsche eine Beratung durch einen Anwendungstechniker zu folgender Anwendung:\n',
  contactOpeningHours: 'Mo–Fr 7:30–17:00 Uhr',
  contactRateLimitedMessage: 'Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anfragen. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
  // Contact mails (to the shop, and the sender's copy)
  contactMailShopSubject: 'Kontaktanfrage von {name}, {company}',
  contactMailShopIntro: 'Über das Kontaktformular des Shops kam folgende Anfrage. Antworten Sie direkt auf diese E-Mail, um dem Absender zu antworten.',
  contactMailCopySubject: 'Ihre Anfrage bei {brand}',
  contactMailCopyIntro: 'Guten Tag {name},\n\nvielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen innerhalb eines Werktags. Zur Kontrolle hier Ihre Angaben:',
  contactMailCopyOutro: 'Mit freundlichen Grüßen\n{brand}',
  contactMailFieldName: 'Name',
  contactMailFieldCompany: 'Firma',
  contactMailFieldEmail: 'E-Mail',
  contactMailFieldPhone: 'Telefon',
  contactMailFieldMessage: 'Nachricht',
  contactMailFieldLocale: 'Sprache',
} as const;
