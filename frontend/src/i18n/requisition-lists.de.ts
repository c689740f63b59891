// The requisition lists' texts in German: loaded with the account page and the 'add to requisition list' controls.
export { requisitionListsDe as texts } from '../../../libs/i18n/src/areas/requisition-lists.de';
