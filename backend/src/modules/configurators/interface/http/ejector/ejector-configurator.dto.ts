import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EJECTOR_CORNER_RADII, EJECTOR_HEAD_SHAPES, EJECTOR_MATERIAL_KEYS, EJECTOR_SOLUTION_KINDS, EJECTOR_TYPES } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { EJECTOR_MAX_QUANTITY } from '../../../application/ejector/ejector-configurator.service';

const LOCALES = ['de', 'en'] as const;
/** Millimetres as the data API takes them: canonical, a dot, at most 2 decimals ("1.5", "90", "123.45"). */
const MM = /^\d{1,4}(?:\.\d{1,2})?$/;
const MM_DESCRIPTION = 'mm with a dot and at most 2 decimals, e.g. 1.5';

export class EjectorOptionsQuery {
  @ApiPropertyOptional({ enum: LOCALES, default: 'de', description: 'Language of the labels' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

/** The choice steps: type, then head shape (or corner radius for flat pins), then material. */
export class EjectorChoicesQuery extends EjectorOptionsQuery {
  @ApiProperty({ enum: EJECTOR_TYPES })
  @IsIn(EJECTOR_TYPES, { message: 'customProductInvalid' })
  type!: string;

  @ApiPropertyOptional({ enum: EJECTOR_HEAD_SHAPES, description: 'Not for flat pins' })
  @IsOptional()
  @IsIn(EJECTOR_HEAD_SHAPES, { message: 'customProductInvalid' })
  headShape?: string;

  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII, description: 'Corner radius, flat pins only' })
  @IsOptional()
  @IsIn(EJECTOR_CORNER_RADII, { message: 'customProductInvalid' })
  cr?: string;

  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS })
  @IsIn(EJECTOR_MATERIAL_KEYS, { message: 'customProductInvalid' })
  material!: string;
}

/** Choices, dimensions and the length to check. */
export class EjectorSolutionsQuery extends EjectorChoicesQuery {
  @ApiProperty({ description: `Diameter d1, ${MM_DESCRIPTION}`, example: '1.5' })
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

  @ApiProperty({ description: `Overall length l1 wanted, ${MM_DESCRIPTION}`, example: '90' })
  @Matches(MM, { message: 'ecInvalidLength' })
  length!: string;

  @ApiPropertyOptional({ description: 'Pieces wanted: decides whether the base article is in stock (default 1)', minimum: 1, maximum: EJECTOR_MAX_QUANTITY })
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
  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII, description: 'Flat pins only' }) cornerRadius?: string;
  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS }) material!: string;
}

export class EjectorShorteningDto {
  @ApiProperty({ description: 'Id of the service (the stored configuration carries it as shortenId)' }) serviceId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Net price per pin, cents' }) priceCents!: number;
  @ApiProperty({ description: 'Diameters up to and including this use minLengthSmall, larger ones minLengthLarge (mm)' }) diameterBorder!: string;
  @ApiProperty({ description: 'mm; plus l2 for offset and flat pins' }) minLengthSmall!: string;
  @ApiProperty({ description: 'mm; plus l2 for offset and flat pins' }) minLengthLarge!: string;
}

export class EjectorAntiRotationDto {
  @ApiProperty({ description: 'Id of the service (antiRotationId)' }) serviceId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Net price per pin, cents' }) priceCents!: number;
  @ApiProperty({ description: 'Longest pin (overall length) the flat can be ground on, mm' }) maxLength!: string;
}

export class EjectorOptionsDto {
  @ApiProperty({ type: [EjectorChoiceRowDto], description: 'Every combination of type, head shape, corner radius and material an article has' })
  choices!: readonly EjectorChoiceRowDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    description: 'Attribute (ejectorType, headShape, cornerRadius, material, hardness) → value code → label in the locale',
  })
  labels!: Readonly<Record<string, Readonly<Record<string, string>>>>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Attribute → heading in the locale' })
  headings!: Readonly<Record<string, string>>;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Material → hardness code' })
  hardness!: Readonly<Record<string, string>>;

  @ApiProperty({ type: EjectorShorteningDto, nullable: true, description: 'null: shortening is not offered' })
  shortening!: EjectorShorteningDto | null;

  @ApiProperty({ type: EjectorAntiRotationDto, nullable: true, description: 'null: anti-rotation is offered only by articles with that head' })
  antiRotation!: EjectorAntiRotationDto | null;
}

export class EjectorOptionsResponse {
  @ApiProperty({ type: EjectorOptionsDto }) data!: EjectorOptionsDto;
}

