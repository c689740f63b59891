import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import type { EditableProduct, ProductEditorOptions } from '../../../application/admin/product-editor.queries';
import type { ProductWritten } from '../../../application/commands/save-product/product-write';
import type { ProductDraft, ProductFileRef, ProductImageRef, ProductTextFields } from '../../../domain/product-editor';
import { UNIT_CODES } from '../../../domain/unit-codes';

/** A decimal amount in major units, two places at most; a minus is let through so the product rules name it. */
const MONEY = /^-?\d{1,10}(?:\.\d{1,2})?$/;
/** A quantity, three places at most (stock: numeric(14,3)). */
const QUANTITY = /^-?\d{1,11}(?:\.\d{1,3})?$/;
/** The packaging unit (numeric(12,3)). */
const PACKAGING = /^-?\d{1,9}(?:\.\d{1,3})?$/;
/** A media URL of the shop's own media library. */
const MEDIA_URL = /^\/media\/[^\s?#]+$/;
const UNITS = Object.keys(UNIT_CODES);

export class ProductTextsDto implements ProductTextFields {
  @IsString({ message: 'invalidValue' })
  @MaxLength(300, { message: 'adProductTooLong' })
  name!: string;

  @IsString({ message: 'invalidValue' })
  @MaxLength(2000, { message: 'adProductTooLong' })
  shortDescription!: string;

  @IsString({ message: 'invalidValue' })
  @MaxLength(50000, { message: 'adProductTooLong' })
  description!: string;

  /** Lower-case letters, digits and hyphens (the product rules check it) */
  @IsString({ message: 'invalidValue' })
  @MaxLength(200, { message: 'adProductTooLong' })
  slug!: string;
}

export class ProductTextsByLocaleDto {
  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => ProductTextsDto)
  de!: ProductTextsDto;

  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => ProductTextsDto)
  en!: ProductTextsDto;
}

export class ImageLabelDto {
  @IsString({ message: 'invalidValue' })
  @MaxLength(300, { message: 'adProductTooLong' })
  de!: string;

  @IsString({ message: 'invalidValue' })
  @MaxLength(300, { message: 'adProductTooLong' })
  en!: string;
}

export class ProductImageDto implements ProductImageRef {
  /** Media URL (/media/…) */
  @IsString({ message: 'adProductMediaUrl' })
  @MaxLength(500, { message: 'adProductMediaUrl' })
  @Matches(MEDIA_URL, { message: 'adProductMediaUrl' })
  filename!: string;

  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => ImageLabelDto)
  label!: ImageLabelDto;
}

export class ProductFileDto implements ProductFileRef {
  /** Media URL (/media/…) */
  @IsString({ message: 'adProductMediaUrl' })
  @MaxLength(500, { message: 'adProductMediaUrl' })
  @Matches(MEDIA_URL, { message: 'adProductMediaUrl' })
  href!: string;

  @IsString({ message: 'invalidValue' })
  @MaxLength(300, { message: 'adProductTooLong' })
  name!: string;

  @IsString({ message: 'invalidValue' })
  @MaxLength(20, { message: 'invalidValue' })
  filetype!: string;
}

/** Every field of the product editor (create; a save adds the version it loaded) */
export class ProductEditorInput {
  /** Article number (1 to 64 characters; the product rules check it) */
  @IsString({ message: 'adImportArticleNumber' })
  @MaxLength(200, { message: 'adImportArticleNumber' })
  id!: string;

  @IsString({ message: 'adProductUnknownType' })
  @MaxLength(200, { message: 'adProductUnknownType' })
  productTypeId!: string;

  @IsObject({ message: 'invalidValue' })
  @ValidateNested()
  @Type(() => ProductTextsByLocaleDto)
  texts!: ProductTextsByLocaleDto;

  @IsArray({ message: 'invalidValue' })
  @ArrayMaxSize(100, { message: 'invalidValue' })
  @IsString({ each: true, message: 'adProductUnknownCategory' })
  @MaxLength(200, { each: true, message: 'adProductUnknownCategory' })
  categoryIds!: string[];

  /** The category whose path the product's page uses; one of categoryIds */
  @IsOptional()
  @IsString({ message: 'adProductUnknownCategory' })
  @MaxLength(200, { message: 'adProductUnknownCategory' })
  canonicalCategoryId?: string | null;

  @IsArray({ message: 'invalidValue' })
  @ArrayMaxSize(500, { message: 'invalidValue' })
  @IsInt({ each: true, message: 'adProductUnknownAttribute' })
  @Min(1, { each: true, message: 'adProductUnknownAttribute' })
  @Max(2147483647, { each: true, message: 'adProductUnknownAttribute' })
  attributeValueIds!: number[];

  /**
   * Net list price per price unit, a decimal amount in major units
   * @example "12.34"
   */
  @IsString({ message: 'adProductPriceFormat' })
  @Matches(MONEY, { message: 'adProductPriceFormat' })
  price!: string;

  @IsInt({ message: 'adImportPriceUnit' })
  @Min(-1000000, { message: 'adImportPriceUnit' })
  @Max(1000000, { message: 'adImportPriceUnit' })
  priceUnit!: number;

