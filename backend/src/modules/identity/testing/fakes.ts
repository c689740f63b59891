/**
 * Hand-written fakes of identity's ports and an object mother for customers, so the command handlers
 * are tested on their own: fast, without a database, and failing on a rule change before any end-to-end
 * test does. Not part of the build (tsconfig.build excludes testing/).
 */
import type { Challenge, ChallengePurpose, ChallengeSolution } from '../domain/challenge';
import type { FailureCount, ThrottleCounts, ThrottleWindows } from '../domain/login-throttle.policy';
import { ChallengePort } from '../domain/ports/challenge.port';
import { KnownDeviceRepository, type KnownDevice } from '../domain/ports/known-device.repository.port';
import { LoginAttemptRepository, type AttemptKey } from '../domain/ports/login-attempt.repository.port';
import { PasswordHasher } from '../domain/ports/password-hasher.port';
import { SecurityEventLog } from '../domain/ports/security-event.repository.port';
import { SessionRepository, type SessionWithBuyer } from '../domain/ports/session.repository.port';
import { UserRepository, type BuyerProfile } from '../domain/ports/user.repository.port';
import type { SecurityEvent, SecurityEventInput } from '../domain/security-event';
import type { Session, SessionKind } from '../domain/session';
import { User, type UserProps } from '../domain/user';
import { UnitOfWork } from '../../../shared/unit-of-work';

let nextId = 1000;

/** Object mother: a confirmed customer with sensible data; override what a test is about. */
export const UserMother = {
  props(overrides: Partial<UserProps> = {}): UserProps {
    const id = nextId++;
    const now = new Date('2026-01-15T09:00:00Z');
    return {
      id,
      email: `kunde${id}@firma-test.example`,
      passwordHash: 'fake:Sicher#Passwort1',
      status: 'active',
      company: 'Beispiel Hydraulik GmbH',
      customerId: '12345',
      salutation: 'mrs',
      firstname: 'Anna',
      lastname: 'Berger',
      invoiceEmail: null,
      phone: null,
      fax: null,
      pricingGroup: null,
      customPricing: false,
      aquisitionIds: { initial: null, registration: null },
      locale: 'de',
      createdAt: now,
      confirmedAt: now,
      passwordChangedAt: now,
      addresses: [],
      ...overrides,
    };
  },
  active(overrides: Partial<UserProps> = {}): User {
    return User.restore(UserMother.props(overrides));
  },
  pending(overrides: Partial<UserProps> = {}): User {
    return User.restore(UserMother.props({ status: 'pending', confirmedAt: null, ...overrides }));
  },
};

export class InMemoryUserRepository extends UserRepository {
  readonly saved: User[] = [];
  private readonly byId = new Map<number, UserProps>();
  private nextAddressId = 1;

  constructor(...users: User[]) {
    super();
    for (const u of users) this.byId.set(u.id, structuredClone(u.toProps()));
  }

  async findById(id: number): Promise<User | null> {
    const p = this.byId.get(id);
    return p ? User.restore(structuredClone(p)) : null;
  }

  async findBuyer(id: number): Promise<{ id: number; companyId: number; pricingGroup: string | null; incoterms: [] } | null> {
    const p = this.byId.get(id);
    return p && p.status === 'active' ? { id, companyId: id, pricingGroup: p.pricingGroup, incoterms: [] } : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    for (const p of this.byId.values()) if (p.email === email) return User.restore(structuredClone(p));
    return null;
  }

  async save(user: User): Promise<User> {
    const props = structuredClone(user.toProps());
    if (props.id === null) props.id = nextId++;
    // Every write moves the concurrency token (one millisecond on, so two writes in one tick still differ).
    props.updatedAt = new Date(Math.max(Date.now(), (this.byId.get(props.id)?.updatedAt?.getTime() ?? 0) + 1));
    props.addresses = props.addresses.map((a) => (a.id === null ? { ...a, id: this.nextAddressId++ } : a));
    this.byId.set(props.id, props);
    const stored = User.restore(structuredClone(props));
    this.saved.push(stored);
    return stored;
  }

  async idsWithCustomerId(customerId: string): Promise<number[]> {
    return [...this.byId.values()].filter((p) => p.customerId === customerId).map((p) => p.id as number);
  }

  async countCustomers(): Promise<number> {
    return this.byId.size;
  }
}

/** Hashes are 'fake:<password>': instant, and still a real comparison. */
export class FakePasswordHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `fake:${password}`;
  }
  async verify(password: string, stored: string): Promise<boolean> {
    return stored === `fake:${password}`;
  }
  async verifyDummy(): Promise<false> {
    return false;
  }
}

export class RecordingSecurityLog extends SecurityEventLog {
  readonly events: SecurityEventInput[] = [];
  async record(event: SecurityEventInput): Promise<void> {
    this.events.push(event);
  }
  async page(): Promise<{ events: SecurityEvent[]; total: number }> {
    return { events: [], total: 0 };
  }
  types(): string[] {
    return this.events.map((e) => e.type);
  }
}

