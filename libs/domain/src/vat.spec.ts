import { decideVatTreatment, vatIdToConfirm, vatNoteKind, type VatTreatmentInput } from './vat';

const SELLER = { country: 'DE', vatId: 'DE811125440' };
const AT = { country: 'AT', vatRate: '20' };
const DE = { country: 'DE', vatRate: '19' };
const CH = { country: 'CH', vatRate: '8.1', registeredForVat: true };
const US = { country: 'US', vatRate: '0' };
const NO_UNREGISTERED = { country: 'NO', vatRate: '25' };
const AUSTRIAN_ID = 'ATU13585627';
const valid = { status: 'valid', checkedAt: '2026-11-20T09:00:00.000Z', reference: 'WAPIAAAAW1' } as const;

const input = (destination: VatTreatmentInput['destination'], buyerVatId: string | null): VatTreatmentInput => ({ seller: SELLER, destination, buyerVatId });

describe('VAT treatment of a German seller’s sale of goods', () => {
  it('an Austrian business with a VAT id VIES confirms: 0 %, reverse charge, both ids, the evidence kept', () => {
    const treatment = decideVatTreatment(input(AT, 'atu 135 856 27'), valid);
    expect(treatment).toEqual({
      kind: 'intraCommunitySupply',
      vatRate: '0',
      reverseCharge: true,
      buyerVatId: AUSTRIAN_ID,
      sellerVatId: 'DE811125440',
      vatIdStatus: 'valid',
      messageId: null,
      vatIdCheckedAt: valid.checkedAt,
      vatIdCheckReference: 'WAPIAAAAW1',
    });
    expect(vatNoteKind(treatment)).toBe('reverseCharge');
  });

  it('an Austrian consumer (no id) pays the Austrian rate', () => {
    expect(decideVatTreatment(input(AT, ''))).toMatchObject({ kind: 'euDestination', vatRate: '20', reverseCharge: false, vatIdStatus: 'none', buyerVatId: null, messageId: null });
  });

  it('an id with a wrong check digit: the Austrian rate, and the buyer is told why', () => {
    expect(decideVatTreatment(input(AT, 'ATU12345678'))).toMatchObject({ vatRate: '20', reverseCharge: false, vatIdStatus: 'malformed', messageId: 'vatIdCheckDigitInvalid', buyerVatId: 'ATU12345678' });
  });

  it('an id VIES says is not registered: the Austrian rate (vatIdNotRegistered)', () => {
    expect(decideVatTreatment(input(AT, AUSTRIAN_ID), { status: 'invalid', checkedAt: valid.checkedAt, reference: null })).toMatchObject({
      kind: 'euDestination',
      vatRate: '20',
      reverseCharge: false,
      vatIdStatus: 'invalid',
      messageId: 'vatIdNotRegistered',
    });
  });

  it('VIES unreachable or not asked: the safe choice, the Austrian rate (vatIdCheckUnavailable)', () => {
    for (const check of [{ status: 'unavailable', checkedAt: null, reference: null } as const, null]) {
      expect(decideVatTreatment(input(AT, AUSTRIAN_ID), check)).toMatchObject({ vatRate: '20', reverseCharge: false, vatIdStatus: 'unconfirmed', messageId: 'vatIdCheckUnavailable' });
    }
  });

  it('a German id does not make a delivery to Austria tax-free', () => {
    expect(vatIdToConfirm(input(AT, 'DE811125440'))).toBeNull();
    expect(decideVatTreatment(input(AT, 'DE811125440'), valid)).toMatchObject({ vatRate: '20', reverseCharge: false, messageId: 'vatIdOfSellerCountry' });
  });

  it('an id of a third member state (a French business, goods to Austria) counts', () => {
    expect(vatIdToConfirm(input(AT, 'FR 04409414364'))).toMatchObject({ id: 'FR04409414364' });
    expect(decideVatTreatment(input(AT, 'FR 04409414364'), valid)).toMatchObject({ vatRate: '0', reverseCharge: true });
  });

  it('Germany: 19 %, a German business with its id too; no one is asked', () => {
    expect(vatIdToConfirm(input(DE, 'DE811125440'))).toBeNull();
    expect(decideVatTreatment(input(DE, 'DE811125440'))).toMatchObject({ kind: 'domestic', vatRate: '19', reverseCharge: false, vatIdStatus: 'notNeeded', buyerVatId: 'DE811125440' });
    expect(decideVatTreatment(input(DE, AUSTRIAN_ID), valid)).toMatchObject({ kind: 'domestic', vatRate: '19', reverseCharge: false });
  });

  it('outside the EU: 0 % export unless the shop is registered for VAT there (Switzerland in the demo)', () => {
    expect(decideVatTreatment(input(US, null))).toMatchObject({ kind: 'export', vatRate: '0', reverseCharge: false });
    expect(decideVatTreatment(input(NO_UNREGISTERED, null))).toMatchObject({ kind: 'export', vatRate: '0' });
    expect(vatNoteKind(decideVatTreatment(input(NO_UNREGISTERED, null)))).toBe('export');
    expect(decideVatTreatment(input(CH, 'CHE-123.456.788 MWST'))).toMatchObject({ kind: 'registeredAbroad', vatRate: '8.1', vatIdStatus: 'notNeeded', buyerVatId: 'CHE-123.456.788 MWST' });
    expect(vatIdToConfirm(input(CH, AUSTRIAN_ID))).toBeNull();
    expect(vatNoteKind(decideVatTreatment(input(CH, null)))).toBeNull();
  });

  it('the United Kingdom is outside the EU (a Northern Irish XI id makes no difference to an export)', () => {
    expect(decideVatTreatment(input({ country: 'GB', vatRate: '0' }, 'XI 432525179'))).toMatchObject({ kind: 'export', vatRate: '0', reverseCharge: false });
  });

  it('a seller without a VAT id of its own cannot invoice without VAT: the destination’s rate, nobody asked', () => {
    const noId = { seller: { country: 'DE', vatId: '' }, destination: AT, buyerVatId: AUSTRIAN_ID };
    expect(vatIdToConfirm(noId)).toBeNull();
    expect(decideVatTreatment(noId, valid)).toMatchObject({ vatRate: '20', reverseCharge: false, sellerVatId: null });
  });

  it('only a well-formed id of another state is sent to VIES', () => {
    expect(vatIdToConfirm(input(AT, AUSTRIAN_ID))).toMatchObject({ prefix: 'AT', number: 'U13585627' });
    expect(vatIdToConfirm(input(AT, 'ATU12345678'))).toBeNull();
    expect(vatIdToConfirm(input(AT, ''))).toBeNull();
    expect(vatIdToConfirm(input({ country: 'GR', vatRate: '24' }, 'EL 094501040'))).toMatchObject({ prefix: 'EL' });
  });
});