  @ApiProperty({ enum: UNITS })
  @IsIn(UNITS, { message: 'invalidValue' })
  unitOfQuantity!: string;

  /**
   * The order increment where the product type sets none (decimal)
   * @example "1"
   */
  @IsString({ message: 'adProductNumberFormat' })
  @Matches(PACKAGING, { message: 'adProductNumberFormat' })
  packagingUnit!: string;

  /**
   * Decimal
   * @example "25"
   */
  @IsString({ message: 'adProductNumberFormat' })
  @Matches(QUANTITY, { message: 'adProductNumberFormat' })
  quantityInStock!: string;

  /** Delivery time when not in stock, working days */
  @IsInt({ message: 'adProductNumberFormat' })
  @Min(-1000, { message: 'adProductNumberFormat' })
  @Max(3650, { message: 'adProductNumberFormat' })
  procurementTimeDays!: number;

  /** Media URL of the main picture */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'adProductMediaUrl' })
  @MaxLength(500, { message: 'adProductMediaUrl' })
  @Matches(MEDIA_URL, { message: 'adProductMediaUrl' })
  image?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'adProductMediaUrl' })
  @MaxLength(500, { message: 'adProductMediaUrl' })
  @Matches(MEDIA_URL, { message: 'adProductMediaUrl' })
  imageThumbnail?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'adProductMediaUrl' })
  @MaxLength(500, { message: 'adProductMediaUrl' })
  @Matches(MEDIA_URL, { message: 'adProductMediaUrl' })
  imageSmall?: string | null;

  @IsArray({ message: 'invalidValue' })
  @ArrayMaxSize(50, { message: 'invalidValue' })
  @IsObject({ each: true, message: 'invalidValue' })
  @ValidateNested({ each: true })
  @Type(() => ProductImageDto)
  additionalImages!: ProductImageDto[];

  @IsArray({ message: 'invalidValue' })
  @ArrayMaxSize(50, { message: 'invalidValue' })
  @IsObject({ each: true, message: 'invalidValue' })
  @ValidateNested({ each: true })
  @Type(() => ProductFileDto)
  files!: ProductFileDto[];

  @IsBoolean({ message: 'invalidValue' })
  active!: boolean;

  /** Buyers ask for an offer instead of ordering */
  @IsBoolean({ message: 'invalidValue' })
  onlyOnRequest!: boolean;
}

export class ProductSaveInput extends ProductEditorInput {
  /** The version the editor loaded; a newer stored version refuses the save (409) */
  @IsInt({ message: 'invalidValue' })
  @Min(0, { message: 'invalidValue' })
  @Max(2147483647, { message: 'invalidValue' })
  version!: number;
}

export class ProductDuplicateInput {
  /** The copy's article number */
  @IsString({ message: 'adImportArticleNumber' })
  @MaxLength(200, { message: 'adImportArticleNumber' })
  id!: string;
}

export class ProductDraftDto implements ProductDraft {
  id!: string;
  productTypeId!: string;
  texts!: ProductTextsByLocaleDto;
  categoryIds!: string[];
  canonicalCategoryId!: string | null;
  attributeValueIds!: number[];
  /** Net list price per price unit, cents */
  priceCents!: number;
  priceUnit!: number;
  unitOfQuantity!: string;
  packagingUnit!: string;
  quantityInStock!: string;
  procurementTimeDays!: number;
  image!: string | null;
  imageThumbnail!: string | null;
  imageSmall!: string | null;
  additionalImages!: ProductImageDto[];
  files!: ProductFileDto[];
  active!: boolean;
  onlyOnRequest!: boolean;
}

export class EditableProductDto implements EditableProduct {
  product!: ProductDraftDto;
  /** Send it back with the save */
  version!: number;
  /** The article was ordered: its number cannot change */
  articleNumberLocked!: boolean;
}

export class EditableProductResponse {
  data!: EditableProductDto;
}

export class NamesDto {
  de!: string;
  en!: string;
}

export class ProductTypeOptionDto {
  id!: string;
  name!: NamesDto;
  /** Ordered in decimal quantities */
  decimal!: boolean;
  /** Minimum order quantity (0: above 0) */
  minimum!: string;
  /** The type's increment; null: the product's packaging unit */
  increment!: string | null;
}

export class CategoryOptionDto {
  id!: string;
  parentId!: string | null;
  name!: NamesDto;
}

export class AttributeValueOptionDto {
  id!: number;
  code!: string;
  label!: NamesDto;
}

export class AttributeOptionDto {
  id!: string;
  heading!: NamesDto;
  values!: AttributeValueOptionDto[];
}

export class ProductEditorOptionsDto implements ProductEditorOptions {
  productTypes!: ProductTypeOptionDto[];
  categories!: CategoryOptionDto[];
  attributes!: AttributeOptionDto[];
  /** i18n ids of the units of quantity */
  units!: string[];
}

export class ProductEditorOptionsResponse {
  data!: ProductEditorOptionsDto;
}

export class ProductWrittenDto implements ProductWritten {
  id!: string;
  version!: number;
}

export class ProductWrittenResponse {
  data!: ProductWrittenDto;
}
