// The account pages' texts in German (offers, company, invitation, requisition lists): loaded with those pages.
export { accountDe as texts } from '../../../libs/i18n/src/areas/account.de';