export class EjectorTableArticleDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: EJECTOR_TYPES }) type!: string;
  @ApiProperty({ enum: EJECTOR_HEAD_SHAPES }) headShape!: string;
  @ApiProperty({ enum: EJECTOR_MATERIAL_KEYS }) material!: string;
  @ApiPropertyOptional({ enum: EJECTOR_CORNER_RADII }) cornerRadius?: string;
  @ApiProperty({ description: 'd1, mm' }) diameter!: string;
  @ApiProperty({ description: 'l1 (catalogue length), mm' }) length!: string;
  @ApiPropertyOptional({ description: 'Flat pins: blade width, mm' }) a?: string;
  @ApiPropertyOptional({ description: 'Flat pins: blade thickness, mm' }) b?: string;
  @ApiPropertyOptional({ description: 'Offset and flat pins: tip or blade length, mm' }) l2?: string;
  @ApiProperty({ description: 'Net price per piece, cents' }) priceCents!: number;
  @ApiProperty({ description: 'Pieces in stock' }) stock!: number;
  @ApiProperty({ description: 'Working days to procure when not in stock' }) procurementDays!: number;
}

export class EjectorCadValueDto {
  @ApiProperty({ description: 'mm' }) diameter!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Tip or blade length l2, mm' }) l2!: string | null;
  @ApiProperty({ description: 'mm' }) shankDiameter!: string;
  @ApiProperty({ description: 'mm' }) headDiameter!: string;
  @ApiProperty({ description: 'mm' }) headHeight!: string;
}

export class EjectorDimensionTableDto {
  @ApiProperty({ type: [EjectorTableArticleDto], description: 'The articles the choices admit (an anti-rotation head admits cylinder heads, machined)' })
  articles!: readonly EjectorTableArticleDto[];
  @ApiProperty({ type: [EjectorCadValueDto], description: 'CAD values of their diameters (the drawing)' })
  cadValues!: readonly EjectorCadValueDto[];
}

export class EjectorDimensionTableResponse {
  @ApiProperty({ type: EjectorDimensionTableDto }) data!: EjectorDimensionTableDto;
}

export class EjectorSolutionDto {
  @ApiProperty({ enum: EJECTOR_SOLUTION_KINDS }) kind!: string;
  @ApiProperty({ description: 'Base article (baseProduct)' }) articleId!: string;
  @ApiProperty() articleName!: string;
  @ApiProperty({ description: 'Catalogue length of the base article, mm' }) articleLength!: string;
  @ApiProperty({ description: 'Configured length, mm' }) length!: string;
  @ApiProperty() shorten!: boolean;
  @ApiProperty() antiRotation!: boolean;
  @ApiPropertyOptional() shortenId?: string;
  @ApiPropertyOptional() antiRotationId?: string;
  @ApiProperty() articlePriceCents!: number;
  @ApiProperty() shortenPriceCents!: number;
  @ApiProperty() antiRotationPriceCents!: number;
  @ApiProperty({ description: 'Net price per pin: article + services, cents' }) priceCents!: number;
  @ApiProperty({ description: 'The base article covers the quantity' }) inStock!: boolean;
  @ApiProperty({ description: '0, 2 (shortening or anti-rotation) or 3 (both)' }) extraDays!: number;
  @ApiProperty({ description: 'Working days until ready for shipment' }) processingDays!: number;
  @ApiProperty({ enum: ['+2/0', '0/+0.02'] }) tolerance!: string;
}

export class EjectorLengthHintParamsDto {
  @ApiProperty({ example: '55-100mm, 160mm' }) lengths!: string;
}

export class EjectorLengthHintDto {
  @ApiProperty({ enum: ['ecLengthMinMaxMessage'] }) messageId!: string;
  @ApiProperty({ type: EjectorLengthHintParamsDto }) params!: EjectorLengthHintParamsDto;
}

export class EjectorSolutionsDto {
  @ApiProperty({ enum: ['valid', 'invalid'] }) lengthState!: string;
  @ApiPropertyOptional({ description: 'The canonical length when valid, mm' }) length?: string;
  @ApiProperty({ enum: ['ecInvalidLength'], nullable: true, type: String }) messageId!: string | null;
  @ApiProperty({ type: EjectorLengthHintDto, description: 'The valid lengths in the locale' }) hint!: EjectorLengthHintDto;
  @ApiProperty({ nullable: true, type: String, description: 'Shortest length a pin of these dimensions can be shortened to, mm' }) minimumLength!: string | null;
  @ApiProperty({ nullable: true, enum: ['+2/0', '0/+0.02'], type: String }) tolerance!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Label of the dimensioned drawing in the locale' }) drawingLabel!: string | null;
  @ApiProperty({ type: [EjectorSolutionDto], description: 'In the order standardProduct, cheapestSolution, fastestSolution; only those that exist' })
  solutions!: readonly EjectorSolutionDto[];
}

export class EjectorSolutionsResponse {
  @ApiProperty({ type: EjectorSolutionsDto }) data!: EjectorSolutionsDto;
}
