// The storefront's texts in English: a chunk of their own, loaded and preloaded for pages in that language.
export { storefrontEn as texts } from '../../../libs/i18n/src/en';
