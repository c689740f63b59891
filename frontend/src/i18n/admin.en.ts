// The admin app's texts in English: loaded by the admin app only.
export { adminAppEn as texts } from '../../../libs/i18n/src/areas/admin-app.en';
