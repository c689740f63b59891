// The whole catalogue of each language, put together from its areas: the storefront's texts (./de, ./en), the
// configurators', the admin app's and the requisition lists'. The backend and the server render use the whole catalogue; the browser
// loads each area of the current language where it is used (frontend/src/i18n/texts.ts).
import { adminAppDe } from './areas/admin-app.de';
import { adminAppEn } from './areas/admin-app.en';
import { configuratorsDe } from './areas/configurators.de';
import { configuratorsEn } from './areas/configurators.en';
import { requisitionListsDe } from './areas/requisition-lists.de';
import { requisitionListsEn } from './areas/requisition-lists.en';
import { storefrontDe } from './de';
import { storefrontEn } from './en';
import type { Catalogue } from './types';

export const de = { ...storefrontDe, ...configuratorsDe, ...adminAppDe, ...requisitionListsDe } as const;

/** Typed as `Catalogue`, so TypeScript rejects a missing key. */
export const en: Catalogue = { ...storefrontEn, ...configuratorsEn, ...adminAppEn, ...requisitionListsEn };
