import { MAX_CUSTOMER_INCOTERMS, validateCustomerIncoterms } from './customer-incoterms';

describe('validateCustomerIncoterms', () => {
  it('upper-cases labels and keeps valid rows', () => {
    expect(validateCustomerIncoterms([{ label: ' dap ', threshold: 150000 }, { label: 'EXW', threshold: 0 }])).toEqual({
      incoterms: [
        { label: 'DAP', threshold: 150000 },
        { label: 'EXW', threshold: 0 },
      ],
      fields: {},
    });
  });

  it('refuses labels that are not three letters, repeated labels and thresholds that are not whole cents from 0 to 100 billion', () => {
    const { fields, incoterms } = validateCustomerIncoterms([
      { label: 'DA', threshold: 1 },
      { label: 'D4P', threshold: 1 },
      { label: 'FCA', threshold: -1 },
      { label: 'CPT', threshold: 1.5 },
      { label: 'CIP', threshold: '100' },
      { label: 'DDP', threshold: 100_000_000_001 },
      { label: 'fca', threshold: 5 },
      { label: 'DPU', threshold: 100_000_000_000 },
    ]);
    expect(fields).toEqual({
      'incoterms.0.label': 'adCeIncotermLabelInvalid',
      'incoterms.1.label': 'adCeIncotermLabelInvalid',
      'incoterms.2.threshold': 'adCeIncotermThresholdInvalid',
      'incoterms.3.threshold': 'adCeIncotermThresholdInvalid',
      'incoterms.4.threshold': 'adCeIncotermThresholdInvalid',
      'incoterms.5.threshold': 'adCeIncotermThresholdInvalid',
      'incoterms.6.label': 'adCeIncotermDuplicate',
    });
    expect(incoterms).toEqual([{ label: 'DPU', threshold: 100_000_000_000 }]);
  });

  it('at most ten', () => {
    const many = Array.from({ length: MAX_CUSTOMER_INCOTERMS + 1 }, (_, i) => ({ label: `A${String.fromCharCode(65 + i)}A`, threshold: i }));
    expect(validateCustomerIncoterms(many).fields).toEqual({ incoterms: 'adCeIncotermsTooMany' });
    expect(validateCustomerIncoterms(many.slice(1)).fields).toEqual({});
  });
});
