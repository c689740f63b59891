import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EJECTOR_CORNER_RADII, EJECTOR_HEAD_SHAPES, EJECTOR_MATERIAL_KEYS, EJECTOR_SOLUTION_KINDS, EJECTOR_TYPES } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { EJECTOR_MAX_QUANTITY } from '../../../application/ejector/ejector-configurator.service';
import type { EjectorDimensionTableView, EjectorTableArticle } from '../../../application/ejector/ejector-configurator.service';

const LOCALES = ['de', 'en'] as const;
/** Millimetres as the data API takes them: canonical, a dot, at most 2 decimals ("1.5", "90", "123.45"). */
const MM = /^\d{1,4}(?:\.\d{1,2})?$/;
const MM_DESCRIPTION = 'mm with a dot and at most 2 decimals, e.g. 1.5';

export class EjectorOptionsQuery {
  /** Language of the labels */
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

/** The choice steps: type, then head shape (or corner radius for flat pins), then material. */
export class EjectorChoicesQuery extends EjectorOptionsQuery {
  @ApiProperty({ enum: EJECTOR_TYPES })
  @IsIn(EJECTOR_TYPES, { message: 'customProductInvalid' })
  type!: string;

  /** Not for flat pins */
  @ApiPropertyOptional({ enum: EJECTOR_HEAD_SHAPES })
  @IsOptional()
  @IsIn(EJECTOR_HEAD_SHAPES, { message: 'customProductInvalid' })
  headShape?: string;

  /** Corner radius, flat pins only */
  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII })
  @IsOptional()
  @IsIn(EJECTOR_CORNER_RADII, { message: 'customProductInvalid' })
  cr?: string;

  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS })
  @IsIn(EJECTOR_MATERIAL_KEYS, { message: 'customProductInvalid' })
  material!: string;
}

/** Choices, dimensions and the length to check. */
export class EjectorSolutionsQuery extends EjectorChoicesQuery {
  /** @example 1.5 */
  @ApiProperty({ description: `Diameter d1, ${MM_DESCRIPTION}` })
  @Matches(MM, { message: 'customProductInvalid' })
  diameter!: string;

  @ApiPropertyOptional({ description: `Blade width a (flat pins), ${MM_DESCRIPTION}` })
  @IsOptional()
  @Matches(MM, { message: 'customProductInvalid' })
  a?: string;

  @ApiPropertyOptional({ description: `Blade thickness b (flat pins), ${MM_DESCRIPTION}` })
  @IsOptional()
  @Matches(MM, { message: 'customProductInvalid' })
  b?: string;

  @ApiPropertyOptional({ description: `Tip or blade length l2 (offset and flat pins), ${MM_DESCRIPTION}` })
  @IsOptional()
  @Matches(MM, { message: 'customProductInvalid' })
  l2?: string;

  /** @example 90 */
  @ApiProperty({ description: `Overall length l1 wanted, ${MM_DESCRIPTION}` })
  @Matches(MM, { message: 'ecInvalidLength' })
  length!: string;

  /** Pieces wanted: decides whether the base article is in stock (default 1) */
  @ApiPropertyOptional({ maximum: EJECTOR_MAX_QUANTITY })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidOrderQuantityInteger' })
  @Min(1, { message: 'invalidOrderQuantityMin' })
  @Max(EJECTOR_MAX_QUANTITY, { message: 'invalidOrderQuantityMax' })
  quantity?: number;
}

// ---- answers ----------------------------------------------------------------------------------------------

export class EjectorChoiceRowDto {
  @ApiProperty({ enum: EJECTOR_TYPES }) type!: string;
  @ApiProperty({ enum: EJECTOR_HEAD_SHAPES }) headShape!: string;
  /** Flat pins only */
  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII }) cornerRadius?: string;
  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS }) material!: string;
}

export class EjectorShorteningDto {
  /** Id of the service (the stored configuration carries it as shortenId) */
  serviceId!: string;
  name!: string;
  /** Net price per pin, cents */
  priceCents!: number;
  /** Diameters up to and including this use minLengthSmall, larger ones minLengthLarge (mm) */
  diameterBorder!: string;
  /** mm; plus l2 for offset and flat pins */
  minLengthSmall!: string;
  /** mm; plus l2 for offset and flat pins */
  minLengthLarge!: string;
}

export class EjectorAntiRotationDto {
  /** Id of the service (antiRotationId) */
  serviceId!: string;
  name!: string;
  /** Net price per pin, cents */
  priceCents!: number;
  /** Longest pin (overall length) the flat can be ground on, mm */
  maxLength!: string;
}

