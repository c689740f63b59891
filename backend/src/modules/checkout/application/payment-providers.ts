import { Inject, Injectable } from '@nestjs/common';
import type { PaymentMethod } from '@shop/domain';
import { PAYMENT_PROVIDERS, type BankAccount, type PaymentProvider } from '../domain/ports/payment-provider.port';

/** The registered payment providers by code (checkout issue, "Payment"). */
@Injectable()
export class PaymentProviders {
  private readonly byCode: ReadonlyMap<string, PaymentProvider>;

  constructor(@Inject(PAYMENT_PROVIDERS) providers: PaymentProvider[]) {
    const byCode = new Map<string, PaymentProvider>();
    for (const provider of providers) {
      if (byCode.has(provider.code)) throw new Error(`two payment providers with the code ${provider.code}`);
      byCode.set(provider.code, provider);
    }
    this.byCode = byCode;
  }

  /** The provider of a payment method, or null when none is registered under its code. */
  of(method: Pick<PaymentMethod, 'id' | 'provider'>): PaymentProvider | null {
    return this.byCode.get(method.provider ?? method.id) ?? null;
  }

  /** A method is offered only when its provider is registered and can take payments with these settings. */
  usable(method: Pick<PaymentMethod, 'id' | 'provider'>, bankAccount: BankAccount | null): boolean {
    return this.of(method)?.available(bankAccount) ?? false;
  }
}
