// The admin app's texts: every admin area in one catalogue, loaded by the admin app only (the storefront's
// pages never carry them; docs/decisions/0039-storefront-entry-budget.md).
import { adminEn } from './admin.en';
import { adminDailyEn } from './admin-daily.en';
import { adminOpsEn } from './admin-ops.en';
import { adminSpaEn } from './admin-spa.en';
import { adminOrdersEn } from './admin-orders.en';
import { adminRulesEn } from './admin-rules.en';
import { adminToolsEn } from './admin-tools.en';
import { adminFilesEn } from './admin-files.en';
import { adminImportEn } from './admin-import.en';
import { adminBackupEn } from './admin-backup.en';
import { adminContactEn } from './admin-contact.en';
import { adminOffersEn } from './admin-offers.en';
import { adminCompaniesEn } from './admin-companies.en';
import { adminCustomersEn } from './admin-customers.en';
import { adminConfiguratorsEn } from './admin-configurators.en';
import { adminProductEditorEn } from './admin-product-editor.en';

export const adminAppEn = {
  ...adminEn,
  ...adminDailyEn,
  ...adminOpsEn,
  ...adminSpaEn,
  ...adminOrdersEn,
  ...adminRulesEn,
  ...adminToolsEn,
  ...adminFilesEn,
  ...adminImportEn,
  ...adminBackupEn,
  ...adminContactEn,
  ...adminOffersEn,
  ...adminCompaniesEn,
  ...adminCustomersEn,
  ...adminConfiguratorsEn,
  ...adminProductEditorEn,
};
