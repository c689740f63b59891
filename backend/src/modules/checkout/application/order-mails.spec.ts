import { Order } from '../domain/order';
import { orderProps } from '../testing/fakes';
import { approvalRejectedMail, approvalRequestMail, confirmationMail, orderStatusMail, type ConfirmationContext } from './order-mails';

const customer: ConfirmationContext = { locale: 'de', shopName: 'HydraTec', shopAddress: 'info@hydratec.example', accountOrderUrl: 'https://shop.example/konto/bestellung', buyer: 'customer' };
const guest: ConfirmationContext = { ...customer, accountOrderUrl: null, buyer: 'guest' };
const recipient = { email: 'einkauf@kunde.example', salutation: 'mrs', lastname: 'Weber' };
const order = { id: 1042, number: '1042', deliveryTimeInfo: 'readyForShipmentWithinXDays:4:2026-12-04:2026-12-04' };

describe('confirmationMail', () => {
  it('points a customer to the account’s order page; tells a guest, who has no account, to keep the PDF', () => {
    const own = confirmationMail(customer, order, recipient, null, 'https://shop.example');
    expect(own.text).toContain('jederzeit in Ihrem Kundenkonto:\n\nhttps://shop.example/konto/bestellung?oid=1042');
    const guests = confirmationMail(guest, order, recipient, null, 'https://shop.example');
    expect(guests.text).not.toMatch(/Kundenkonto|customer account/);
    expect(guests.text).toContain('bitte bewahren Sie sie für Ihre Unterlagen auf.');
    const en = confirmationMail({ ...guest, locale: 'en' }, order, recipient, null, 'https://shop.example');
    expect(en.text).not.toMatch(/customer account/);
    expect(en.text).toContain('please keep it for your records.');
  });

  it('writes the delivery time as text, never the stored code (de and en)', () => {
    const de = confirmationMail(customer, order, recipient, null, 'https://shop.example');
    expect(de.text).toContain('Lieferzeit: Versandbereit in 4 Werktagen; Lieferung am 04.12.2026');
    const en = confirmationMail({ ...customer, locale: 'en' }, { ...order, deliveryTimeInfo: 'readyForShipmentWithinXDays:1:2026-12-03:2026-12-03' }, recipient, null, 'https://shop.example');
    expect(en.text).toContain('Delivery time: Ready for shipment within 1 working day; Delivery on 03/12/2026');
    expect(`${de.text}${en.text}`).not.toContain('readyForShipmentWithinXDays');
  });

  it('is answered by the shop’s contact address (Reply-To) and says so; without one it invites no reply', () => {
    const mail = confirmationMail(customer, order, recipient, { kind: 'invoice', dueDays: 1 }, 'https://shop.example');
    expect(mail).toMatchObject({ to: 'einkauf@kunde.example', cc: ['info@hydratec.example'], replyTo: 'info@hydratec.example' });
    expect(mail.text).toContain('antworten Sie einfach auf diese E-Mail');
    expect(mail.text).toContain('zahlbar innerhalb von 1 Tag ohne Abzug');
    const none = confirmationMail({ ...customer, shopAddress: null }, order, recipient, null, 'https://shop.example');
    expect(none.replyTo).toBeUndefined();
    expect(none.text).not.toContain('antworten');
  });
});

describe('orderStatusMail', () => {
  const canceled = { id: 1042, orderDate: '2026-12-01T23:30:00.000Z', status: 'canceled' as const };

  it('the cancellation: a customer is pointed to the account, a guest is not; both may reply to the shop', () => {
    const own = orderStatusMail(customer, canceled, recipient, 'https://shop.example');
    expect(own.text).toContain('Ihre Bestellung 1042 vom 02.12.2026 wurde storniert. Ihre Bestellungen finden Sie in Ihrem Kundenkonto');
    expect(own.replyTo).toBe('info@hydratec.example');
    expect(own.text).toContain('antworten Sie einfach auf diese E-Mail');
    const guests = orderStatusMail({ ...guest, locale: 'en' }, { ...canceled, status: 'completed' }, recipient, 'https://shop.example');
    expect(guests.text).toContain('your order 1042 of 02/12/2026 is completed.');
    expect(guests.text).not.toMatch(/customer account/);
    expect(guests.replyTo).toBe('info@hydratec.example');
  });
});

describe('approval mails (ADR 0051)', () => {
  const context = { shopName: 'HydraTec', shopAddress: 'info@hydratec.example', approvalsUrl: { de: 'https://shop.example/konto/freigaben', en: 'https://shop.example/en/account/approvals' }, accountOrdersUrl: { de: 'https://shop.example/konto/bestellungen', en: null } };
  const awaiting = { state: 'awaiting' as const, reason: 'monthlyLimit' as const, approvedBy: null, approvedAt: null, rejectedBy: null, rejectedAt: null, rejectionReason: null };
  const order = Order.restore({ ...orderProps({ approval: awaiting }), id: 77 });

  it('asks an approver in his language, with the figures, the reason and a link to the approvals page naming the order', () => {
    const de = approvalRequestMail(context, order, { email: 'freigabe@kunde.example', name: 'Petra Prüfer', locale: 'de' }, 'Anna Berger', 'https://shop.example');
    expect(de.to).toBe('freigabe@kunde.example');
    expect(de.subject).toBe('Freigabe erbeten: Bestellung 77 von Anna Berger');
    expect(de.text).toMatch(/über 109,90\s€ netto \(130,78\s€ brutto\)/);
    expect(de.text).toContain('monatliche Bestelllimit');
    expect(de.text).toContain('https://shop.example/konto/freigaben?oid=77');
    const en = approvalRequestMail(context, order, { email: 'approver@kunde.example', name: 'P', locale: 'en' }, 'Anna Berger', 'https://shop.example');
    expect(en.text).toContain('https://shop.example/en/account/approvals?oid=77');
    expect(en.text).toContain('monthly order limit');
    expect(de.generatedAttachments).toBeUndefined();
  });

  it('tells the buyer who rejected and why, in the order’s language', () => {
    const rejected = Order.restore({ ...orderProps({ approval: { ...awaiting, state: 'rejected', rejectedBy: 8, rejectionReason: 'Bitte über den Rahmenvertrag.' } }), id: 78 });
    const mail = approvalRejectedMail(context, rejected, 'Petra Prüfer', 'https://shop.example');
    expect(mail.to).toBe('kunde@firma-test.example');
    expect(mail.subject).toBe('Ihre Bestellung 78 bei HydraTec wurde nicht freigegeben');
    expect(mail.text).toContain('Petra Prüfer hat Ihre Bestellung 78 nicht freigegeben');
    expect(mail.text).toContain('Begründung: Bitte über den Rahmenvertrag.');
    expect(mail.text).toContain('https://shop.example/konto/bestellungen');
  });

  it('the confirmation names the buyer’s own order number and cost centre when given', () => {
    const mail = confirmationMail(customer, { id: 5, number: '5', deliveryTimeInfo: '', customerOrderId: 'PO-77', costCentre: 'KST 4711' }, recipient, null, 'https://shop.example');
    expect(mail.text).toContain('Ihre Bestellnummer: PO-77\nKostenstelle: KST 4711');
    const none = confirmationMail(customer, { id: 5, number: '5', deliveryTimeInfo: '' }, recipient, null, 'https://shop.example');
    expect(none.text).not.toMatch(/Kostenstelle|Ihre Bestellnummer/);
  });
});
