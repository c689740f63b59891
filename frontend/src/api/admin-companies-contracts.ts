/**
 * Types of the admin's company calls (docs/company-admin.md), from the OpenAPI document (./schema.d.ts, generated
 * from backend/src/modules/identity/interface/http/dto/admin-companies.dto.ts).
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type AdminCompanyList = Schemas['AdminCompaniesDataDto'];
export type AdminCompanyListItem = Schemas['AdminCompanyListItemDto'];
export type AdminCompany = Schemas['AdminCompanyDto'];
export type AdminCompanyMember = Schemas['AdminCompanyMemberDto'];
export type AdminCompanyRole = AdminCompanyMember['role'];
export type AdminMergeCandidate = Schemas['AdminCompanyMergeCandidateDto'];
export type AdminMergeResult = Schemas['AdminCompanyMergeResultDto'];
export type AdminCompanyAudit = Schemas['AdminCompanyAuditDataDto'];
export type AdminCompanyAuditEntry = Schemas['AdminCompanyAuditEntryDto'];

/** The answers the company pages show as messages (not faults to report). */
export const ADMIN_COMPANY_EXPECTED_ERRORS = [
  'companyNotFound',
  'companyMemberNotFound',
  'companyLastAdmin',
  'companyMergeAccountUnknown',
  'companyMergeSelf',
  'companyMergeAlreadyMember',
  'companyMergeLastAdmin',
  'companyMergeHasMembers',
  'companyMergeChanged',
  'VALIDATION_FAILED',
] as const;
