import { accountCompanyDe } from './account-company.de';
import { companyApprovalDe } from './company-approval.de';
import { accountOffersDe } from './account-offers.de';
import { accountPagesDe } from './account-pages.de';
import { requisitionListsDe } from './requisition-lists.de';

/**
 * The account area's texts (de) that only its own pages show: the offers page, the company page, the invitation, the requisition
 * lists. The browser loads them with those pages (a chunk of their own), so the storefront's entry carries none.
 */
export const accountDe = { ...accountPagesDe, ...accountOffersDe, ...accountCompanyDe, ...companyApprovalDe, ...requisitionListsDe } as const;
