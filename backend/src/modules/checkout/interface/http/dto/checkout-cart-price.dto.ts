import { ApiProperty } from '@nestjs/swagger';
import { CartPriceInfoDto } from '../../../../pricing';

/** The cart price of a checkout: pricing's cart price info and, for a company member, whether an order would wait for approval. */
export class CheckoutCartPriceInfoDto extends CartPriceInfoDto {
  /** For a logged-in company member over his limits: why an order of this cart would wait for approval (ADR 0051); null otherwise */
  @ApiProperty({ type: String, enum: ['orderLimit', 'monthlyLimit'], nullable: true })
  approvalNeeded!: 'orderLimit' | 'monthlyLimit' | null;
}

export class CheckoutCartPriceResponse {
  data!: CheckoutCartPriceInfoDto;
}
