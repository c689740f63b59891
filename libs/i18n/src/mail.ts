import type { Locale } from './types';

/**
 * The texts of the shop's e-mails, per language. Placeholders are {name} as in the message catalogues:
 * {shopName}, {link}, {validity} (a duration from the duration texts below), {newEmail}, {lastname}, {n},
 * {orderNumber} (the order confirmation, sent with its PDF attached; the PDF's texts are in order-document.ts),
 * {orderDate, date}; the order mails' {buyer, select, customer {…} other {…}} fits the text to a customer (who
 * has an account to point to) or a guest (who has none). ICU forms as in icu.ts.
 * Kept apart from the UI catalogues: the storefront bundle does not import them.
 */
export type MailTemplate = 'registrationOptIn' | 'passwordReset' | 'emailChange' | 'accountExists' | 'orderConfirmation' | 'offerRequest' | 'offerRequestShop' | 'orderCompleted' | 'orderCanceled' | 'relaunchPassword' | 'emailChangedByShop' | 'companyInvitation' | 'orderApprovalRequested' | 'orderApprovalRejected';

export interface MailCatalogue {
  templates: Record<MailTemplate, { subject: string; body: string }>;
  greetingNeutral: string;
  greetingMr: string;
  greetingMrs: string;
  signature: string;
  /** The order confirmation's delivery time line ({text}: the buyer's text of the order's delivery time). */
  deliveryTime: string;
  /** Order mails that carry a Reply-To (the shop's contact address) invite a reply with this line. */
  replyInvitation: string;
  minutes: string;
  oneHour: string;
  hours: string;
  /** The buyer's own order number and cost centre in the order confirmation ({value}); left out when not given. */
  customerOrderNumber: string;
  costCentre: string;
  /** Why an order waits for approval (company accounts, ADR 0051). */
  approvalReason: { orderLimit: string; monthlyLimit: string };
  /** How to pay, after the order confirmation's text ({dueDays}, {amount}, {holder}, {iban}, {bic}, {bank}, {reference}). */
  payment: { invoice: string; bankTransfer: string; onDelivery: string };
}

