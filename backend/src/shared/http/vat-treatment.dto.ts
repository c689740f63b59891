import { ApiProperty } from '@nestjs/swagger';
import type { VatTreatment } from '@shop/domain';

/**
 * How a sale is taxed (@shop/domain VatTreatment, docs/vat.md): the cart price with a destination, the
 * checkout options and the order carry it, all from the checkout's one tax strategy.
 */
export class VatTreatmentDto implements VatTreatment {
  @ApiProperty({ enum: ['domestic', 'intraCommunitySupply', 'euDestination', 'export', 'registeredAbroad'] })
  kind!: 'domestic' | 'intraCommunitySupply' | 'euDestination' | 'export' | 'registeredAbroad';
  /**
   * Percent as a decimal string
   * @example 0
   */
  vatRate!: string;
  /** The buyer accounts for the VAT (intra-Community supply): the documents carry the note and both VAT ids */
  reverseCharge!: boolean;
  /**
   * The billing address's VAT id (normalised when well-formed)
   * @example "ATU13585627"
   */
  buyerVatId!: string | null;
  /**
   * The shop's VAT id (legal settings)
   * @example "DE123456788"
   */
  sellerVatId!: string | null;
  /** valid: VIES confirmed the id; invalid: VIES says it is not valid; unconfirmed: VIES could not be asked (VAT is charged) */
  @ApiProperty({ enum: ['none', 'notNeeded', 'malformed', 'valid', 'invalid', 'unconfirmed'] })
  vatIdStatus!: 'none' | 'notNeeded' | 'malformed' | 'valid' | 'invalid' | 'unconfirmed';
  /** Why an entered VAT id did not make the delivery tax-free: the message the buyer is shown */
  messageId!: 'vatIdCountryUnknown' | 'vatIdFormatInvalid' | 'vatIdCheckDigitInvalid' | 'vatIdNotRegistered' | 'vatIdCheckUnavailable' | 'vatIdOfSellerCountry' | null;
  /** When VIES answered on the id */
  @ApiProperty({ format: 'date-time' }) vatIdCheckedAt!: string | null;
  /** VIES's consultation number (with the shop's VAT id as requester) */
  vatIdCheckReference!: string | null;
}
