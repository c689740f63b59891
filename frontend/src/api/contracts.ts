/**
 * Frontend names for schemas of the OpenAPI document (`npm run openapi` generates ./schema.d.ts from the
 * backend's DTOs). Only aliases: the calls themselves are typed from the document's `paths` by the client.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

// ---- Envelope ---------------------------------------------------------------------------------------------

/** Every answer is `{ data }` on success or `{ error: { code, message, fields? } }` on failure. */
export type ApiError = Schemas['ErrorDto'];

// ---- Config ---------------------------------------------------------------------------------------------

export type ShopConfig = Schemas['GeneralConfigDto'];
export type CookieCategory = ShopConfig['cookieCategories'][number];
export type IntLevel = ShopConfig['intLevel'];
export type LocalizedText = Schemas['LocalizedText'];
export type SocialChannel = Schemas['SocialChannelDto'];
export type BrandLocation = Schemas['LocationDto'];
export type BrandConfig = Schemas['BrandConfigDto'];

// ---- Content ------------------------------------------------------------------------------------------

export type Webpage = Schemas['WebpageDto'];
export type AccessCondition = NonNullable<Webpage['accessCondition']>;
export type MenuItem = Schemas['MenuItemDto'];
/** menu code ('main', 'footer', 'footerLegal') → locale → items. */
export type Menus = Schemas['InitDataDto']['menus'];
export type ProductCategory = Schemas['ProductCategoryDto'];
export type Redirect = Schemas['RedirectDto'];

// ---- Session ------------------------------------------------------------------------------------------

export type SessionUser = Schemas['UserDto'];
export type SessionAdminUser = Schemas['AdminUserDto'];
export type InitStore = Schemas['InitialStoreDto'];
export type InitData = Schemas['InitDataDto'];

// ---- Web page params ----------------------------------------------------------------------------------

export type ContentSection = Schemas['ContentSectionDto'];
export type WebpageParamsResponse = Schemas['WebpageParamsData'];
export type WebpageParams = WebpageParamsResponse['params'];

// ---- Tracking and error reports -------------------------------------------------------------------------

export type TrackingRequest = Schemas['TrackingRequest'];
export type FrontendErrorRequest = Schemas['FrontendErrorRequest'];
