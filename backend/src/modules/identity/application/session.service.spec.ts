import type { BuyerProfile } from '../domain/ports/user.repository.port';
import { InMemorySessionRepository } from '../testing/fakes';
import { SessionService } from './session.service';
import { sha256Hex } from './tokens';

const meta = { clientAddress: '203.0.113.9', userAgent: 'jest' };
const dealer: BuyerProfile = { id: 7, companyId: 7, pricingGroup: 'haendler', incoterms: [{ label: 'DAP', threshold: 50000 }] };

function setup() {
  const repo = new InMemorySessionRepository();
  repo.buyers = (id) => (id === dealer.id ? dealer : null);
  return { repo, sessions: new SessionService(repo) };
}

describe('a buyer read with the session in one look-up', () => {
  it("answers a live customer session's buyer profile", async () => {
    const { sessions } = setup();
    const { token } = await sessions.start('customer', dealer.id, false, meta);
    const found = await sessions.resolveBuyer(token);
    expect(found?.session.subjectId).toBe(dealer.id);
    expect(found?.buyer).toEqual(dealer);
  });

  it('answers no buyer for an admin session, an unknown token or an inactive customer', async () => {
    const { sessions } = setup();
    const admin = await sessions.start('admin', dealer.id, false, meta);
    expect(await sessions.resolveBuyer(admin.token)).toBeNull();
    expect(await sessions.resolveBuyer('not-a-session')).toBeNull();
    expect(await sessions.resolveBuyer('x'.repeat(201))).toBeNull();
    const gone = await sessions.start('customer', 99, false, meta);
    expect((await sessions.resolveBuyer(gone.token))?.buyer).toBeNull();
  });

  it('refuses and deletes an expired session, as resolve does', async () => {
    const { repo, sessions } = setup();
    const { token } = await sessions.start('customer', dealer.id, false, meta);
    const hash = sha256Hex(token);
    repo.sessions.set(hash, { ...repo.sessions.get(hash)!, expiresAt: new Date(Date.now() - 1000) });
    expect(await sessions.resolveBuyer(token)).toBeNull();
    expect(repo.sessions.has(hash)).toBe(false);
  });
});
