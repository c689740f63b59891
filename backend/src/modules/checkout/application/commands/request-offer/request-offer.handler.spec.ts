// RequestOfferHandler on hand-written fakes: the offer is priced by the server, kept with its figures and
// mailed in one unit of work; what cannot be offered is refused with its message id.
import { getOrderQuantityInfo } from '@shop/domain';
import { FakeCheckoutPricing, FakeOrderCatalogue, FakeUnitOfWork, InMemoryOfferRepository, RecordingOfferMailer } from '../../../testing/fakes';
import { RequestOfferHandler, type RequestOfferCommand } from './request-offer.handler';

function world() {
  const uow = new FakeUnitOfWork();
  const catalogue = new FakeOrderCatalogue(new Map([['KU-CL-C-013-AL', { id: 'KU-CL-C-013-AL', name: { de: 'Kupplung', en: 'Coupling' }, unitOfQuantity: 'pieces', isOnlyOnRequest: false, orderQuantity: getOrderQuantityInfo(null), priceCents: 25_000 }]]));
  const offers = new InMemoryOfferRepository(uow);
  const mails = new RecordingOfferMailer(uow);
  const handler = new RequestOfferHandler(uow, offers, mails, new FakeCheckoutPricing(catalogue), catalogue);
  return { uow, offers, mails, handler };
}

const request = (overrides: Partial<RequestOfferCommand> = {}): RequestOfferCommand => ({
  type: 'buy',
  customer: null,
  buyer: { company: 'Beispiel GmbH', firstname: 'Anna', lastname: 'Berger', email: ' Anna@Beispiel.example ', salutation: 'mrs' },
  positions: [{ productId: 'KU-CL-C-013-AL', qty: '4' }],
  readyForShipmentMsg: '',
  locale: 'de',
  ...overrides,
});

describe('RequestOfferHandler', () => {
  it('keeps the offer with the server-priced figures and queues its mail in the same unit of work', async () => {
    const { handler, offers, mails, uow } = world();
    const result = await handler.execute(request());
    expect(result).toEqual({ ok: true, value: { resultStatus: 'success', offerId: 1, offerNumber: 'A-000001', price: expect.objectContaining({ itemTotal: 100_000, shoppingCartValue: 100_000, rate: null }) } });
    expect(offers.offers).toEqual([expect.objectContaining({ type: 'buy', buyer: expect.objectContaining({ id: null, email: 'anna@beispiel.example' }), currency: 'EUR', unitOfWork: uow.committed[0] })]);
    expect(mails.requests).toEqual([expect.objectContaining({ offerNumber: 'A-000001', value: 100_000, unitOfWork: uow.committed[0] })]);
  });

  it('refuses below the minimum offer value, a leasing inquiry the value does not allow, an unknown article and a guest without data — keeping nothing', async () => {
    const { handler, offers, mails } = world();
    const code = async (r: Partial<RequestOfferCommand>) => {
      const result = await handler.execute(request(r));
      return result.ok ? 'ok' : result.error.code;
    };
    expect(await code({ positions: [{ productId: 'KU-CL-C-013-AL', qty: '1' }] })).toBe('minOfferValueNotReachedMsg');
    expect(await code({ type: 'leasingInquiry' })).toBe('leasingNotAvailableMsg');
    expect(await code({ positions: [{ productId: 'NOPE', qty: '1' }] })).toBe('productIdUnknown');
    expect(await code({ buyer: null })).toBe('VALIDATION_FAILED');
    expect(offers.offers).toEqual([]);
    expect(mails.requests).toEqual([]);
  });
});
