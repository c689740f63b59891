// The admin app's texts: every admin area in one catalogue, loaded by the admin app only (the storefront's
// pages never carry them; docs/decisions/0039-storefront-entry-budget.md).
import { adminDe } from './admin.de';
import { adminDailyDe } from './admin-daily.de';
import { adminOpsDe } from './admin-ops.de';
import { adminSpaDe } from './admin-spa.de';
import { adminOrdersDe } from './admin-orders.de';
import { adminRulesDe } from './admin-rules.de';
import { adminToolsDe } from './admin-tools.de';
import { adminFilesDe } from './admin-files.de';
import { adminImportDe } from './admin-import.de';
import { adminBackupDe } from './admin-backup.de';
import { adminContactDe } from './admin-contact.de';
import { adminOffersDe } from './admin-offers.de';
import { adminCompaniesDe } from './admin-companies.de';
import { adminCustomersDe } from './admin-customers.de';
import { adminConfiguratorsDe } from './admin-configurators.de';
import { adminProductEditorDe } from './admin-product-editor.de';

export const adminAppDe = {
  ...adminDe,
  ...adminDailyDe,
  ...adminOpsDe,
  ...adminSpaDe,
  ...adminOrdersDe,
  ...adminRulesDe,
  ...adminToolsDe,
  ...adminFilesDe,
  ...adminImportDe,
  ...adminBackupDe,
  ...adminContactDe,
  ...adminOffersDe,
  ...adminCompaniesDe,
  ...adminCustomersDe,
  ...adminConfiguratorsDe,
  ...adminProductEditorDe,
} as const;
