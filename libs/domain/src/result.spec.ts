import { err, isErr, isOk, mapResult, ok, unwrapOr } from './result';
import { domainError, isDomainError } from './domain-error';

describe('Result', () => {
  it('wraps values and errors', () => {
    const good = ok(42);
    const bad = err('invalidEmailMessage');
    expect(good).toEqual({ ok: true, value: 42 });
    expect(bad).toEqual({ ok: false, error: 'invalidEmailMessage' });
    expect(isOk(good)).toBe(true);
    expect(isErr(good)).toBe(false);
    expect(isOk(bad)).toBe(false);
    expect(isErr(bad)).toBe(true);
  });

  it('maps and unwraps', () => {
    expect(mapResult(ok(2), (n) => n * 3)).toEqual(ok(6));
    expect(mapResult(err('x'), (n: number) => n * 3)).toEqual(err('x'));
    expect(unwrapOr(ok(1), 0)).toBe(1);
    expect(unwrapOr(err('x'), 0)).toBe(0);
  });
});

describe('DomainError', () => {
  it('uses the code as default message', () => {
    expect(domainError('productIdUnknown')).toEqual({ code: 'productIdUnknown', message: 'productIdUnknown' });
    expect(domainError('invalidOrderQuantityMax', 'too many', { max: 10 })).toEqual({
      code: 'invalidOrderQuantityMax',
      message: 'too many',
      details: { max: 10 },
    });
  });

  it('recognises domain errors', () => {
    expect(isDomainError(domainError('x'))).toBe(true);
    expect(isDomainError(JSON.parse(JSON.stringify(domainError('x', 'y', { a: 1 }))))).toBe(true);
    expect(isDomainError({ code: 1, message: 'm' })).toBe(false);
    expect(isDomainError({ code: 'c' })).toBe(false);
    expect(isDomainError({ code: 'c', message: 'm', details: 'no' })).toBe(false);
    expect(isDomainError(null)).toBe(false);
    expect(isDomainError('x')).toBe(false);
  });
});
