import { confirmationMail, orderStatusMail, type ConfirmationContext } from './order-mails';

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
