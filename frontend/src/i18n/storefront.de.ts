// The storefront's texts in German: a chunk of their own, loaded and preloaded for pages in that language.
export { storefrontDe as texts } from '../../../libs/i18n/src/de';
