// The admin app's texts in German: loaded by the admin app only.
export { adminAppDe as texts } from '../../../libs/i18n/src/areas/admin-app.de';
