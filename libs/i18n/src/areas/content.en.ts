/**
 * Content texts (en). Spread into the en catalogue (../en.ts); the keys must match areas/content.de.ts.
 */
export const contentEn = {
  // Page-builder blocks
  sliderRoleDescription: 'carousel',
  slideRoleDescription: 'slide',
  sliderSlideOf: 'Slide {n} of {count}',
  sliderPrevious: 'Previous slide',
  sliderNext: 'Next slide',
  sliderPause: 'Pause automatic rotation',
  sliderPlay: 'Start automatic rotation',
  sliderShowSlide: 'Show slide {n}: {heading}',
  videoNotSupported: 'Your browser cannot play this video.',
  // Contact page
  contactIntro: 'Send us your question about products, prices, custom designs or deliveries. Our application engineers answer within one working day.',
  contactFormHeading: 'Your request',
  contactAddressHeading: 'How to reach us',
  contactMessage: 'Your message',
  contactMessageHint: '11 to 600 characters',
  contactMessageCount: '{count} of {max} characters',
  contactPhoneHint: 'For questions, if you would like a call back',
  contactSend: 'Send request',
  contactSendAnother: 'Send another request',
  contactProductPrefill: 'Request about article {product}:\n',
  contactConsultationPrefill: 'I would like advice from an application engineer on the following application:\n',
  contactOpeningHours: 'Mon–Fri 7:30 am–5:00 pm (CET)',
  contactRateLimitedMessage: 'Too many requests came from your connection in a short time. Please try again later or call us.',
  // Contact mails (to the shop, and the sender's copy)
  contactMailShopSubject: 'Contact request from {name}, {company}',
  contactMailShopIntro: "The shop's contact form received the following request. Reply to this e-mail to answer the sender.",
  contactMailCopySubject: 'Your request to {brand}',
  contactMailCopyIntro: 'Hello {name},\n\nthank you for your message. We have received it and will answer within one working day. For your records, here is what you sent:',
  contactMailCopyOutro: 'Kind regards\n{brand}',
  contactMailFieldName: 'Name',
  contactMailFieldCompany: 'Company',
  contactMailFieldEmail: 'E-mail',
  contactMailFieldPhone: 'Phone',
  contactMailFieldMessage: 'Message',
  contactMailFieldLocale: 'Language',
} as const;
