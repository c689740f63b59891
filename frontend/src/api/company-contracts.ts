/**
 * The company account calls (docs/company-accounts.md): the caller's company, members, invitations. Shapes from
 * the generated OpenAPI types (./schema.d.ts).
 */
import type { ApiResult, ShopApi } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

export type CompanyView = Schemas['CompanyDto'];
export type CompanyMember = Schemas['CompanyMemberDto'];
export type CompanyRole = CompanyMember['role'];
export type InviteMemberRequest = Schemas['InviteMemberRequest'];
export type ChangeMemberRequest = Schemas['ChangeMemberRequest'];
export type Invitation = Schemas['InvitationDto'];

/** The answers the company pages show as messages (not faults to report). */
export const COMPANY_EXPECTED_ERRORS = [
  'companyPermissionDenied',
  'companyMemberNotFound',
  'companyMemberEmailTaken',
  'companyLastAdmin',
  'companyInvitationInvalid',
  'VALIDATION_FAILED',
] as const;

export interface CompanyApi {
  company(): Promise<ApiResult<CompanyView>>;
  invite(body: InviteMemberRequest): Promise<ApiResult<CompanyView>>;
  change(id: number, body: ChangeMemberRequest): Promise<ApiResult<CompanyView>>;
  invitation(ssc: string): Promise<ApiResult<Invitation>>;
  accept(body: { ssc: string; password: string; privacyPolicyAccepted: true; locale: 'de' | 'en' }): Promise<ApiResult<boolean>>;
}

/** The company calls over the app's API client. */
export function companyApiOf(client: ShopApi): CompanyApi {
  const expectedErrors = COMPANY_EXPECTED_ERRORS;
  return {
    company: () => client.get('/api/company', { expectedErrors }),
    invite: (body) => client.post('/api/company/members', { body, expectedErrors }),
    change: (id, body) => client.put('/api/company/members/{id}', { params: { path: { id } }, body, expectedErrors }),
    invitation: (ssc) => client.get('/api/company/invitation', { params: { query: { ssc } }, expectedErrors }),
    accept: (body) => client.post('/api/company/invitation', { body, expectedErrors }),
  };
}
