import type { accountDe } from './account.de';
import { accountCompanyEn } from './account-company.en';
import { companyApprovalEn } from './company-approval.en';
import { accountOffersEn } from './account-offers.en';
import { accountPagesEn } from './account-pages.en';
import { requisitionListsEn } from './requisition-lists.en';

/** The account area's texts (en); the keys must match ./account.de.ts. */
export const accountEn: Record<keyof typeof accountDe, string> = { ...accountPagesEn, ...accountOffersEn, ...accountCompanyEn, ...companyApprovalEn, ...requisitionListsEn };
