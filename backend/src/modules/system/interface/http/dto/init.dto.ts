import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of the init payload (`POST /api/facade/frontend/init`). */
export class LocalizedText {
  @ApiProperty() de!: string;
  @ApiProperty() en!: string;
}

export class LanguageDto {
  @ApiProperty({ example: 'de' }) code!: string;
}

export class I18nDto {
  @ApiProperty({ type: [LanguageDto] }) languages!: LanguageDto[];
}

export class ListPriceInfoDto {
  @ApiProperty() enable!: boolean;
}

export class SalesConfigDto {
  @ApiProperty({ enum: ['EUR'], example: 'EUR' }) currency!: string;
  @ApiProperty({ type: ListPriceInfoDto }) listPriceInfo!: ListPriceInfoDto;
  @ApiProperty() cartExportImport!: boolean;
  @ApiProperty() enableOffer!: boolean;
  @ApiProperty({ description: 'Cart lifetime in days' }) cartTTL!: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minimum order value in cents (value of goods after discounts)' }) minOrderValue?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minimum offer value in cents' }) minOfferValue?: number | null;
}

export class ImagePathDto {
  @ApiProperty({ example: '/media/products/' }) path!: string;
}
export class ProductConfigDto {
  @ApiProperty({ type: ImagePathDto }) image!: ImagePathDto;
}

export class HeaderConfigDto {
  @ApiProperty({ enum: ['default', 'type2'] }) type!: 'default' | 'type2';
  @ApiProperty() upperCaseLanguageCodes!: boolean;
}

export class BrandAddressDto {
  @ApiProperty() street!: string;
  @ApiProperty() zip!: string;
  @ApiProperty() city!: string;
  @ApiProperty() countryI18nId!: string;
}
export class BrandPhoneDto {
  @ApiProperty() central!: string;
  @ApiProperty() fax!: string;
}
export class CommercialRegisterDto {
  @ApiProperty() location!: string;
  @ApiProperty() number!: string;
}
export class BrandLegalDto {
  @ApiProperty({ type: CommercialRegisterDto }) commercialRegister!: CommercialRegisterDto;
  @ApiProperty() vatId!: string;
  @ApiProperty() dunsId!: string;
  @ApiProperty() personInCharge!: string;
  @ApiProperty({ description: 'Locale of the legally valid version of the legal pages' }) langVersionThatApplies!: string;
}
export class SocialChannelDto {
  @ApiProperty() name!: string;
  @ApiProperty() id!: string;
  @ApiProperty() url!: string;
}
export class LocationDto {
  @ApiProperty() img!: string;
  @ApiProperty({ type: LocalizedText }) name!: LocalizedText;
  @ApiProperty({ description: 'Country code' }) cc!: string;
  @ApiProperty({ type: [String] }) addressLines!: string[];
  @ApiProperty() phone!: string;
  @ApiProperty() mail!: string;
  @ApiProperty() web!: string;
}
export class BrandConfigDto {
  @ApiProperty() longName!: string;
  @ApiProperty() shortName!: string;
  @ApiProperty({ type: BrandAddressDto }) address!: BrandAddressDto;
  @ApiProperty({ type: BrandPhoneDto }) phone!: BrandPhoneDto;
  @ApiProperty() email!: string;
  @ApiProperty({ type: BrandLegalDto }) legal!: BrandLegalDto;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/SocialChannelDto' } }, description: 'Channels per locale' })
  socialMedia!: Record<string, SocialChannelDto[]>;
  @ApiProperty({ type: [LocationDto] }) locations!: LocationDto[];
}

