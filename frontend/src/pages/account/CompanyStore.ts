import { makeAutoObservable, runInAction } from 'mobx';
import { COMPANY_ROLES, toCents, type CompanyRole } from '@shop/domain';
import type { CompanyApi, CompanyMember, CompanyView } from '../../api/company-contracts';
import type { LoadStatus } from '../../stores/AccountStore';

/** The limits as typed in euros: empty means no limit. */
export interface LimitFields {
  perOrder: string;
  perMonth: string;
}

export interface InviteForm extends LimitFields {
  email: string;
  salutation: 'mr' | 'mrs';
  firstname: string;
  lastname: string;
  role: CompanyRole;
}

const emptyInvite = (): InviteForm => ({ email: '', salutation: 'mrs', firstname: '', lastname: '', role: 'buyer', perOrder: '', perMonth: '' });

/** Euros as typed ('1.500,50', '1500.5', '') → cents or null; undefined when not an amount. */
export function limitCents(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  // German input groups thousands with '.' ('2.000') and separates cents with ','; '1500.5' is read as written.
  const grouped = !t.includes(',') && /^\d{1,3}(\.\d{3})+$/.test(t);
  const plain = t.includes(',') || grouped ? t.replace(/\./g, '').replace(',', '.') : t;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return toCents(plain);
}

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/**
 * The account's company page (docs/company-accounts.md): the company, the caller's role and limits, the members;
 * a company admin invites colleagues and changes roles, limits and activity. The server decides every rule
 * (roles, last admin, limits); this store shows its answers and message ids. Made with its page (its own chunk).
 */
export class CompanyStore {
  view: CompanyView | null = null;
  status: LoadStatus = 'idle';
  /** A message id from the last action (an error) or a success text id. */
  message: { kind: 'error' | 'success'; id: string; params?: Record<string, string> } | null = null;
  fieldErrors: Record<string, string> = {};
  invite: InviteForm = emptyInvite();
  busy = false;
  /** The member being edited, with the form's values. */
  editing: { id: number; role: CompanyRole; perOrder: string; perMonth: string } | null = null;

  constructor(
    private readonly api: CompanyApi,
    private readonly onLoggedOut: () => void,
  ) {
    makeAutoObservable<CompanyStore, 'api' | 'onLoggedOut'>(this, { api: false, onLoggedOut: false }, { autoBind: true });
  }

  get canManage(): boolean {
    return this.view?.me.permissions.includes('manageMembers') ?? false;
  }

  get roles(): readonly CompanyRole[] {
    return COMPANY_ROLES;
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    const answer = await this.api.company();
    runInAction(() => {
      if (answer.ok) {
        this.view = answer.data;
        this.status = 'loaded';
      } else {
        this.status = 'error';
        if (answer.status === 401) this.onLoggedOut();
      }
    });
  }

  setInvite<K extends keyof InviteForm>(field: K, value: InviteForm[K]): void {
    this.invite = { ...this.invite, [field]: value };
    const { [field]: _dropped, ...rest } = this.fieldErrors;
    void _dropped;
    this.fieldErrors = rest;
  }

  private limitsOf(fields: LimitFields): { limits: { perOrderCents: number | null; perMonthCents: number | null } } | { errors: Record<string, string> } {
    const perOrderCents = limitCents(fields.perOrder);
    const perMonthCents = limitCents(fields.perMonth);
    const errors: Record<string, string> = {};
    if (perOrderCents === undefined) errors.perOrder = 'companyLimitInvalid';
    if (perMonthCents === undefined) errors.perMonth = 'companyLimitInvalid';
    if (Object.keys(errors).length) return { errors };
    return { limits: { perOrderCents: perOrderCents ?? null, perMonthCents: perMonthCents ?? null } };
  }

  /** Sends the invitation; the form empties on success. Answers whether it was sent. */
  async sendInvite(locale: 'de' | 'en'): Promise<boolean> {
    if (this.busy) return false;
    const limits = this.limitsOf(this.invite);
    if ('errors' in limits) {
      this.fieldErrors = limits.errors;
      return false;
    }
    const { email, salutation, firstname, lastname, role } = this.invite;
    this.busy = true;
    this.message = null;
    const answer = await this.api.invite({ email: email.trim(), salutation, firstname: firstname.trim(), lastname: lastname.trim(), role, limits: limits.limits, locale });
    return runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.view = answer.data;
        this.message = { kind: 'success', id: 'companyInvited', params: { email: email.trim() } };
        this.invite = emptyInvite();
        this.fieldErrors = {};
        return true;
      }
      this.fail(answer.error);
      return false;
    });
  }

  startEdit(member: CompanyMember): void {
    this.editing = { id: member.id, role: member.role, perOrder: euros(member.limits?.perOrderCents ?? null), perMonth: euros(member.limits?.perMonthCents ?? null) };
    this.fieldErrors = {};
  }

  setEdit(field: 'role' | 'perOrder' | 'perMonth', value: string): void {
    if (!this.editing) return;
    this.editing = { ...this.editing, [field]: value } as NonNullable<CompanyStore['editing']>;
  }

  cancelEdit(): void {
    this.editing = null;
    this.fieldErrors = {};
  }

  async saveEdit(): Promise<void> {
    if (!this.editing || this.busy) return;
    const limits = this.limitsOf(this.editing);
    if ('errors' in limits) {
      this.fieldErrors = limits.errors;
      return;
    }
    await this.change(this.editing.id, { role: this.editing.role, limits: limits.limits });
  }

  setActive(member: CompanyMember, active: boolean): Promise<void> {
    return this.change(member.id, { active });
  }

  private async change(id: number, body: Parameters<CompanyApi['change']>[1]): Promise<void> {
    this.busy = true;
    this.message = null;
    const answer = await this.api.change(id, body);
    runInAction(() => {
      this.busy = false;
      if (answer.ok) {
        this.view = answer.data;
        this.editing = null;
        this.message = { kind: 'success', id: 'companyMemberSaved' };
      } else this.fail(answer.error);
    });
  }

  private fail(error: { code: string; fields?: Record<string, string> }): void {
    if (error.code === 'notLoggedIn') this.onLoggedOut();
    const fields = error.fields ?? {};
    this.fieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^limits\.perOrderCents$/, 'perOrder').replace(/^limits\.perMonthCents$/, 'perMonth'), v]));
    this.message = { kind: 'error', id: error.code };
  }
}
