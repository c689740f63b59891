/**
 * Every user-facing message id this library can return.
 *
 * Functions never return prose: they return one of these ids and the UI/server
 * translates it (see `@shop/i18n`). Ids marked "spec" are the
 * shop's fixed messages (docs/rules/errors.md#message-ids); the others were added where a rule needs an id.
 */
export const DOMAIN_MESSAGE_IDS = [
  // --- validation (docs/rules/validation.md) ---
  'invalidEmailMessage', // spec
  'invalidNewEmailMessage', // spec
  'invalidNameMessage', // spec
  'invalidCompanyNameMessage', // spec
  'invalidCustomerIdMessage', // spec
  'invalidStreetMessage', // spec
  'invalidPostOfficeBoxMessage', // spec
  'invalidZipCodeMessage', // spec
  'invalidCityMessage', // spec
  'invalidPhoneMessage', // spec
  'invalidPasswordMessage', // spec
  'passwordMismatchMessage', // spec
  'invalidContactFormMessage', // spec
  'mustEnterValidFilename', // spec
  'mustEnterEmail', // spec
  'mustEnterPassword', // spec
  'invalidAntiSpamMessage', // spec
  'mustConfirmPrivacyPolicyMessage', // spec
  'requiredFieldMessage', // added: a required field without its own id (address name line 1)
  'invalidCountryMessage', // added: address country missing or not in the country list
  'streetOrPostOfficeBoxMessage', // added: address has both a street and a post office box
  'invalidSalutationMessage', // added: salutation other than mr / mrs
  // --- VAT ids and the VAT treatment (vat-id.ts, vat.ts; docs/vat.md) ---
  'vatIdCountryUnknown', // added: a VAT id without the prefix of an EU member state (or XI)
  'vatIdFormatInvalid', // added: not the format the member state issues
  'vatIdCheckDigitInvalid', // added: the member state's check digit does not match
  'vatIdNotRegistered', // added: VIES says the id is not valid (the destination's VAT is charged)
  'vatIdCheckUnavailable', // added: VIES could not be asked (the destination's VAT is charged)
  'vatIdOfSellerCountry', // added: an id of the seller's own country does not make a delivery abroad tax-free
  // --- order quantity (docs/rules/validation.md#order-quantity) ---
  'invalidOrderQuantityEmpty', // spec
  'invalidOrderQuantityInteger', // spec
  'invalidOrderQuantityNumber', // added: not a number (decimal quantity types)
  'invalidOrderQuantityMin', // added: 0 or less, or below the product type's min
  'invalidOrderQuantityMax', // added: above the product type's max
  'invalidOrderQuantityIncrement', // added: not a multiple of the increment
  'minOrderValueNotReachedMsg', // spec
  // --- cart import (docs/rules/validation.md#cart-files) ---
  'articleIdMissing', // added: a cart file row without an article number
  'productIdUnknown', // spec
  'productOnlyOnRequest', // added: a product that is only on request cannot be put into the cart
  'customProductInvalid', // added: unknown custom product type, configuration not flat, or not available
  'customConfigurationNotAllowed', // added: a catalogue article (no custom product type) sent with a configuration
  'cartPositionLimitReached', // added: the cart holds its maximum number of positions
  'cartImportMissingColumnsMsg', // added: the file has no header with the columns quantity and articleId
  'cartImportEmptyMsg', // added: the file has no data row
  'cartImportTooManyRowsMsg', // added: the file has more data rows than a cart import reads
  // --- availability and delivery (docs/rules/entities.md#availability, docs/rules/constants.md#delivery-times) ---
  'deliverableImmediately', // spec
  'deliverablePartialStock', // added label id for stock status 1
  'deliverableNoStock', // added label id for stock status 2
  'readyForShipmentWithinXDays', // spec
  'deliveryBefore', // added: "delivery before {0}"
  'deliveryOn', // added: "delivery on {0}"
  'deliveryBetween', // added: "delivery between {0} and {1}"
  // --- search (docs/rules/validation.md#search-terms) ---
  'searchTermTooShort', // spec
  'noSearchResults', // spec
  'searchTooManyResults', // spec
  // --- quick order (docs/rules/screens-and-routes.md#cart-views: pasted article numbers and quantities; also productIdUnknown, productOnlyOnRequest above) ---
  'quickOrderEmpty', // added: the text has no line with an article number
  'quickOrderTooManyLines', // added: more lines than QUICK_ORDER_MAX_LINES at once
  'quickOrderLineUnreadable', // added: no article number, more than two cells or an ambiguous separator
  'quickOrderQuantityUnreadable', // added: the quantity is no number with the locale's separators
  // --- hose configurator (configurators/hose.ts, HOSE_MESSAGE_IDS) ---
  'invalidHoseCodeMessage', // spec
  'hcInstructionInvalidHoseLength', // spec
  'hcInstructionSuccess', // spec
  'configAlreadySaved', // spec
  'hcConfigurationCompleted', // added: the spec's 'Configuration successfully completed'
  'hcConfigurationSaved', // added: the spec's 'The configuration has been saved'
  'hcPartDoesNotFit', // added
  'hcProductUnavailable', // added
  'hcStepNotAvailable', // added
  'hcScrewFittingNotNeeded', // added
  'hcInsulationNotOffered', // added
  'hcRequiredPartMissing', // added
  'hcAssemblyDirectionMissing', // added
  'hcConfigurationIncomplete', // added
  // --- ejector configurator (configurators/ejector.ts) ---
  'ecInvalidEjectorCodeMessage', // spec
  'ecInvalidLength', // spec
  'ecLengthMinMaxMessage', // spec
  'ecIncompleteConfiguration', // added: a stored configuration lacks a step, dimension, length or solution
  // --- automation configurator (configurators/automation.ts, AUTOMATION_MESSAGE_IDS) ---
  'acPleaseLogin', // spec
  'acInstructionServiceRobotics4', // spec
  'acSelectProduct', // added
  'acStepNotSkippable', // added
  'acRobotRequired', // added
  'acInvalidQuantity', // added
  'acDuplicateProduct', // added
  'acFenceLengthOutOfRange', // added
  'acInvalidHatchWidth', // added
  'acFenceDoorNoPanel', // added
  'acFenceElementUnavailable', // added
  'acInvalidServiceCountry', // added
  'acInvalidZipArea', // added
  'acServiceLocationRequired', // added
  'acServiceUnavailable', // added
  'acInvalidConfiguration', // added
  // --- company order approval (order-approval.ts, ADR 0051) ---
  'companyRoleCannotOrder', // added: the member's role may not place orders (viewer)
  'companyCannotApproveOwnOrder', // added: an approver approves or rejects other members' orders only
  'orderApprovalAlreadyDecided', // added: the order was approved or rejected already (or never waited)
  'orderRejectionReasonInvalid', // added: a rejection needs a reason of 1 to 500 characters
  'companyApprovalNotAllowed', // added: the member's role may not approve
  'invalidCostCentre', // added: cost centre longer than 35 characters
] as const;

/** Union of all message ids returned by `@shop/domain`. */
export type DomainMessageId = (typeof DOMAIN_MESSAGE_IDS)[number];
