// The requisition lists' texts in English: loaded with the account page and the 'add to requisition list' controls.
export { requisitionListsEn as texts } from '../../../libs/i18n/src/areas/requisition-lists.en';
