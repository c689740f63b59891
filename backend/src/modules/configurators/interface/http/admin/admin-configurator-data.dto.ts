import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  AUTOMATION_PRODUCT_STEPS,
  EJECTOR_TYPES,
  HOSE_CLASS_IDS,
  type AutomationDataFenceArticle,
  type AutomationDataServiceArticle,
  type AutomationDataSettings,
  type AutomationDataStepArticle,
  type EjectorDataCadValue,
  type EjectorDataService,
  type HoseClass,
  type HoseDataClassRule,
  type HoseDataCosts,
  type HoseDataCouplingRule,
  type HoseDataPart,
} from '@shop/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { ConfiguratorArticleView } from '../../../domain/admin/configurator-articles.port';

const LOCALES = ['de', 'en'] as const;
const DECIMAL = /^\d{1,6}(\.\d{1,2})?$/;

// ---- hose -------------------------------------------------------------------------------------------------

export class HosePartInput implements HoseDataPart {
  /** The catalogue article number */
  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  productId!: string;

  /** The hose classes the part can be assembled with; null: every class */
  @ApiProperty({ enum: HOSE_CLASS_IDS, isArray: true, nullable: true, type: String })
  @ValidateIf((_, v) => v !== null)
  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(7, { message: 'cdmTextInvalid' })
  @IsIn(HOSE_CLASS_IDS, { each: true, message: 'cdmTextInvalid' })
  fitsHoseClasses!: HoseClass[] | null;

  @IsBoolean({ message: 'cdmTextInvalid' })
  directional!: boolean;

  /** Preference: lower first */
  @IsInt({ message: 'cdmNumberInvalid' })
  @Min(-1000000, { message: 'cdmNumberInvalid' })
  @Max(1000000, { message: 'cdmNumberInvalid' })
  sort!: number;
}

export class HoseCouplingRuleInput implements HoseDataCouplingRule {
  @IsString({ message: 'cdmTextInvalid' })
  @MaxLength(40, { message: 'cdmTextInvalid' })
  couplingType!: string;

  @IsBoolean({ message: 'cdmTextInvalid' })
  screwFittingNotNeeded!: boolean;

  @ApiProperty({ enum: ['hoseClip', 'socketForHose'], nullable: true, type: String })
  @ValidateIf((_, v) => v !== null)
  @IsIn(['hoseClip', 'socketForHose'], { message: 'cdmTextInvalid' })
  hoseHolder!: 'hoseClip' | 'socketForHose' | null;
}

export class HoseClassRuleInput implements HoseDataClassRule {
  @ApiProperty({ enum: HOSE_CLASS_IDS, type: String })
  @IsIn(HOSE_CLASS_IDS, { message: 'cdmTextInvalid' })
  hoseClass!: HoseClass;

  @IsBoolean({ message: 'cdmTextInvalid' })
  screwFittingRequired!: boolean;

  @IsBoolean({ message: 'cdmTextInvalid' })
  hoseHolderRequired!: boolean;
}

export class HoseCostsInput implements HoseDataCosts {
  @IsInt({ message: 'cdmAmountInvalid' })
  @Min(0, { message: 'cdmAmountInvalid' })
  @Max(100000000, { message: 'cdmAmountInvalid' })
  baseCents!: number;

  @IsInt({ message: 'cdmAmountInvalid' })
  @Min(0, { message: 'cdmAmountInvalid' })
  @Max(100000000, { message: 'cdmAmountInvalid' })
  perEndElastomerCents!: number;

  @IsInt({ message: 'cdmAmountInvalid' })
  @Min(0, { message: 'cdmAmountInvalid' })
  @Max(100000000, { message: 'cdmAmountInvalid' })
  perEndStainlessCents!: number;

  @IsInt({ message: 'cdmAmountInvalid' })
  @Min(0, { message: 'cdmAmountInvalid' })
  @Max(100000000, { message: 'cdmAmountInvalid' })
  perEndInsulationCents!: number;

  @IsInt({ message: 'cdmDaysInvalid' })
  @Min(0, { message: 'cdmDaysInvalid' })
  @Max(365, { message: 'cdmDaysInvalid' })
  assemblyDays!: number;
}