export class InMemorySessionRepository extends SessionRepository {
  readonly sessions = new Map<string, Session>();
  /** The customers the sessions belong to (findWithBuyer answers their buyer profiles); set by a test that needs them. */
  buyers: (id: number) => BuyerProfile | null = () => null;
  async create(session: Session): Promise<void> {
    this.sessions.set(session.idHash, session);
  }
  async findByHash(idHash: string): Promise<Session | null> {
    return this.sessions.get(idHash) ?? null;
  }
  async findWithBuyer(idHash: string): Promise<SessionWithBuyer | null> {
    const session = this.sessions.get(idHash);
    return session ? { session, buyer: session.kind === 'customer' ? this.buyers(session.subjectId) : null } : null;
  }
  async touch(): Promise<void> {}
  async delete(idHash: string): Promise<void> {
    this.sessions.delete(idHash);
  }
  async deleteAllFor(kind: SessionKind, subjectId: number, exceptHash?: string): Promise<void> {
    for (const [hash, s] of this.sessions) if (s.kind === kind && s.subjectId === subjectId && hash !== exceptHash) this.sessions.delete(hash);
  }
  async deleteExpired(): Promise<void> {}
}

/** Recorded attempts with their times and ids, in the order they were recorded; the clock is the test's (`at`). */
export class InMemoryLoginAttempts extends LoginAttemptRepository {
  readonly failures: Array<AttemptKey & { id: number; at: Date }> = [];
  private nextAttemptId = 1;

  async reserve(key: AttemptKey, at: Date): Promise<number> {
    const id = this.nextAttemptId++;
    this.failures.push({ ...key, id, at });
    return id;
  }
  async counts(key: AttemptKey, since: ThrottleWindows, beforeId: number): Promise<ThrottleCounts> {
    const count = (rows: Array<{ at: Date }>): FailureCount => ({
      count: rows.length,
      lastAt: rows.length ? new Date(Math.max(...rows.map((r) => r.at.getTime()))) : null,
    });
    const before = this.failures.filter((f) => f.id < beforeId);
    return {
      account: count(before.filter((f) => f.at > since.account && f.kind === key.kind && f.purpose === key.purpose && f.account === key.account && f.deviceId === null)),
      pair: count(
        before.filter((f) => f.at > since.pair && f.kind === key.kind && f.purpose === key.purpose && f.account === key.account && f.clientAddress === key.clientAddress && f.deviceId === null),
      ),
      address: count(before.filter((f) => f.at > since.address && f.kind === key.kind && f.purpose === 'login' && f.clientAddress === key.clientAddress && f.deviceId === null)),
      ...(key.deviceId !== null ? { device: count(before.filter((f) => f.at > since.device && f.deviceId === key.deviceId)) } : {}),
    };
  }
  async release(attemptId: number): Promise<void> {
    const i = this.failures.findIndex((f) => f.id === attemptId);
    if (i >= 0) this.failures.splice(i, 1);
  }
  async clear(key: Pick<AttemptKey, 'kind' | 'purpose' | 'account' | 'deviceId'> & { clientAddress?: string }): Promise<void> {
    for (let i = this.failures.length - 1; i >= 0; i--) {
      const f = this.failures[i];
      const hit =
        key.deviceId !== null
          ? f.deviceId === key.deviceId
          : f.kind === key.kind && f.purpose === key.purpose && f.account === key.account && f.deviceId === null && (key.clientAddress === undefined || f.clientAddress === key.clientAddress);
      if (hit) this.failures.splice(i, 1);
    }
  }
  async deleteOlderThan(): Promise<void> {}
}

export class InMemoryKnownDevices extends KnownDeviceRepository {
  readonly devices: Array<KnownDevice & { tokenHash: string; lastUsedAt: Date }> = [];
  async findByTokenHash(kind: SessionKind, tokenHash: string, usedAfter: Date): Promise<KnownDevice | null> {
    const d = this.devices.find((x) => x.kind === kind && x.tokenHash === tokenHash && x.lastUsedAt > usedAfter);
    return d ? { id: d.id, kind: d.kind, subjectId: d.subjectId } : null;
  }
  async add(kind: SessionKind, subjectId: number, tokenHash: string, at: Date): Promise<void> {
    this.devices.push({ id: this.devices.length + 1, kind, subjectId, tokenHash, lastUsedAt: at });
  }
  async touch(id: number, at: Date): Promise<void> {
    const d = this.devices.find((x) => x.id === id);
    if (d) d.lastUsedAt = at;
  }
}

/** Runs the work directly; records the locks taken. */
export class FakeUnitOfWork extends UnitOfWork {
  readonly locks: string[] = [];
  run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
  async lock(key: string): Promise<void> {
    this.locks.push(key);
  }
}

/** Challenges without work: a solution is valid when its nonce is "solved" and its purpose matches; each id once. */
export class FakeChallenges extends ChallengePort {
  private readonly used = new Set<string>();
  private next = 1;
  async issue(purpose: ChallengePurpose = 'form'): Promise<Challenge> {
    return { id: `${purpose}-${this.next++}`, salt: '0'.repeat(32), difficulty: purpose === 'login' ? 2 : 0, expiresAt: Date.now() + 600_000, signature: 'fake' };
  }
  async verify(solution: ChallengeSolution, purpose: ChallengePurpose = 'form'): Promise<boolean> {
    if (solution.nonce !== 'solved' || !solution.id.startsWith(`${purpose}-`) || this.used.has(solution.id)) return false;
    this.used.add(solution.id);
    return true;
  }
  async solved(purpose: ChallengePurpose = 'login'): Promise<ChallengeSolution> {
    return { ...(await this.issue(purpose)), nonce: 'solved' };
  }
}
