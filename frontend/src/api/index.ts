export { ApiClient, readApiCode, API_CODE_META, DEV_API_CODE } from './client';
export type { ApiResult, ApiClientOptions, ShopApi } from './client';
export type * from './contracts';
