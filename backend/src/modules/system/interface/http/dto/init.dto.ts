import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the init payload (`POST /api/facade/frontend/init`). */
export class LocalizedText {
  de!: string;
  en!: string;
}

export class LanguageDto {
  /** @example de */
  code!: string;
}

export class I18nDto {
  languages!: LanguageDto[];
}

export class ListPriceInfoDto {
  enable!: boolean;
}

export class SalesConfigDto {
  /** @example EUR */
  @ApiProperty({ enum: ['EUR'] }) currency!: string;
  listPriceInfo!: ListPriceInfoDto;
  cartExportImport!: boolean;
  enableOffer!: boolean;
  /** Cart lifetime in days */
  cartTTL!: number;
  /** Minimum order value in cents (value of goods after discounts) */
  minOrderValue?: number | null;
  /** Minimum offer value in cents */
  minOfferValue?: number | null;
}

export class ImagePathDto {
  /** @example /media/products/ */
  path!: string;
}
export class ProductConfigDto {
  image!: ImagePathDto;
}

export class HeaderConfigDto {
  type!: 'default' | 'type2';
  upperCaseLanguageCodes!: boolean;
}

export class BrandAddressDto {
  street!: string;
  zip!: string;
  city!: string;
  countryI18nId!: string;
}
export class BrandPhoneDto {
  central!: string;
  fax!: string;
}
export class CommercialRegisterDto {
  location!: string;
  number!: string;
}
export class BrandLegalDto {
  commercialRegister!: CommercialRegisterDto;
  vatId!: string;
  dunsId!: string;
  personInCharge!: string;
  /** Locale of the legally valid version of the legal pages */
  langVersionThatApplies!: string;
}
export class SocialChannelDto {
  name!: string;
  id!: string;
  url!: string;
}
export class LocationDto {
  img!: string;
  name!: LocalizedText;
  /** Country code */
  cc!: string;
  addressLines!: string[];
  phone!: string;
  mail!: string;
  web!: string;
}
export class BrandConfigDto {
  longName!: string;
  shortName!: string;
  address!: BrandAddressDto;
  phone!: BrandPhoneDto;
  email!: string;
  legal!: BrandLegalDto;
  /** Channels per locale */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/SocialChannelDto' } } })
  socialMedia!: Record<string, SocialChannelDto[]>;
  locations!: LocationDto[];
}

export class GeneralConfigDto {
  apiCode!: string;
  baseUrl!: string;
  apiBaseUrl!: string;
  /** @example de */
  @ApiProperty({ enum: ['de'] }) defaultLocale!: string;
  i18n!: I18nDto;
  /** @example admin */
  adminSlug!: string;
  /**
   * Subset of Tec, Stat, Per, Ads
   * @example ["Tec","Stat","Per"]
   */
  @ApiProperty({ enum: ['Tec', 'Stat', 'Per', 'Ads'], isArray: true })
  cookieCategories!: string[];
  intLevel!: 'off' | 'basic' | 'full';
  sales!: SalesConfigDto;
  product!: ProductConfigDto;
  /** Homepage path per locale; a locale without one is not installed */
  @ApiProperty({ example: { de: '/', en: '/en' } })
  homepage!: Record<string, string>;
  /** @example #0b4f8a */
  themeColor!: string;
  header!: HeaderConfigDto;
  brand!: BrandConfigDto;
}

export class WebpageDto {
  id!: number;
  /** Translation code shared by the language versions of one page */
  code!: string;
  locale!: string;
  /** Full path including the /en prefix */
  path!: string;
  component!: string;
  /** Prefix match instead of exact match */
  prefix!: boolean;
  @ApiProperty({ type: String, enum: ['not-logged-in', 'logged-in', 'admin-not-logged-in', 'admin-logged-in', 'not-installed', 'installed'] })
  accessCondition!: string | null;
  redirectTarget!: string | null;
  label!: string;
  description!: string;
  robots!: string;
}

export class MenuItemDto {
  label!: string;
  link!: string;
  image?: string;
  layout?: string;
  subitems?: MenuItemDto[];
}

export class ProductCategoryDto {
  id!: string;
  parentId!: string | null;
  sort!: number;
  image!: string | null;
  name!: LocalizedText;
  /** Full URL path per locale */
  path!: LocalizedText;
  productCount!: number;
}

export class RedirectDto {
  path!: string;
  /** '/…' in-app, 'http…' full page, anything else gets https:// and is full page */
  target!: string;
}

export class InitialStoreDto {
  /** The logged-in customer, from the customer session cookie */
  @ApiProperty({ nullable: true, allOf: [{ $ref: '#/components/schemas/UserDto' }] })
  user!: unknown;
  /** The logged-in admin, from the admin session cookie */
  @ApiProperty({ nullable: true, allOf: [{ $ref: '#/components/schemas/AdminUserDto' }] })
  adminUser!: unknown;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) groupPriceRules!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) defaultPriceRules!: unknown[];
  /** The logged-in customer's orders, newest first */
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/OrderDto' } })
  orders!: unknown[];
}

export class InitDataDto {
  config!: GeneralConfigDto;
  webpages!: WebpageDto[];
  /** Menu code → locale → items */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/MenuItemDto' } } },
  })
  menus!: Record<string, Record<string, MenuItemDto[]>>;
  productCategories!: ProductCategoryDto[];
  redirects!: RedirectDto[];
  store!: InitialStoreDto;
}

export class InitResponseDto {
  data!: InitDataDto;
}
