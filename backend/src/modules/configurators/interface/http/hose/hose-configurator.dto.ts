import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { HOSE_CLASS_IDS, HOSE_PART_KINDS } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const LOCALES = ['de', 'en'] as const;

export class HoseLocaleQuery {
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class HosePartsQuery extends HoseLocaleQuery {
  @ApiPropertyOptional({ description: 'Nominal size (DN) of the assembly: the parts of that size', minimum: 1, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidNominalSize' })
  @Min(1, { message: 'invalidNominalSize' })
  @Max(1000, { message: 'invalidNominalSize' })
  nominalSize?: number;

  @ApiPropertyOptional({ description: 'Or an article of the assembly (e.g. of a loaded code): the parts of its nominal size', maxLength: 64 })
  @IsOptional()
  @IsString({ message: 'invalidProductIds' })
  @MaxLength(64, { message: 'invalidProductIds' })
  productId?: string;
}

const CONFIGURATION_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'boolean' }] },
  description: 'The flat hose configuration (keys "endA.coupling", "hose.hose", "hose.length", …; ids and values only, stored flat as ids: docs/rules/entities.md#configurations-and-custom-products)',
  example: { 'endA.coupling': 'KU-TUE-025-MS', 'hose.hose': 'SL-EPDM-025', 'hose.length': '2.5', 'endB.coupling': 'KU-TUE-025-MS' },
};

export class HoseEvaluateRequest extends HoseLocaleQuery {
  @ApiProperty(CONFIGURATION_SCHEMA)
  @IsObject({ message: 'hcConfigurationInvalid' })
  configuration!: Record<string, string | boolean>;
}

// ---- answers ----------------------------------------------------------------------------------------------

export class HoseCouplingRuleDto {
  @ApiProperty() couplingType!: string;
  @ApiProperty({ description: 'A hose nozzle or push-lock coupling marks the screw fitting not needed (docs/rules/states-and-transitions.md#hose-configurator)' }) screwFittingNotNeeded!: boolean;
  @ApiProperty({ enum: ['hoseClip', 'socketForHose'], nullable: true, type: String, description: 'What holds an elastomer hose on this coupling (null: the coupling itself)' })
  hoseHolder!: 'hoseClip' | 'socketForHose' | null;
}

export class HoseRulesDto {
  @ApiProperty({ type: [HoseCouplingRuleDto] }) couplingRules!: HoseCouplingRuleDto[];
  @ApiProperty({ enum: HOSE_CLASS_IDS, isArray: true }) screwFittingRequiredFor!: string[];
  @ApiProperty({ enum: HOSE_CLASS_IDS, isArray: true }) hoseHolderRequiredFor!: string[];
}

export class HoseSetupDto {
  @ApiProperty({ type: HoseRulesDto }) rules!: HoseRulesDto;
  @ApiProperty({ type: [Number], description: 'Nominal sizes (DN) with at least one available hose, ascending' }) nominalSizes!: number[];
}

export class HoseSetupResponse {
  @ApiProperty({ type: HoseSetupDto }) data!: HoseSetupDto;
}

export class HoseLengthRulesDto {
  @ApiProperty() min!: number;
  @ApiPropertyOptional() max?: number;
  @ApiProperty() increment!: number;
  @ApiProperty() default!: number;
  @ApiProperty() showButtons!: boolean;
  @ApiProperty() hasDecimalOrderQuantity!: boolean;
}

export class HosePartDto {
  @ApiProperty({ description: 'Article number' }) id!: string;
  @ApiProperty({ enum: HOSE_PART_KINDS }) kind!: (typeof HOSE_PART_KINDS)[number];
  @ApiProperty({ description: 'DN' }) nominalSize!: number;
  @ApiProperty() available!: boolean;
  @ApiPropertyOptional({ description: 'Couplings: hoseNozzle, pushLock, camlock, storz, quickCoupling, …' }) couplingType?: string;
  @ApiPropertyOptional({ enum: HOSE_CLASS_IDS }) hoseClass?: (typeof HOSE_CLASS_IDS)[number];
  @ApiPropertyOptional({ enum: HOSE_CLASS_IDS, isArray: true, description: 'The hose classes the part goes with (absent: every class)' })
  fitsHoseClasses?: (typeof HOSE_CLASS_IDS)[number][];
  @ApiPropertyOptional({ description: 'Insulations and sockets for insulation, mm' }) insulationThickness?: number;
  @ApiPropertyOptional({ description: 'With a hose in place the assembly direction is asked' }) directional?: boolean;
  @ApiPropertyOptional({ type: HoseLengthRulesDto, description: 'Hoses and insulations: the order-quantity rules the length follows (docs/rules/validation.md#hose-code-and-length)' })
  lengthRules?: HoseLengthRulesDto;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Net catalogue price per priceUnit, cents' }) priceCents!: number;
  @ApiProperty() priceUnit!: number;
  @ApiProperty({ description: 'i18n id of the unit of quantity (pieces, meters)' }) unit!: string;
  @ApiProperty() quantityInStock!: number;
  @ApiProperty() procurementDays!: number;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: "The article's page in the answer's locale" }) path!: string;
}

export class HosePartsDto {
  @ApiProperty({ type: Number, nullable: true, description: 'The nominal size answered (null: the article is unknown)' }) nominalSize!: number | null;
  @ApiProperty({ type: [HosePartDto], description: 'Every configurator part of that size in preference order (the auto-add takes the first that fits)' })
  parts!: HosePartDto[];
}

export class HosePartsResponse {
  @ApiProperty({ type: HosePartsDto }) data!: HosePartsDto;
}

export class HoseEvaluationDto {
  @ApiProperty({ description: 'False: the rules refuse the configuration (messageIds say why)' }) accepted!: boolean;
  @ApiProperty({ type: [String], description: 'Message ids of the refusal (hcConfigurationIncomplete, hcInstructionInvalidHoseLength, hcProductUnavailable, …)' })
  messageIds!: string[];
  @ApiPropertyOptional({ ...CONFIGURATION_SCHEMA, description: 'The canonical flat configuration (derived flags and auto-added parts included)' })
  configuration?: Record<string, string | boolean>;
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ type: [String] }) summary?: string[];
  @ApiPropertyOptional({ description: 'Net price of one assembly, cents' }) unitPriceCents?: number;
  @ApiPropertyOptional({ description: 'Assembly cost included in the price, cents' }) assemblyCostCents?: number;
  @ApiPropertyOptional() inStock?: boolean;
  @ApiPropertyOptional({ description: 'Working days until ready for shipment' }) procurementDays?: number;
  @ApiPropertyOptional({ description: 'kg, decimal string' }) weightKg?: string;
}

export class HoseEvaluationResponse {
  @ApiProperty({ type: HoseEvaluationDto }) data!: HoseEvaluationDto;
}
