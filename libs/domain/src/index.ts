/**
 * @shop/domain — pure, framework-free domain rules shared by backend and
 * frontend. Functions report user-facing problems as message ids (see
 * DOMAIN_MESSAGE_IDS), never as prose.
 */
export * from './message-ids';
export * from './result';
export * from './domain-error';
export * from './locale';
export * from './decimal';
export * from './money';
export * from './slug';
export * from './order-quantity';
export * from './quick-order';
export * from './availability';
export * from './delivery-date';
export * from './countries';
export * from './validation';
export * from './search';
export * from './filters';
export * from './list-state';
export * from './route-layer';
export * from './catalogue-paths';
export * from './orders';
export * from './admin-search';
export * from './prng';
export * from './pricing';
export * from './checkout';
export * from './vat-id';
export * from './vat';
export * from './offers';
export * from './offer-status';
export * from './page-blocks';
export * from './configurators/hose-data';
export * from './configurators/hose';
export * from './configurators/ejector-data';
export * from './configurators/ejector';
export * from './configurators/automation-tables';
export * from './configurators/automation';
export * from './configurators/custom-product-code';
export * from './configurators/configuration-shape';
export * from './contact-requests';
export * from './customer-incoterms';
export * from './configurators/configurator-data-admin';
export * from './company';
export * from './requisition-lists';
export * from './order-approval';
