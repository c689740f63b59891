import { Injectable } from '@nestjs/common';
import { decideVatTreatment, parseVatId, vatIdToConfirm, type VatTreatment, type VatTreatmentInput } from '@shop/domain';
import { ContentQueries } from '../../../content';
import { TaxTreatmentStrategy, type TaxContext } from '../../domain/ports/tax-treatment.strategy';
import { VatIdCheck } from '../../domain/ports/vat-id-check.port';

/**
 * The default tax strategy: the seller is the shop (its country and VAT id from the brand's address and legal
 * settings), the rules are @shop/domain's `decideVatTreatment`, and VIES is asked only when the answer
 * matters (a delivery to another member state with a well-formed id of a state other than the seller's).
 */
@Injectable()
export class DestinationTaxStrategy extends TaxTreatmentStrategy {
  constructor(
    private readonly content: ContentQueries,
    private readonly vatIds: VatIdCheck,
  ) {
    super();
  }

  async decide(context: TaxContext): Promise<VatTreatment> {
    const brand = (await this.content.generalConfig()).brand;
    const input: VatTreatmentInput = {
      seller: { country: brand?.address?.countryI18nId || 'DE', vatId: brand?.legal?.vatId ?? null },
      destination: context.destination,
      buyerVatId: context.buyerVatId,
    };
    const toConfirm = vatIdToConfirm(input);
    if (toConfirm === null) return decideVatTreatment(input);
    const requester = parseVatId(input.seller.vatId);
    return decideVatTreatment(input, await this.vatIds.check(toConfirm, requester.ok ? requester.value : null));
  }
}