export class HoseDataInput {
  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(2000, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => HosePartInput)
  parts!: HosePartInput[];

  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(200, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => HoseCouplingRuleInput)
  couplingRules!: HoseCouplingRuleInput[];

  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(7, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => HoseClassRuleInput)
  classRules!: HoseClassRuleInput[];

  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => HoseCostsInput)
  costs!: HoseCostsInput;
}

// ---- ejector ----------------------------------------------------------------------------------------------

export class EjectorServiceInput implements EjectorDataService {
  @ApiProperty({ enum: ['shortening', 'antiRotation'], type: String })
  @IsIn(['shortening', 'antiRotation'], { message: 'cdmTextInvalid' })
  kind!: 'shortening' | 'antiRotation';

  @IsString({ message: 'cdmServiceIdInvalid' })
  @Matches(/^[A-Za-z0-9._-]{1,64}$/, { message: 'cdmServiceIdInvalid' })
  serviceId!: string;

  @IsString({ message: 'cdmTextInvalid' })
  @MaxLength(200, { message: 'cdmTextInvalid' })
  nameDe!: string;

  @IsString({ message: 'cdmTextInvalid' })
  @MaxLength(200, { message: 'cdmTextInvalid' })
  nameEn!: string;

  @IsInt({ message: 'cdmAmountInvalid' })
  @Min(0, { message: 'cdmAmountInvalid' })
  @Max(100000000, { message: 'cdmAmountInvalid' })
  priceCents!: number;

  @IsBoolean({ message: 'cdmTextInvalid' })
  active!: boolean;

  /** Shortening: diameters up to this (mm) use the small minimum length */
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  diameterBorder!: string | null;

  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  minLengthSmall!: string | null;

  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  minLengthLarge!: string | null;

  /** Anti-rotation: the longest pin (mm) */
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  maxLength!: string | null;
}

export class EjectorCadValueInput implements EjectorDataCadValue {
  @ApiProperty({ enum: EJECTOR_TYPES, type: String })
  @IsIn(EJECTOR_TYPES, { message: 'cdmTextInvalid' })
  type!: 'straight' | 'offset' | 'flat' | 'corePin';

  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  diameter!: string;

  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  l2!: string | null;

  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  shankDiameter!: string;

  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  headDiameter!: string;

  @IsString({ message: 'cdmNumberInvalid' })
  @Matches(DECIMAL, { message: 'cdmNumberInvalid' })
  headHeight!: string;
}

export class EjectorDataInput {
  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(2, { message: 'cdmDuplicate' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => EjectorServiceInput)
  services!: EjectorServiceInput[];

  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(2000, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => EjectorCadValueInput)
  cadValues!: EjectorCadValueInput[];
}

// ---- automation -------------------------------------------------------------------------------------------

export class AutomationStepArticleInput implements AutomationDataStepArticle {
  @ApiProperty({ enum: AUTOMATION_PRODUCT_STEPS, type: String })
  @IsIn(AUTOMATION_PRODUCT_STEPS, { message: 'cdmTextInvalid' })
  step!: 'robotSelection' | 'robotProgramming' | 'inspectionSystems' | 'conveyors';

  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  productId!: string;

  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'cdmQuantityInvalid' })
  @Min(1, { message: 'cdmQuantityInvalid' })
  @Max(999999, { message: 'cdmQuantityInvalid' })
  maxQty!: number | null;

  @IsInt({ message: 'cdmSettingInvalid' })
  @Min(0, { message: 'cdmSettingInvalid' })
  @Max(10000, { message: 'cdmSettingInvalid' })
  installationHours!: number;

  @IsInt({ message: 'cdmNumberInvalid' })
  @Min(-1000000, { message: 'cdmNumberInvalid' })
  @Max(1000000, { message: 'cdmNumberInvalid' })
  sort!: number;
}

export class AutomationFenceArticleInput implements AutomationDataFenceArticle {
  @ApiProperty({ enum: ['panel', 'post', 'door', 'hatch'], type: String })
  @IsIn(['panel', 'post', 'door', 'hatch'], { message: 'cdmTextInvalid' })
  element!: 'panel' | 'post' | 'door' | 'hatch';

  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'cdmWidthInvalid' })
  @Min(1, { message: 'cdmWidthInvalid' })
  @Max(10000, { message: 'cdmWidthInvalid' })
  widthMm!: number | null;

  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  productId!: string;
}

