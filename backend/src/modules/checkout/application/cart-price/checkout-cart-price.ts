import { Injectable } from '@nestjs/common';
import { companyCan, type ApprovalReason } from '@shop/domain';
import { CompanyDirectory } from '../../../identity';
import { ApprovalFigures } from '../../domain/ports/approval-figures.port';
import { approvalReasonFor } from '../order-approval';
import { PricingService, type CartPriceInfoView, type DeliveryCostsQuote } from '../../../pricing';
import { CheckoutPricing, type CheckoutBuyer, type CheckoutPriceRequest, type DeliveryChoice } from '../../domain/ports/checkout-pricing.port';
import { CheckoutOptions } from '../checkout-options/checkout-options.service';

/**
 * The cart price of a checkout: pricing prices the goods (the buyer's rules, the coupon, offer terms) and, when
 * the request names a destination, asks checkout's quote for it — the chosen methods' costs, the VAT treatment
 * and the currency — once it knows the goods' value. Pricing depends on no other context; checkout depends on
 * pricing (ADR 0036). The cart page, the checkout, an order and an offer all price through here.
 */
@Injectable()
export class CheckoutCartPrice extends CheckoutPricing {
  constructor(
    private readonly pricing: PricingService,
    private readonly options: CheckoutOptions,
    private readonly companies: CompanyDirectory,
    private readonly figures: ApprovalFigures,
  ) {
    super();
  }

  /**
   * Whether the logged-in member's order of this cart would wait for approval (the cart page's and the checkout's
   * notice): the same rule and the same net goods value placing uses (`approvalReasonFor`). Null for guests, for
   * logins without a spending limit (known from the session's buyer: nothing is read) and for members who may
   * not order (placing refuses them with its own message).
   */
  async approvalNeeded(buyer: { id: number; spendingLimited?: boolean } | null, price: { itemTotal: number; discountAmount: number }, now = new Date()): Promise<ApprovalReason | null> {
    if (buyer === null || buyer.spendingLimited === false) return null;
    const userId = buyer.id;
    const member = await this.companies.memberOf(userId);
    if (!member || !companyCan(member.role, 'order')) return null;
    return approvalReasonFor(member, price, this.figures, now);
  }

  async priceCart(buyer: CheckoutBuyer | null, request: CheckoutPriceRequest): Promise<CartPriceInfoView> {
    return this.pricing.priceCart(buyer, { positions: request.positions, couponCode: request.couponCode, locale: request.locale, delivery: request.delivery ? this.quote(buyer, request.delivery) : null });
  }

  /** The destination's costs for this buyer and choice, as pricing asks for them. */
  private quote(buyer: CheckoutBuyer | null, choice: DeliveryChoice): DeliveryCostsQuote {
    const who = { id: buyer?.id ?? null, incoterms: buyer?.incoterms };
    return { costs: (positions, shoppingCartValue) => this.options.costs(who, positions, choice, shoppingCartValue, buyer !== null && buyer.id !== null) };
  }
}