const de: MailCatalogue = {
  templates: {
    registrationOptIn: {
      subject: 'Bitte bestätigen Sie Ihre Registrierung bei {shopName}',
      body: 'vielen Dank für Ihre Registrierung bei {shopName}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Kundenkonto zu aktivieren:\n\n{link}\n\nDer Link ist {validity} gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte; ohne Bestätigung wird kein Konto aktiviert.',
    },
    passwordReset: {
      subject: 'Neues Passwort für Ihr Kundenkonto bei {shopName}',
      body: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über diesen Link legen Sie es fest:\n\n{link}\n\nDer Link ist {validity} gültig und kann einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail bitte; Ihr bisheriges Passwort bleibt gültig.',
    },
    relaunchPassword: {
      subject: 'Unser neuer Shop: bitte legen Sie Ihr Passwort fest – {shopName}',
      body: 'unser Online-Shop {shopName} ist neu gestartet. Ihr Kundenkonto mit Ihren Adressen und Bestellungen ist übernommen; aus Sicherheitsgründen legen Sie bitte einmal ein neues Passwort fest:\n\n{link}\n\nDer Link ist {validity} gültig und kann einmal verwendet werden. Danach melden Sie sich wie gewohnt mit Ihrer E-Mail-Adresse an. Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite über „Passwort vergessen“ einen neuen an.',
    },
    emailChange: {
      subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei {shopName}',
      body: 'Sie möchten die E-Mail-Adresse Ihres Kundenkontos auf {newEmail} ändern. Bitte bestätigen Sie die neue Adresse über diesen Link:\n\n{link}\n\nDer Link ist {validity} gültig und kann einmal verwendet werden. Bis zur Bestätigung gilt Ihre bisherige Adresse. Wenn Sie die Änderung nicht angefordert haben, ignorieren Sie diese E-Mail bitte.',
    },
    accountExists: {
      subject: 'Ihr Kundenkonto bei {shopName}',
      body: 'jemand – vermutlich Sie – wollte mit dieser E-Mail-Adresse ein Kundenkonto bei {shopName} anlegen oder ein Konto auf diese Adresse umstellen. Für diese Adresse besteht bereits ein Kundenkonto. Melden Sie sich einfach an; falls Sie Ihr Passwort vergessen haben, können Sie auf der Anmeldeseite ein neues anfordern:\n\n{link}\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail bitte.',
    },
    orderConfirmation: {
      subject: 'Ihre Bestellung {orderNumber} bei {shopName}',
      body: 'vielen Dank für Ihre Bestellung bei {shopName}. Wir haben sie unter der Nummer {orderNumber} erhalten und bearbeiten sie. {buyer, select, customer {Die Auftragsbestätigung mit allen Positionen finden Sie im Anhang dieser E-Mail (PDF) und jederzeit in Ihrem Kundenkonto:\n\n{link}} other {Die Auftragsbestätigung mit allen Positionen finden Sie im Anhang dieser E-Mail (PDF); bitte bewahren Sie sie für Ihre Unterlagen auf.}}',
    },
    offerRequest: {
      subject: 'Ihre Angebotsanfrage {offerNumber} bei {shopName}',
      body: 'vielen Dank für Ihre Anfrage ({offerType}). Wir haben sie unter der Nummer {offerNumber} erhalten und senden Ihnen unser Angebot in Kürze.\n\n{positions}\n\nWarenwert netto: {value}{rental}',
    },
    offerRequestShop: {
      subject: 'Neue Angebotsanfrage {offerNumber} ({offerType})',
      body: 'eine neue Angebotsanfrage ist eingegangen.\n\nAnfrage: {offerNumber} ({offerType})\nKunde: {buyer}\n\n{positions}\n\nWarenwert netto: {value}{rental}',
    },
    orderCompleted: {
      subject: 'Ihre Bestellung {orderNumber} bei {shopName} ist abgeschlossen',
      body: 'Ihre Bestellung {orderNumber} vom {orderDate, date} ist abgeschlossen. Vielen Dank für Ihren Auftrag.{buyer, select, customer { Ihre Bestellungen finden Sie jederzeit in Ihrem Kundenkonto:\n\n{link}} other {}}',
    },
    companyInvitation: {
      subject: 'Einladung in das Firmenkonto {company} bei {shopName}',
      body: '{inviter} lädt Sie in das Firmenkonto von {company} bei {shopName} ein. Über diesen Link bestätigen Sie Ihre E-Mail-Adresse und legen Ihr Passwort fest:\n\n{link}\n\nDer Link ist {validity} gültig und kann einmal verwendet werden. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail bitte; ohne Bestätigung wird kein Konto aktiviert.',
    },
    emailChangedByShop: {
      subject: 'Die E-Mail-Adresse Ihres Kundenkontos bei {shopName} wurde geändert',
      body: 'die E-Mail-Adresse Ihres Kundenkontos bei {shopName} wurde von unserem Team auf {newEmail} geändert. Sie melden sich ab jetzt mit dieser Adresse an; an diese Adresse hier senden wir keine Nachrichten zu Ihrem Konto mehr.\n\nWenn Sie die Änderung nicht veranlasst haben, antworten Sie bitte auf diese E-Mail oder wenden Sie sich an uns:\n\n{link}',
    },
    orderCanceled: {
      subject: 'Ihre Bestellung {orderNumber} bei {shopName} wurde storniert',
      body: 'Ihre Bestellung {orderNumber} vom {orderDate, date} wurde storniert.{buyer, select, customer { Ihre Bestellungen finden Sie in Ihrem Kundenkonto:\n\n{link}} other {}}',
    },
    orderApprovalRequested: {
      subject: 'Freigabe erbeten: Bestellung {orderNumber} von {buyerName}',
      body: '{buyerName} hat bei {shopName} die Bestellung {orderNumber} über {net} netto ({gross} brutto) aufgegeben. Sie wartet auf Ihre Freigabe: {reason}\n\nPreise und Konditionen gelten wie bei der Bestellung berechnet. Bitte geben Sie die Bestellung frei oder lehnen Sie sie mit einer Begründung ab:\n\n{link}',
    },
    orderApprovalRejected: {
      subject: 'Ihre Bestellung {orderNumber} bei {shopName} wurde nicht freigegeben',
      body: '{approverName} hat Ihre Bestellung {orderNumber} nicht freigegeben. Die Bestellung wird nicht ausgeführt.\n\nBegründung: {reason}\n\nIhre Bestellungen finden Sie in Ihrem Kundenkonto:\n\n{link}',
    },
  },
  greetingNeutral: 'Guten Tag,',
  greetingMr: 'Sehr geehrter Herr {lastname},',
  greetingMrs: 'Sehr geehrte Frau {lastname},',
  signature: 'Mit freundlichen Grüßen\nIhr {shopName}-Team',
  deliveryTime: 'Lieferzeit: {text}',
  replyInvitation: 'Wenn Sie Fragen zu Ihrer Bestellung haben, antworten Sie einfach auf diese E-Mail.',
  customerOrderNumber: 'Ihre Bestellnummer: {value}',
  costCentre: 'Kostenstelle: {value}',
  approvalReason: { orderLimit: 'Sie liegt über dem Bestelllimit je Bestellung.', monthlyLimit: 'Sie überschreitet das monatliche Bestelllimit.' },
  payment: {
    invoice: 'Zahlung: Sie erhalten die Rechnung mit der Lieferung, zahlbar innerhalb von {dueDays, plural, one {# Tag} other {# Tagen}} ohne Abzug.',
    bankTransfer:
      'Zahlung per Vorkasse: Bitte überweisen Sie {amount} auf folgendes Konto. Wir versenden die Ware, sobald der Betrag eingegangen ist.\n\nKontoinhaber: {holder}\nIBAN: {iban}\nBIC: {bic} ({bank})\nVerwendungszweck: {reference}',
    onDelivery: 'Zahlung per Nachnahme: Bitte halten Sie den Gesamtbetrag bei der Zustellung bereit.',
  },
  minutes: '{n, plural, one {# Minute} other {# Minuten}}',
  oneHour: '1 Stunde',
  hours: '{n, plural, one {# Stunde} other {# Stunden}}',
};

