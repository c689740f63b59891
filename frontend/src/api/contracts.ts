/**
 * Request and response types of the calls the frontend makes, as named by the rest of the frontend.
 * The shapes come from the OpenAPI document (`npm run openapi` generates ./schema.d.ts from the backend's
 * DTOs); this file only gives them their frontend names. Hand-written here is only what the document
 * cannot say: the client-side answer envelope and the map of POST endpoints `api.post()` is typed by.
 */
import type { components, paths } from './schema';

type Schemas = components['schemas'];

// ---- Envelope ---------------------------------------------------------------------------------------------

/** Every answer is `{ data }` on success or `{ error: { code, message } }` on failure. */
export type ApiError = Schemas['ErrorDto'];
export interface ApiSuccessBody<T> {
  data: T;
}
export type ApiErrorBody = Schemas['ErrorResponse'];

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

// ---- Endpoint map ----------------------------------------------------------------------------------------

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type PostOperation<P extends string> = `/api${P}` extends keyof paths ? NonNullable<paths[`/api${P}`]['post']> : never;

/**
 * The request body and the `data` of the 200 answer of `POST /api{P}`, read from the generated `paths`.
 * An operation without a request body takes `{}`.
 */
export type PostEndpoint<P extends string> = {
  body: PostOperation<P> extends { requestBody: infer R } ? JsonOf<R> : Record<string, never>;
  data: PostOperation<P> extends { responses: { 200: infer A } } ? (JsonOf<A> extends { data: infer D } ? D : never) : never;
};

/** POST endpoints relative to the API base ('/api'): request body and the `data` of the answer. */
export interface PostEndpoints {
  '/facade/frontend/init': PostEndpoint<'/facade/frontend/init'>;
  '/webpage/params': PostEndpoint<'/webpage/params'>;
  '/int/add': PostEndpoint<'/int/add'>;
  '/system/frontend-error': PostEndpoint<'/system/frontend-error'>;
}

export type PostPath = keyof PostEndpoints;
