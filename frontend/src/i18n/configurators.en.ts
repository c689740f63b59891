// The configurators' texts in English: loaded with a configurator page.
export { configuratorsEn as texts } from '../../../libs/i18n/src/areas/configurators.en';
