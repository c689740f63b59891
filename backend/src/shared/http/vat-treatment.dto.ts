import { ApiProperty } from '@nestjs/swagger';

/**
 * How a sale is taxed (@shop/domain VatTreatment, docs/vat.md): the cart price with a destination, the
 * checkout options and the order carry it, all from the checkout's one tax strategy.
 */
export class VatTreatmentDto {
  @ApiProperty({ enum: ['domestic', 'intraCommunitySupply', 'euDestination', 'export', 'registeredAbroad'] })
  kind!: 'domestic' | 'intraCommunitySupply' | 'euDestination' | 'export' | 'registeredAbroad';
  @ApiProperty({ example: '0', description: 'Percent as a decimal string' }) vatRate!: string;
  @ApiProperty({ description: 'The buyer accounts for the VAT (intra-Community supply): the documents carry the note and both VAT ids' }) reverseCharge!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'ATU13585627', description: "The billing address's VAT id (normalised when well-formed)" }) buyerVatId!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'DE123456788', description: "The shop's VAT id (legal settings)" }) sellerVatId!: string | null;
  @ApiProperty({ enum: ['none', 'notNeeded', 'malformed', 'valid', 'invalid', 'unconfirmed'], description: 'valid: VIES confirmed the id; invalid: VIES says it is not valid; unconfirmed: VIES could not be asked (VAT is charged)' })
  vatIdStatus!: 'none' | 'notNeeded' | 'malformed' | 'valid' | 'invalid' | 'unconfirmed';
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['vatIdCountryUnknown', 'vatIdFormatInvalid', 'vatIdCheckDigitInvalid', 'vatIdNotRegistered', 'vatIdCheckUnavailable', 'vatIdOfSellerCountry'],
    description: 'Why an entered VAT id did not make the delivery tax-free: the message the buyer is shown',
  })
  messageId!: 'vatIdCountryUnknown' | 'vatIdFormatInvalid' | 'vatIdCheckDigitInvalid' | 'vatIdNotRegistered' | 'vatIdCheckUnavailable' | 'vatIdOfSellerCountry' | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When VIES answered on the id' }) vatIdCheckedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "VIES's consultation number (with the shop's VAT id as requester)" }) vatIdCheckReference!: string | null;
}
