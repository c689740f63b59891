import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { HOSE_CLASS_IDS, HOSE_PART_KINDS } from '@shop/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { HoseCouplingRule } from '@shop/domain';

const LOCALES = ['de', 'en'] as const;

export class HoseLocaleQuery {
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class HosePartsQuery extends HoseLocaleQuery {
  /** Nominal size (DN) of the assembly: the parts of that size */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'invalidNominalSize' })
  @Min(1, { message: 'invalidNominalSize' })
  @Max(1000, { message: 'invalidNominalSize' })
  nominalSize?: number;

  /** Or an article of the assembly (e.g. of a loaded code): the parts of its nominal size */
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

export class HoseCouplingRuleDto implements HoseCouplingRule {
  couplingType!: string;
  /** A hose nozzle or push-lock coupling marks the screw fitting not needed (docs/rules/states-and-transitions.md#hose-configurator) */
  screwFittingNotNeeded!: boolean;
  /** What holds an elastomer hose on this coupling (null: the coupling itself) */
  hoseHolder!: 'hoseClip' | 'socketForHose' | null;
}

export class HoseRulesDto {
  couplingRules!: HoseCouplingRuleDto[];
  @ApiProperty({ enum: HOSE_CLASS_IDS, isArray: true }) screwFittingRequiredFor!: string[];
  @ApiProperty({ enum: HOSE_CLASS_IDS, isArray: true }) hoseHolderRequiredFor!: string[];
}

export class HoseSetupDto {
  rules!: HoseRulesDto;
  /** Nominal sizes (DN) with at least one available hose, ascending */
  nominalSizes!: number[];
}

export class HoseSetupResponse {
  data!: HoseSetupDto;
}

export class HoseLengthRulesDto {
  min!: number;
  max?: number;
  increment!: number;
  default!: number;
  showButtons!: boolean;
  hasDecimalOrderQuantity!: boolean;
}

export class HosePartDto {
  /** Article number */
  id!: string;
  @ApiProperty({ enum: HOSE_PART_KINDS }) kind!: (typeof HOSE_PART_KINDS)[number];
  /** DN */
  nominalSize!: number;
  available!: boolean;
  /** Couplings: hoseNozzle, pushLock, camlock, storz, quickCoupling, … */
  couplingType?: string;
  @ApiPropertyOptional({ enum: HOSE_CLASS_IDS }) hoseClass?: (typeof HOSE_CLASS_IDS)[number];
  /** The hose classes the part goes with (absent: every class) */
  @ApiPropertyOptional({ enum: HOSE_CLASS_IDS, isArray: true })
  fitsHoseClasses?: (typeof HOSE_CLASS_IDS)[number][];
  /** Insulations and sockets for insulation, mm */
  insulationThickness?: number;
  /** With a hose in place the assembly direction is asked */
  directional?: boolean;
  /** Hoses and insulations: the order-quantity rules the length follows (docs/rules/validation.md#hose-code-and-length) */
  lengthRules?: HoseLengthRulesDto;
  name!: string;
  /** Net catalogue price per priceUnit, cents */
  priceCents!: number;
  priceUnit!: number;
  /** i18n id of the unit of quantity (pieces, meters) */
  unit!: string;
  quantityInStock!: number;
  procurementDays!: number;
  image!: string | null;
  /** The article's page in the answer's locale */
  path!: string;
}

export class HosePartsDto {
  /** The nominal size answered (null: the article is unknown) */
  nominalSize!: number | null;
  /** Every configurator part of that size in preference order (the auto-add takes the first that fits) */
  parts!: HosePartDto[];
}

export class HosePartsResponse {
  data!: HosePartsDto;
}

export class HoseEvaluationDto {
  /** False: the rules refuse the configuration (messageIds say why) */
  accepted!: boolean;
  /** Message ids of the refusal (hcConfigurationIncomplete, hcInstructionInvalidHoseLength, hcProductUnavailable, …) */
  messageIds!: string[];
  @ApiPropertyOptional({ ...CONFIGURATION_SCHEMA, description: 'The canonical flat configuration (derived flags and auto-added parts included)' })
  configuration?: Record<string, string | boolean>;
  name?: string;
  summary?: string[];
  /** Net price of one assembly, cents */
  unitPriceCents?: number;
  /** Assembly cost included in the price, cents */
  assemblyCostCents?: number;
  inStock?: boolean;
  /** Working days until ready for shipment */
  procurementDays?: number;
  /** kg, decimal string */
  weightKg?: string;
}

export class HoseEvaluationResponse {
  data!: HoseEvaluationDto;
}
