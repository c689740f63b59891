// The account pages' texts in English (offers, company, invitation, requisition lists): loaded with those pages.
export { accountEn as texts } from '../../../libs/i18n/src/areas/account.en';
