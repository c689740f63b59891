import { makeAutoObservable, runInAction } from 'mobx';
import { COMPANY_ROLES } from '@shop/domain';
import { ADMIN_COMPANY_EXPECTED_ERRORS, type AdminCompany, type AdminCompanyAudit, type AdminCompanyMember, type AdminCompanyRole, type AdminMergeCandidate } from '../../../api/admin-companies-contracts';
import type { ShopApi } from '../../../api/client';
import { limitCents } from '../../account/CompanyStore';
import type { AdminPriceRule } from '../price-rules/PriceRulesStore';
import { failure, success, type Notice } from '../shared/notice';
import { Remote } from '../shared/remote';

/** A member's row while the admin edits it: role and the limits as typed in euros (empty = no limit). */
export interface MemberForm {
  id: number;
  role: AdminCompanyRole;
  perOrder: string;
  perMonth: string;
}

/** Cents as the limit fields show them (German decimal comma), '' for no limit. */
export const eurosText = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ','));

const fieldOf = (path: string) => (path === 'limits.perOrderCents' ? 'perOrder' : path === 'limits.perMonthCents' ? 'perMonth' : path);

/**
 * The company page (/shop/firma?cid=, docs/company-admin.md): the company with its members, addresses and pricing,
 * the number of its own customer price rules, the members' change log; the admin changes a member's role and
 * limits (euros typed, cents sent), deactivates and reactivates, and merges another account into the company —
 * first looked up (who it is, where it is now), then confirmed with the company it was seen in.
 */
export class AdminCompanyStore {
  readonly company: Remote<AdminCompany>;
  readonly audit: Remote<AdminCompanyAudit>;
  readonly ownPrices: Remote<AdminPriceRule[]>;
  cid = 0;
  editing: MemberForm | null = null;
  fieldErrors: Record<string, string> = {};
  notice: Notice | null = null;
  busy = false;
  mergeAccount = '';
  mergeRole: AdminCompanyRole = 'buyer';
  candidate: AdminMergeCandidate | null = null;
  /** Own customer price rules of the candidate (they stop applying after the merge); null while unknown. */
  candidatePrices: number | null = null;
  mergeError: string | null = null;

  constructor(
    private readonly api: ShopApi,
    onLoggedOut: () => void,
  ) {
    this.company = new Remote<AdminCompany>(onLoggedOut);
    this.audit = new Remote<AdminCompanyAudit>(onLoggedOut);
    this.ownPrices = new Remote<AdminPriceRule[]>(onLoggedOut);
    makeAutoObservable<AdminCompanyStore, 'api'>(this, { api: false, company: false, audit: false, ownPrices: false }, { autoBind: true });
  }

  /** Shows company `cid` (the URL's); nothing of another company shows while it loads. */
  show(cid: number): void {
    if (cid === this.cid) return;
    this.cid = cid;
    this.editing = null;
    this.fieldErrors = {};
    this.notice = null;
    this.cancelMerge();
    this.mergeAccount = '';
    for (const remote of [this.company, this.audit, this.ownPrices]) remote.clear();
    if (!(cid > 0)) return;
    void this.load();
    void this.ownPrices.load(() => this.api.get('/api/admin/price-rules', { params: { query: { customerId: cid } } }));
  }

  /** Reads the company and its change log again. */
  async load(): Promise<void> {
    const id = this.cid;
    await Promise.all([
      this.company.load(() => this.api.get('/api/admin/companies/{id}', { params: { path: { id } }, expectedErrors: ['companyNotFound'] })),
      this.loadAudit(),
    ]);
  }

  private loadAudit(): Promise<void> {
    const id = this.cid;
    return this.audit.load(() => this.api.get('/api/admin/companies/{id}/audit', { params: { path: { id }, query: { page: 1, pageSize: 50 } } }));
  }

  edit(member: AdminCompanyMember): void {
    this.editing = { id: member.id, role: member.role, perOrder: eurosText(member.limits.perOrderCents), perMonth: eurosText(member.limits.perMonthCents) };
    this.fieldErrors = {};
    this.notice = null;
  }

  cancelEdit(): void {
    this.editing = null;
    this.fieldErrors = {};
  }

  setEditing(patch: Partial<Omit<MemberForm, 'id'>>): void {
    if (!this.editing) return;
    if (patch.role !== undefined && !(COMPANY_ROLES as readonly string[]).includes(patch.role)) return;
    this.editing = { ...this.editing, ...patch };
    for (const key of Object.keys(patch)) delete this.fieldErrors[key];
  }