export class GeneralConfigDto {
  @ApiProperty() apiCode!: string;
  @ApiProperty() baseUrl!: string;
  @ApiProperty() apiBaseUrl!: string;
  @ApiProperty({ enum: ['de'], example: 'de' }) defaultLocale!: string;
  @ApiProperty({ type: I18nDto }) i18n!: I18nDto;
  @ApiProperty({ example: 'admin' }) adminSlug!: string;
  @ApiProperty({ enum: ['Tec', 'Stat', 'Per', 'Ads'], isArray: true, description: 'Subset of Tec, Stat, Per, Ads', example: ['Tec', 'Stat', 'Per'] })
  cookieCategories!: string[];
  @ApiProperty({ enum: ['off', 'basic', 'full'] }) intLevel!: 'off' | 'basic' | 'full';
  @ApiProperty({ type: SalesConfigDto }) sales!: SalesConfigDto;
  @ApiProperty({ type: ProductConfigDto }) product!: ProductConfigDto;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Homepage path per locale; a locale without one is not installed', example: { de: '/', en: '/en' } })
  homepage!: Record<string, string>;
  @ApiProperty({ example: '#0b4f8a' }) themeColor!: string;
  @ApiProperty({ type: HeaderConfigDto }) header!: HeaderConfigDto;
  @ApiProperty({ type: BrandConfigDto }) brand!: BrandConfigDto;
}

export class WebpageDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Translation code shared by the language versions of one page' }) code!: string;
  @ApiProperty() locale!: string;
  @ApiProperty({ description: 'Full path including the /en prefix' }) path!: string;
  @ApiProperty() component!: string;
  @ApiProperty({ description: 'Prefix match instead of exact match' }) prefix!: boolean;
  @ApiProperty({ type: String, nullable: true, enum: ['not-logged-in', 'logged-in', 'admin-not-logged-in', 'admin-logged-in', 'not-installed', 'installed'] })
  accessCondition!: string | null;
  @ApiProperty({ type: String, nullable: true }) redirectTarget!: string | null;
  @ApiProperty() label!: string;
  @ApiProperty() description!: string;
  @ApiProperty() robots!: string;
}

export class MenuItemDto {
  @ApiProperty() label!: string;
  @ApiProperty() link!: string;
  @ApiPropertyOptional() image?: string;
  @ApiPropertyOptional() layout?: string;
  @ApiPropertyOptional({ type: () => [MenuItemDto] }) subitems?: MenuItemDto[];
}

export class ProductCategoryDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) parentId!: string | null;
  @ApiProperty() sort!: number;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: LocalizedText }) name!: LocalizedText;
  @ApiProperty({ type: LocalizedText, description: 'Full URL path per locale' }) path!: LocalizedText;
  @ApiProperty() productCount!: number;
}

export class RedirectDto {
  @ApiProperty() path!: string;
  @ApiProperty({ description: "'/…' in-app, 'http…' full page, anything else gets https:// and is full page" }) target!: string;
}

export class InitialStoreDto {
  @ApiProperty({ nullable: true, allOf: [{ $ref: '#/components/schemas/UserDto' }], description: 'The logged-in customer, from the customer session cookie' })
  user!: unknown;
  @ApiProperty({ nullable: true, allOf: [{ $ref: '#/components/schemas/AdminUserDto' }], description: 'The logged-in admin, from the admin session cookie' })
  adminUser!: unknown;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) groupPriceRules!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) defaultPriceRules!: unknown[];
  @ApiProperty({ type: 'array', items: { $ref: '#/components/schemas/OrderDto' }, description: "The logged-in customer's orders, newest first" })
  orders!: unknown[];
}

export class InitDataDto {
  @ApiProperty({ type: GeneralConfigDto }) config!: GeneralConfigDto;
  @ApiProperty({ type: [WebpageDto] }) webpages!: WebpageDto[];
  @ApiProperty({
    type: 'object',
    description: 'Menu code → locale → items',
    additionalProperties: { type: 'object', additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/MenuItemDto' } } },
  })
  menus!: Record<string, Record<string, MenuItemDto[]>>;
  @ApiProperty({ type: [ProductCategoryDto] }) productCategories!: ProductCategoryDto[];
  @ApiProperty({ type: [RedirectDto] }) redirects!: RedirectDto[];
  @ApiProperty({ type: InitialStoreDto }) store!: InitialStoreDto;
}

export class InitResponseDto {
  @ApiProperty({ type: InitDataDto }) data!: InitDataDto;
}
