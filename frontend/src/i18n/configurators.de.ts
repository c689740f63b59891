// The configurators' texts in German: loaded with a configurator page.
export { configuratorsDe as texts } from '../../../libs/i18n/src/areas/configurators.de';