export class AutomationServiceArticleInput implements AutomationDataServiceArticle {
  @ApiProperty({ enum: ['installation', 'training', 'approval', 'travel'], type: String })
  @IsIn(['installation', 'training', 'approval', 'travel'], { message: 'cdmTextInvalid' })
  service!: 'installation' | 'training' | 'approval' | 'travel';

  @ApiProperty({ enum: ['de', 'at', 'ch'], nullable: true, type: String })
  @ValidateIf((_, v) => v !== null)
  @IsIn(['de', 'at', 'ch'], { message: 'cdmTextInvalid' })
  country!: 'de' | 'at' | 'ch' | null;

  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'cdmZipAreaInvalid' })
  @Min(0, { message: 'cdmZipAreaInvalid' })
  @Max(9, { message: 'cdmZipAreaInvalid' })
  zipArea!: number | null;

  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  productId!: string;
}

export class AutomationSettingsInput implements AutomationDataSettings {
  @IsInt({ message: 'cdmSettingInvalid' })
  @Min(0, { message: 'cdmSettingInvalid' })
  @Max(10000, { message: 'cdmSettingInvalid' })
  installationBaseHours!: number;

  @IsInt({ message: 'cdmSettingInvalid' })
  @Min(0, { message: 'cdmSettingInvalid' })
  @Max(10000, { message: 'cdmSettingInvalid' })
  installationHoursPerFenceElement!: number;

  @IsInt({ message: 'cdmSettingInvalid' })
  @Min(0, { message: 'cdmSettingInvalid' })
  @Max(10000, { message: 'cdmSettingInvalid' })
  trainingDays!: number;
}

export class AutomationDataInput {
  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(2000, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => AutomationStepArticleInput)
  steps!: AutomationStepArticleInput[];

  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(20, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => AutomationFenceArticleInput)
  fence!: AutomationFenceArticleInput[];

  @IsArray({ message: 'cdmTextInvalid' })
  @ArrayMaxSize(20, { message: 'cdmTextInvalid' })
  @IsObject({ each: true, message: 'cdmTextInvalid' })
  @ValidateNested({ each: true })
  @Type(() => AutomationServiceArticleInput)
  services!: AutomationServiceArticleInput[];

  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => AutomationSettingsInput)
  settings!: AutomationSettingsInput;
}

// ---- requests ---------------------------------------------------------------------------------------------

const VERSION = /^[0-9a-f]{14}$/;

export class SaveHoseDataRequest {
  /** The version read (GET); a save in between answers 409 cdmDataChanged */
  @IsString({ message: 'cdmDataChanged' })
  @Matches(VERSION, { message: 'cdmDataChanged' })
  version!: string;

  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => HoseDataInput)
  data!: HoseDataInput;
}

export class SaveEjectorDataRequest {
  @IsString({ message: 'cdmDataChanged' })
  @Matches(VERSION, { message: 'cdmDataChanged' })
  version!: string;

  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => EjectorDataInput)
  data!: EjectorDataInput;
}

export class SaveAutomationDataRequest {
  @IsString({ message: 'cdmDataChanged' })
  @Matches(VERSION, { message: 'cdmDataChanged' })
  version!: string;

  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => AutomationDataInput)
  data!: AutomationDataInput;
}

const CONFIGURATION_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'boolean' }] },
  description: 'A flat hose configuration as the storefront sends it to /api/configurators/hose/evaluate',
};

