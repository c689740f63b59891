import { isSessionValid, needsTouch, newSessionExpiry, SESSION_POLICY, touchedExpiry, type Session } from './session';
import { challengeSigningInput, leadingZeroBits } from './challenge';

const now = new Date('2025-05-01T10:00:00Z');
const base = (over: Partial<Session> = {}): Session => ({ idHash: 'h', kind: 'customer', subjectId: 1, permanent: false, createdAt: now, lastUsedAt: now, expiresAt: newSessionExpiry('customer', false, now), ...over });

describe('session policy', () => {
  it('permanent customer sessions last 30 days, others 12 hours idle', () => {
    expect(newSessionExpiry('customer', true, now).getTime() - now.getTime()).toBe(30 * 86_400_000);
    expect(newSessionExpiry('customer', false, now).getTime() - now.getTime()).toBe(12 * 3_600_000);
    expect(SESSION_POLICY.admin.idleMs).toBeLessThan(SESSION_POLICY.customer.idleMs);
  });

  it('slides a non-permanent expiry on use, up to the absolute cap; a permanent one stays', () => {
    const later = new Date(now.getTime() + 3_600_000);
    expect(touchedExpiry(base(), later).getTime()).toBe(later.getTime() + SESSION_POLICY.customer.idleMs);
    const muchLater = new Date(now.getTime() + SESSION_POLICY.customer.absoluteMs - 1000);
    expect(touchedExpiry(base(), muchLater).getTime()).toBe(now.getTime() + SESSION_POLICY.customer.absoluteMs);
    const permanent = base({ permanent: true, expiresAt: newSessionExpiry('customer', true, now) });
    expect(touchedExpiry(permanent, later)).toEqual(permanent.expiresAt);
  });

  it('is invalid at its expiry and touched at most once a minute', () => {
    const s = base();
    expect(isSessionValid(s, new Date(s.expiresAt.getTime() - 1))).toBe(true);
    expect(isSessionValid(s, s.expiresAt)).toBe(false);
    expect(needsTouch(s, new Date(now.getTime() + 30_000))).toBe(false);
    expect(needsTouch(s, new Date(now.getTime() + 60_000))).toBe(true);
  });
});

describe('challenge helpers', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x0f]))).toBe(12);
    expect(leadingZeroBits(Uint8Array.from([0x00, 0x00]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0x01]))).toBe(7);
  });

  it('signs id, salt, difficulty and expiry', () => {
    expect(challengeSigningInput({ id: 'i', salt: 's', difficulty: 16, expiresAt: 5 })).toBe('i.s.16.5');
  });
});
