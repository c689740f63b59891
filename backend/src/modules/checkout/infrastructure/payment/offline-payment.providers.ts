import type { BankAccount, PaymentInstruction, PaymentOrder, PaymentProvider } from '../../domain/ports/payment-provider.port';

/** Invoice: the invoice comes with the goods, payable within 30 days net. */
export class InvoicePaymentProvider implements PaymentProvider {
  readonly code = 'invoice';
  readonly startsWithOrder = true;
  constructor(private readonly dueDays = 30) {}
  available(): boolean {
    return true;
  }
  mailInstruction(): PaymentInstruction {
    return { kind: 'invoice', dueDays: this.dueDays };
  }
  start(): Promise<PaymentInstruction> {
    return Promise.resolve(this.mailInstruction());
  }
}

/** Prepayment: the total is transferred to the shop's account with the order number as the reference. */
export class PrepaymentProvider implements PaymentProvider {
  readonly code = 'prepayment';
  readonly startsWithOrder = true;
  /** Prepayment can only be offered with an account to pay to. */
  available(bankAccount: BankAccount | null): boolean {
    return bankAccount !== null && bankAccount.iban.trim() !== '';
  }
  mailInstruction(order: PaymentOrder, bankAccount: BankAccount | null): PaymentInstruction | null {
    if (!bankAccount) return null;
    return { kind: 'bankTransfer', reference: order.orderNumber, amount: order.total, currency: order.currency, account: bankAccount };
  }
  start(order: PaymentOrder, bankAccount: BankAccount | null): Promise<PaymentInstruction> {
    const instruction = this.mailInstruction(order, bankAccount);
    // Without an account in the settings the method is not offered (CheckoutOptions); reaching here is a setup error.
    if (!instruction) return Promise.reject(new Error('prepayment needs the bank account in the checkout settings'));
    return Promise.resolve(instruction);
  }
}

/** Cash on delivery: the carrier collects the total (its fee is the payment method's fee). */
export class CashOnDeliveryProvider implements PaymentProvider {
  readonly code = 'cash-on-delivery';
  readonly startsWithOrder = true;
  available(): boolean {
    return true;
  }
  mailInstruction(): PaymentInstruction {
    return { kind: 'onDelivery' };
  }
  start(): Promise<PaymentInstruction> {
    return Promise.resolve({ kind: 'onDelivery' });
  }
}

/** The providers every shop has (no outside service). */
export function builtInPaymentProviders(): PaymentProvider[] {
  return [new InvoicePaymentProvider(), new PrepaymentProvider(), new CashOnDeliveryProvider()];
}
