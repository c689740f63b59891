import { availabilityLabel, availabilityStatus, deliveryTimeMessage, getAvailability } from './availability';

describe('availabilityStatus', () => {
  it('0 when the stock covers the quantity', () => {
    expect(availabilityStatus(10, 10)).toBe(0);
    expect(availabilityStatus(10, 1)).toBe(0);
    expect(availabilityStatus('2.5', '2.5')).toBe(0);
  });

  it('1 with partial stock', () => {
    expect(availabilityStatus(10, 11)).toBe(1);
    expect(availabilityStatus(0.5, 1)).toBe(1);
  });

  it('2 without stock', () => {
    expect(availabilityStatus(0, 1)).toBe(2);
    expect(availabilityStatus(-3, 1)).toBe(2);
    expect(availabilityStatus(undefined, 1)).toBe(2);
    expect(availabilityStatus(null, 1)).toBe(2);
  });

  it('treats a missing quantity as covered by any stock', () => {
    expect(availabilityStatus(1, '')).toBe(0);
    expect(availabilityStatus(1, undefined)).toBe(0);
    expect(availabilityStatus(0, '')).toBe(2);
  });

  it('compares decimals exactly', () => {
    expect(availabilityStatus(0.3, '0.3')).toBe(0);
    expect(availabilityStatus('0.1', 0.1)).toBe(0);
  });
});

describe('labels', () => {
  it('maps codes to message ids', () => {
    expect(availabilityLabel(0)).toBe('deliverableImmediately');
    expect(availabilityLabel(1)).toBe('deliverablePartialStock');
    expect(availabilityLabel(2)).toBe('deliverableNoStock');
    expect(getAvailability(5, 7)).toEqual({ statusCode: 1, label: 'deliverablePartialStock' });
  });
});

describe('deliveryTimeMessage', () => {
  it('0 days → deliverableImmediately, else readyForShipmentWithinXDays', () => {
    expect(deliveryTimeMessage(0)).toEqual({ messageId: 'deliverableImmediately', days: 0 });
    expect(deliveryTimeMessage(undefined)).toEqual({ messageId: 'deliverableImmediately', days: 0 });
    expect(deliveryTimeMessage(-1)).toEqual({ messageId: 'deliverableImmediately', days: 0 });
    expect(deliveryTimeMessage(1)).toEqual({ messageId: 'readyForShipmentWithinXDays', days: 1 });
    expect(deliveryTimeMessage(14)).toEqual({ messageId: 'readyForShipmentWithinXDays', days: 14 });
    expect(deliveryTimeMessage(2.5)).toEqual({ messageId: 'readyForShipmentWithinXDays', days: 3 });
  });
});