export class EjectorOptionsDto {
  /** Every combination of type, head shape, corner radius and material an article has */
  @ApiProperty({ type: [EjectorChoiceRowDto] })
  choices!: readonly EjectorChoiceRowDto[];

  /** Attribute (ejectorType, headShape, cornerRadius, material, hardness) → value code → label in the locale */
  labels!: Readonly<Record<string, Readonly<Record<string, string>>>>;

  /** Attribute → heading in the locale */
  headings!: Readonly<Record<string, string>>;

  /** Material → hardness code */
  hardness!: Readonly<Record<string, string>>;

  /** null: shortening is not offered */
  shortening!: EjectorShorteningDto | null;

  /** null: anti-rotation is offered only by articles with that head */
  antiRotation!: EjectorAntiRotationDto | null;
}

export class EjectorOptionsResponse {
  data!: EjectorOptionsDto;
}

export class EjectorTableArticleDto implements EjectorTableArticle {
  id!: string;
  name!: string;
  @ApiProperty({ enum: EJECTOR_TYPES }) type!: string;
  @ApiProperty({ enum: EJECTOR_HEAD_SHAPES }) headShape!: string;
  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS }) material!: string;
  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII }) cornerRadius?: string;
  /** d1, mm */
  diameter!: string;
  /** l1 (catalogue length), mm */
  length!: string;
  /** Flat pins: blade width, mm */
  a?: string;
  /** Flat pins: blade thickness, mm */
  b?: string;
  /** Offset and flat pins: tip or blade length, mm */
  l2?: string;
  /** Net price per piece, cents */
  priceCents!: number;
  /** Pieces in stock */
  stock!: number;
  /** Working days to procure when not in stock */
  procurementDays!: number;
}

export class EjectorCadValueDto {
  /** mm */
  diameter!: string;
  /** Tip or blade length l2, mm */
  l2!: string | null;
  /** mm */
  shankDiameter!: string;
  /** mm */
  headDiameter!: string;
  /** mm */
  headHeight!: string;
}

export class EjectorDimensionTableDto implements EjectorDimensionTableView {
  /** The articles the choices admit (an anti-rotation head admits cylinder heads, machined) */
  @ApiProperty({ type: [EjectorTableArticleDto] })
  articles!: readonly EjectorTableArticleDto[];
  /** CAD values of their diameters (the drawing) */
  @ApiProperty({ type: [EjectorCadValueDto] })
  cadValues!: readonly EjectorCadValueDto[];
}

export class EjectorDimensionTableResponse {
  data!: EjectorDimensionTableDto;
}

export class EjectorSolutionDto {
  @ApiProperty({ enum: EJECTOR_SOLUTION_KINDS }) kind!: string;
  /** Base article (baseProduct) */
  articleId!: string;
  articleName!: string;
  /** Catalogue length of the base article, mm */
  articleLength!: string;
  /** Configured length, mm */
  length!: string;
  shorten!: boolean;
  antiRotation!: boolean;
  shortenId?: string;
  antiRotationId?: string;
  articlePriceCents!: number;
  shortenPriceCents!: number;
  antiRotationPriceCents!: number;
  /** Net price per pin: article + services, cents */
  priceCents!: number;
  /** The base article covers the quantity */
  inStock!: boolean;
  /** 0, 2 (shortening or anti-rotation) or 3 (both) */
  extraDays!: number;
  /** Working days until ready for shipment */
  processingDays!: number;
  @ApiProperty({ enum: ['+2/0', '0/+0.02'] }) tolerance!: string;
}

export class EjectorLengthHintParamsDto {
  /** @example "55-100mm, 160mm" */
  lengths!: string;
}

export class EjectorLengthHintDto {
  @ApiProperty({ enum: ['ecLengthMinMaxMessage'] }) messageId!: string;
  params!: EjectorLengthHintParamsDto;
}

export class EjectorSolutionsDto {
  @ApiProperty({ enum: ['valid', 'invalid'] }) lengthState!: string;
  /** The canonical length when valid, mm */
  length?: string;
  @ApiProperty({ enum: ['ecInvalidLength'], type: String }) messageId!: string | null;
  /** The valid lengths in the locale */
  hint!: EjectorLengthHintDto;
  /** Shortest length a pin of these dimensions can be shortened to, mm */
  minimumLength!: string | null;
  @ApiProperty({ enum: ['+2/0', '0/+0.02'], type: String }) tolerance!: string | null;
  /** Label of the dimensioned drawing in the locale */
  drawingLabel!: string | null;
  /** In the order standardProduct, cheapestSolution, fastestSolution; only those that exist */
  @ApiProperty({ type: [EjectorSolutionDto] })
  solutions!: readonly EjectorSolutionDto[];
}

export class EjectorSolutionsResponse {
  data!: EjectorSolutionsDto;
}