export class PreviewHoseDataRequest {
  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => HoseDataInput)
  data!: HoseDataInput;

  @ApiPropertyOptional(CONFIGURATION_SCHEMA)
  @IsOptional()
  @IsObject({ message: 'hcConfigurationInvalid' })
  configuration?: Record<string, string | boolean>;

  @ApiProperty({ enum: LOCALES, required: false, type: String })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class PreviewEjectorDataRequest {
  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => EjectorDataInput)
  data!: EjectorDataInput;

  /** A catalogue ejector article: the sample pin has its choices and dimensions */
  @IsOptional()
  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  articleId?: string;

  /** The sample pin's length in mm (with articleId) */
  @IsOptional()
  @IsString({ message: 'ecInvalidLength' })
  @Matches(/^\d{1,4}([.,]\d{1,2})?$/, { message: 'ecInvalidLength' })
  length?: string;

  @ApiProperty({ enum: LOCALES, required: false, type: String })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class PreviewAutomationDataRequest {
  @IsObject({ message: 'cdmTextInvalid' })
  @ValidateNested()
  @Type(() => AutomationDataInput)
  data!: AutomationDataInput;

  /** A saved cell's code (RZ…): its configuration is quoted on the saved and on the proposed data */
  @IsOptional()
  @IsString({ message: 'acCodeInvalid' })
  @Matches(/^[A-Za-z0-9]{8}$/, { message: 'acCodeInvalid' })
  code?: string;

  @ApiProperty({ enum: LOCALES, required: false, type: String })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class ArticleQuery {
  @IsString({ message: 'cdmProductUnknown' })
  @MaxLength(64, { message: 'cdmProductUnknown' })
  productId!: string;
}

// ---- answers ----------------------------------------------------------------------------------------------

export class ArticleNameDto {
  de!: string;
  en!: string;
}

export class ConfiguratorArticleDto implements ConfiguratorArticleView {
  productId!: string;
  /** The catalogue's product type id */
  typeId!: string;
  couplingType?: string;
  name!: ArticleNameDto;
  nominalSize!: number | null;
  hoseClass!: string | null;
  /** Net catalogue price per price unit, cents */
  priceCents!: number;
}

export class HoseDataDto extends HoseDataInput {}
export class EjectorDataDto extends EjectorDataInput {}
export class AutomationDataDto extends AutomationDataInput {}

export class HoseDataView {
  @ApiProperty({ enum: ['hose'], type: String }) set!: 'hose';
  version!: string;
  data!: HoseDataDto;
  articles!: ConfiguratorArticleDto[];
}
export class EjectorDataView {
  @ApiProperty({ enum: ['ejector'], type: String }) set!: 'ejector';
  version!: string;
  data!: EjectorDataDto;
  articles!: ConfiguratorArticleDto[];
}
export class AutomationDataView {
  @ApiProperty({ enum: ['automation'], type: String }) set!: 'automation';
  version!: string;
  data!: AutomationDataDto;
  articles!: ConfiguratorArticleDto[];
}

export class HoseDataResponse {
  data!: HoseDataView;
}
export class EjectorDataResponse {
  data!: EjectorDataView;
}
export class AutomationDataResponse {
  data!: AutomationDataView;
}

export class SavedVersionDto {
  version!: string;
}
export class SavedVersionResponse {
  data!: SavedVersionDto;
}

export class ArticleResponse {
  data!: ConfiguratorArticleDto | null;
}

export class HoseOutcomeDto {
  accepted!: boolean;
  messageIds!: string[];
  name?: string;
  unitPriceCents?: number;
  assemblyCostCents?: number;
  procurementDays?: number;
}

export class HosePreviewDto {
  saved!: HoseOutcomeDto;
  proposed!: HoseOutcomeDto;
}

export class EjectorPreviewSolutionDto {
  /** standardProduct, cheapestSolution or fastestSolution */
  kind!: string;
  articleId!: string;
  priceCents!: number;
  shorten!: boolean;
  antiRotation!: boolean;
  processingDays!: number;
}

export class EjectorOutcomeDto {
  /** null: the sample's article is not one the configurator sells */
  lengthState!: 'valid' | 'invalid' | null;
  messageIds!: string[];
  /** The lengths that can be ordered */
  validLengths!: string | null;
  solutions!: EjectorPreviewSolutionDto[];
}

export class EjectorPreviewDto {
  saved!: EjectorOutcomeDto;
  proposed!: EjectorOutcomeDto;
}

export class AutomationOutcomeDto {
  accepted!: boolean;
  messageIds!: string[];
  /** Net price of the cell, cents */
  netCents?: number;
  trainingCents?: number;
  installationHours?: number;
  serviceDays?: number | null;
}

export class AutomationPreviewDto {
  saved!: AutomationOutcomeDto;
  proposed!: AutomationOutcomeDto;
}

export class ConfiguratorDataPreviewDto {
  /** Field path → message id; empty: the data may be saved */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  problems!: Record<string, string>;
  hose!: HosePreviewDto | null;
  ejector!: EjectorPreviewDto | null;
  automation?: AutomationPreviewDto | null;
}

export class ConfiguratorDataPreviewResponse {
  data!: ConfiguratorDataPreviewDto;
}
