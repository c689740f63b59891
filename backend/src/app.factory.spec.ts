import { withStableEnums } from './app.factory';

describe('withStableEnums', () => {
  it('sorts every string enum of the document, however deep, so two builds write the same document', () => {
    const doc = {
      components: { schemas: { A: { properties: { source: { type: 'string', enum: ['tp', 'x', 'files'] }, list: { type: 'array', items: { enum: ['success', 'error'] } } } } } },
      paths: { '/x': { get: { parameters: [{ schema: { enum: ['b', 'a'] } }] } } },
    };
    withStableEnums(doc);
    expect(doc.components.schemas.A.properties.source.enum).toEqual(['files', 'tp', 'x']);
    expect(doc.components.schemas.A.properties.list.items.enum).toEqual(['error', 'success']);
    expect(doc.paths['/x'].get.parameters[0].schema.enum).toEqual(['a', 'b']);
  });

  it('leaves number enums in their order', () => {
    const doc = { schema: { enum: [3, 1, 2] } };
    expect(withStableEnums(doc).schema.enum).toEqual([3, 1, 2]);
  });

  it('never reorders the arrays it was given: they are often the constants the shop answers with', () => {
    const OFFER_TYPES = ['buy', 'rentalPurchaseOffer', 'leasingInquiry'];
    const doc = { schema: { enum: OFFER_TYPES } };
    expect(withStableEnums(doc).schema.enum).toEqual(['buy', 'leasingInquiry', 'rentalPurchaseOffer']);
    expect(OFFER_TYPES).toEqual(['buy', 'rentalPurchaseOffer', 'leasingInquiry']);
  });
});
