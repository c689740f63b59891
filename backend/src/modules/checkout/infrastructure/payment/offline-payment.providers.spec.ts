import { mailTexts } from '@shop/i18n';
import { PaymentProviders } from '../../application/payment-providers';
import { paymentText } from '../../application/order-mails';
import type { PaymentOrder, PaymentProvider } from '../../domain/ports/payment-provider.port';
import { builtInPaymentProviders, CashOnDeliveryProvider, InvoicePaymentProvider, PrepaymentProvider } from './offline-payment.providers';

const ORDER: PaymentOrder = { orderId: 42, orderNumber: '42', total: 123_456, currency: 'EUR', locale: 'de', buyerEmail: 'a@b.example' };
const ACCOUNT = { holder: 'HydraTec Industriebedarf GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank: 'Commerzbank' };

describe('built-in payment providers', () => {
  it('invoice: payable within 30 days net; prepayment: the total to the account with the order number; cash on delivery', async () => {
    expect(await new InvoicePaymentProvider().start()).toEqual({ kind: 'invoice', dueDays: 30 });
    expect(await new PrepaymentProvider().start(ORDER, ACCOUNT)).toEqual({ kind: 'bankTransfer', reference: '42', amount: 123_456, currency: 'EUR', account: ACCOUNT });
    expect(await new CashOnDeliveryProvider().start()).toEqual({ kind: 'onDelivery' });
  });

  it('prepayment is available only with a bank account (the method is then not offered)', async () => {
    expect(new PrepaymentProvider().available(null)).toBe(false);
    expect(new PrepaymentProvider().available({ ...ACCOUNT, iban: ' ' })).toBe(false);
    expect(new PrepaymentProvider().available(ACCOUNT)).toBe(true);
    await expect(new PrepaymentProvider().start(ORDER, null)).rejects.toThrow();
  });

  it('the confirmation mail says how to pay, in the order’s language', () => {
    const text = paymentText(mailTexts.de, new PrepaymentProvider().mailInstruction(ORDER, ACCOUNT), 'de');
    expect(text).toContain('1.234,56 €');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Verwendungszweck: 42');
    expect(paymentText(mailTexts.en, { kind: 'invoice', dueDays: 30 }, 'en')).toContain('within 30 days net');
    expect(paymentText(mailTexts.en, null, 'en')).toBe('');
  });
});

describe('PaymentProviders', () => {
  const registry = new PaymentProviders(builtInPaymentProviders());

  it('finds a method’s provider by its provider code, else by its id', () => {
    expect(registry.of({ id: 'vorkasse', provider: 'prepayment' })?.code).toBe('prepayment');
    expect(registry.of({ id: 'invoice' })?.code).toBe('invoice');
  });

  it('a method whose provider is not registered is not usable (not offered)', () => {
    expect(registry.usable({ id: 'card', provider: 'stripe' }, ACCOUNT)).toBe(false);
    expect(registry.usable({ id: 'prepayment' }, null)).toBe(false);
    expect(registry.usable({ id: 'prepayment' }, ACCOUNT)).toBe(true);
  });

  it('refuses two providers with one code', () => {
    const twice: PaymentProvider[] = [new InvoicePaymentProvider(), new InvoicePaymentProvider(14)];
    expect(() => new PaymentProviders(twice)).toThrow(/two payment providers/);
  });
});