const en: MailCatalogue = {
  templates: {
    registrationOptIn: {
      subject: 'Please confirm your registration at {shopName}',
      body: 'thank you for registering at {shopName}. Please confirm your e-mail address to activate your customer account:\n\n{link}\n\nThe link is valid for {validity} and can be used once. If you did not register, please ignore this e-mail; no account is activated without confirmation.',
    },
    passwordReset: {
      subject: 'New password for your customer account at {shopName}',
      body: 'you have asked for a new password for your customer account. Use this link to set it:\n\n{link}\n\nThe link is valid for {validity} and can be used once. If you did not ask for a new password, please ignore this e-mail; your current password stays valid.',
    },
    relaunchPassword: {
      subject: 'Our new shop: please set your password – {shopName}',
      body: 'our online shop {shopName} has been relaunched. Your customer account with your addresses and orders has been taken over; for your security, please set a new password once:\n\n{link}\n\nThe link is valid for {validity} and can be used once. Afterwards you log in with your e-mail address as before. If the link has expired, ask for a new one with "Forgot password" on the login page.',
    },
    emailChange: {
      subject: 'Please confirm your new e-mail address at {shopName}',
      body: 'you would like to change the e-mail address of your customer account to {newEmail}. Please confirm the new address with this link:\n\n{link}\n\nThe link is valid for {validity} and can be used once. Your current address stays in use until you confirm. If you did not ask for this change, please ignore this e-mail.',
    },
    accountExists: {
      subject: 'Your customer account at {shopName}',
      body: 'someone – probably you – wanted to create a customer account at {shopName} with this e-mail address, or to move an account to it. This address already has a customer account. Simply log in; if you have forgotten your password, you can ask for a new one on the login page:\n\n{link}\n\nIf you did not ask for anything, please ignore this e-mail.',
    },
    orderConfirmation: {
      subject: 'Your order {orderNumber} at {shopName}',
      body: 'thank you for your order at {shopName}. We have received it under the number {orderNumber} and are processing it. {buyer, select, customer {The order confirmation with all positions is attached to this e-mail (PDF) and always available in your customer account:\n\n{link}} other {The order confirmation with all positions is attached to this e-mail (PDF); please keep it for your records.}}',
    },
    offerRequest: {
      subject: 'Your request for an offer {offerNumber} at {shopName}',
      body: 'thank you for your request ({offerType}). We have received it under the number {offerNumber} and will send you our offer shortly.\n\n{positions}\n\nNet value of goods: {value}{rental}',
    },
    offerRequestShop: {
      subject: 'New request for an offer {offerNumber} ({offerType})',
      body: 'a new request for an offer has come in.\n\nRequest: {offerNumber} ({offerType})\nCustomer: {buyer}\n\n{positions}\n\nNet value of goods: {value}{rental}',
    },
    orderCompleted: {
      subject: 'Your order {orderNumber} at {shopName} is completed',
      body: 'your order {orderNumber} of {orderDate, date} is completed. Thank you for your business.{buyer, select, customer { Your orders are always available in your customer account:\n\n{link}} other {}}',
    },
    companyInvitation: {
      subject: 'Invitation to the company account of {company} at {shopName}',
      body: '{inviter} invites you to the company account of {company} at {shopName}. Use this link to confirm your e-mail address and set your password:\n\n{link}\n\nThe link is valid for {validity} and can be used once. If you did not expect this invitation, please ignore this e-mail; no account is activated without confirmation.',
    },
    emailChangedByShop: {
      subject: 'The e-mail address of your customer account at {shopName} has been changed',
      body: 'our team has changed the e-mail address of your customer account at {shopName} to {newEmail}. From now on you log in with that address; we no longer send messages about your account to this address.\n\nIf you did not ask for this change, please reply to this e-mail or contact us:\n\n{link}',
    },
    orderCanceled: {
      subject: 'Your order {orderNumber} at {shopName} has been canceled',
      body: 'your order {orderNumber} of {orderDate, date} has been canceled.{buyer, select, customer { Your orders are in your customer account:\n\n{link}} other {}}',
    },
    orderApprovalRequested: {
      subject: 'Approval requested: order {orderNumber} by {buyerName}',
      body: '{buyerName} has placed the order {orderNumber} at {shopName} for {net} net ({gross} gross). It waits for your approval: {reason}\n\nPrices and terms apply as computed when the order was placed. Please approve the order or reject it with a reason:\n\n{link}',
    },
    orderApprovalRejected: {
      subject: 'Your order {orderNumber} at {shopName} was not approved',
      body: '{approverName} has not approved your order {orderNumber}. The order will not be carried out.\n\nReason: {reason}\n\nYour orders are in your customer account:\n\n{link}',
    },
  },
  greetingNeutral: 'Hello,',
  greetingMr: 'Dear Mr {lastname},',
  greetingMrs: 'Dear Ms {lastname},',
  signature: 'Kind regards\nYour {shopName} team',
  deliveryTime: 'Delivery time: {text}',
  replyInvitation: 'If you have any questions about your order, simply reply to this e-mail.',
  customerOrderNumber: 'Your order number: {value}',
  costCentre: 'Cost centre: {value}',
  approvalReason: { orderLimit: 'It is above the per-order limit.', monthlyLimit: 'It exceeds the monthly order limit.' },
  payment: {
    invoice: 'Payment: you will receive the invoice with the delivery, payable within {dueDays, plural, one {# day} other {# days}} net.',
    bankTransfer:
      'Payment in advance: please transfer {amount} to the following account. We dispatch the goods as soon as the amount has arrived.\n\nAccount holder: {holder}\nIBAN: {iban}\nBIC: {bic} ({bank})\nReference: {reference}',
    onDelivery: 'Cash on delivery: please have the total amount ready when the goods are delivered.',
  },
  minutes: '{n, plural, one {# minute} other {# minutes}}',
  oneHour: '1 hour',
  hours: '{n, plural, one {# hour} other {# hours}}',
};

export const mailTexts: Record<Locale, MailCatalogue> = { de, en };