  /** Saves the edited member's role and limits (euros typed → cents); a wrong amount is named at its field. */
  async saveMember(): Promise<void> {
    const form = this.editing;
    if (!form || this.busy) return;
    const perOrderCents = limitCents(form.perOrder);
    const perMonthCents = limitCents(form.perMonth);
    const errors: Record<string, string> = {};
    if (perOrderCents === undefined) errors.perOrder = 'companyLimitInvalid';
    if (perMonthCents === undefined) errors.perMonth = 'companyLimitInvalid';
    if (Object.keys(errors).length) {
      this.fieldErrors = errors;
      return;
    }
    const saved = await this.change(form.id, { role: form.role, limits: { perOrderCents: perOrderCents ?? null, perMonthCents: perMonthCents ?? null } }, 'adCoMemberSaved');
    if (saved) runInAction(() => (this.editing = null));
  }

  /** Deactivates (the member cannot log in, its sessions end) or reactivates a member. */
  setActive(member: AdminCompanyMember, active: boolean): Promise<boolean> {
    return this.change(member.id, { active }, active ? 'adCoMemberReactivated' : 'adCoMemberDeactivated', { name: member.name || member.email });
  }

  private async change(memberId: number, body: { role?: AdminCompanyRole; limits?: { perOrderCents: number | null; perMonthCents: number | null }; active?: boolean }, done: string, values?: Record<string, string>): Promise<boolean> {
    const id = this.cid;
    if (this.busy || !(id > 0)) return false;
    this.busy = true;
    this.notice = null;
    const answer = await this.api.put('/api/admin/companies/{id}/members/{memberId}', { params: { path: { id, memberId } }, body, expectedErrors: ADMIN_COMPANY_EXPECTED_ERRORS });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.company.data = answer.data;
        this.notice = success(done, values);
      } else if (answer.error.code === 'VALIDATION_FAILED' && answer.error.fields) {
        this.fieldErrors = Object.fromEntries(Object.entries(answer.error.fields).map(([k, v]) => [fieldOf(k), v]));
        this.notice = failure(Object.values(answer.error.fields)[0]);
      } else this.notice = failure(answer.error.code);
    });
    if (answer.ok) await this.loadAudit();
    return answer.ok;
  }

  setMergeAccount(value: string): void {
    this.mergeAccount = value;
    this.candidate = null;
    this.candidatePrices = null;
    this.mergeError = null;
  }

  setMergeRole(role: string): void {
    if ((COMPANY_ROLES as readonly string[]).includes(role)) this.mergeRole = role as AdminCompanyRole;
  }

  /** Looks the typed account (login id or e-mail) up: who it is and which company it is in now. */
  async findCandidate(): Promise<void> {
    const account = this.mergeAccount.trim();
    const id = this.cid;
    if (this.busy || !(id > 0)) return;
    if (!account) {
      this.mergeError = 'adCoMergeAccountMissing';
      return;
    }
    this.busy = true;
    this.mergeError = null;
    const answer = await this.api.get('/api/admin/companies/{id}/merge-candidate', { params: { path: { id }, query: { account } }, expectedErrors: ADMIN_COMPANY_EXPECTED_ERRORS });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) this.candidate = answer.data;
      else this.mergeError = failure(answer.error.code === 'VALIDATION_FAILED' ? 'companyMergeAccountUnknown' : answer.error.code).id;
    });
    const found = this.candidate;
    if (found?.isCompanyAccount) {
      const rules = await this.api.get('/api/admin/price-rules', { params: { query: { customerId: found.accountId } } });
      runInAction(() => {
        if (this.candidate === found) this.candidatePrices = rules.ok ? rules.data.length : null;
      });
    } else runInAction(() => (this.candidatePrices = found ? 0 : null));
  }

  cancelMerge(): void {
    this.candidate = null;
    this.candidatePrices = null;
    this.mergeError = null;
  }

  /** Merges the looked-up account, naming the company it was seen in (an account moved meanwhile is refused). */
  async confirmMerge(): Promise<void> {
    const candidate = this.candidate;
    const id = this.cid;
    if (!candidate || this.busy || !(id > 0)) return;
    this.busy = true;
    this.notice = null;
    const answer = await this.api.post('/api/admin/companies/{id}/merge', {
      params: { path: { id } },
      body: { accountId: candidate.accountId, role: this.mergeRole, expectedCompanyId: candidate.companyId },
      expectedErrors: ADMIN_COMPANY_EXPECTED_ERRORS,
    });
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.company.data = answer.data.company;
        const prices = this.candidatePrices ?? 0;
        this.notice = success(prices > 0 ? 'adCoMergedWithPrices' : 'adCoMerged', { email: candidate.email, count: answer.data.merge.movedAddresses, n: prices, oldId: candidate.accountId });
        this.mergeAccount = '';
        this.mergeRole = 'buyer';
        this.cancelMerge();
      } else this.mergeError = failure(answer.error.code).id;
    });
    if (answer.ok) await this.loadAudit();
  }
}
