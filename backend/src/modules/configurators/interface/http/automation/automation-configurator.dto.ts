/**
 * OpenAPI description of the automation configurator's data API (docs/api/configurators-contract.md,
 * section Automation). The shapes are built by application/automation/automation-configurator.service.ts;
 * these classes describe them and validate the requests.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTOMATION_PRODUCT_STEPS, HATCH_WIDTHS_MM, SERVICE_COUNTRIES } from '@shop/domain';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import type { AutomationServiceArticle, AutomationStepProduct } from '../../../application/automation/automation-configurator.service';

const LOCALES = ['de', 'en'] as const;
const MAIN_STEPS = ['robot', 'opticalPartsInspection', 'conveyor', 'safetyArea', 'installationCeTraining'] as const;
const SECONDARY_STEPS = ['robotSelection', 'robotProgramming', 'inspectionSystems', 'conveyors', 'fence', 'serviceLocation', 'services'] as const;
const ROLES = ['product', 'fencePanel', 'fencePost', 'fenceDoor', 'fenceHatch', 'installation', 'training', 'approval', 'travel'] as const;

/** 'true' / 'false' in a query string → boolean (anything else stays and is refused). */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class AutomationLocaleQuery {
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: 'de' | 'en';
}

export class AutomationStepParams {
  /** A product step */
  @ApiProperty({ enum: AUTOMATION_PRODUCT_STEPS })
  @IsIn(AUTOMATION_PRODUCT_STEPS, { message: 'acStepUnknown' })
  step!: (typeof AUTOMATION_PRODUCT_STEPS)[number];
}

export class AutomationFenceQuery extends AutomationLocaleQuery {
  /**
   * Side A in whole mm (930 … 10715; default of the page 2195)
   * @example 2195
   */
  @Type(() => Number)
  @IsInt({ message: 'acFenceLengthOutOfRange' })
  lengthA!: number;

  /**
   * Side B in whole mm (930 … 10715; default of the page 3260)
   * @example 3260
   */
  @Type(() => Number)
  @IsInt({ message: 'acFenceLengthOutOfRange' })
  lengthB!: number;

  /**
   * A door (1000 mm) in place of a 1000 mm panel
   * @example true
   */
  @Transform(queryBoolean)
  @IsBoolean({ message: 'acInvalidFenceInput' })
  door!: boolean;

  /**
   * A loading hatch in a side B panel
   * @example true
   */
  @Transform(queryBoolean)
  @IsBoolean({ message: 'acInvalidFenceInput' })
  hatch!: boolean;

  /**
   * Hatch width in mm
   * @example 450
   */
  @ApiProperty({ enum: HATCH_WIDTHS_MM })
  @Type(() => Number)
  @IsInt({ message: 'acInvalidHatchWidth' })
  hatchWidth!: number;
}

export class AutomationServicesQuery extends AutomationLocaleQuery {
  /** Where the cell is set up: de, at, ch or xx (any other country) */
  @ApiProperty({ enum: SERVICE_COUNTRIES })
  @IsIn(SERVICE_COUNTRIES, { message: 'acInvalidServiceCountry' })
  country!: (typeof SERVICE_COUNTRIES)[number];

  /** First digit of the German zip code (de only) */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'acInvalidZipArea' })
  @Min(0, { message: 'acInvalidZipArea' })
  @Max(9, { message: 'acInvalidZipArea' })
  zipArea?: number;
}

/** A read (like custom-product-id): no visitor-statistics fields. */
export class AutomationQuoteRequest extends AutomationLocaleQuery {
  /** The flat configuration (stored flat as ids, docs/rules/entities.md#configurations-and-custom-products): robotSelection = article number; robotProgramming, inspectionSystems, conveyors = "id:qty,id:qty"; fenceLengthA, fenceLengthB, fenceDoor, fenceHatch, fenceHatchWidth; serviceCountry, serviceZipArea; installation, training, approval. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    example: { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:1', fenceLengthA: 2195, fenceLengthB: 3260, fenceDoor: true, fenceHatch: true, fenceHatchWidth: 450, serviceCountry: 'at', serviceZipArea: null, installation: true, training: true, approval: false },
  })
  @IsObject({ message: 'acInvalidConfiguration' })
  configuration!: Record<string, unknown>;
}

// ---- answers ------------------------------------------------------------------------------------------------

export class AutomationDeliveryTimeDto {
  @ApiProperty({ enum: ['deliverableImmediately', 'readyForShipmentWithinXDays'] }) messageId!: string;
  days!: number;
}

export class AutomationAvailabilityDto {
  @ApiProperty({ enum: [0, 1, 2] }) statusCode!: number;
  /** Message id */
  label!: string;
  deliveryTime!: AutomationDeliveryTimeDto;
}

export class AutomationStepProductDto implements AutomationStepProduct {
  /** Article number */
  id!: string;
  name!: string;
  /** Product page path in the locale */
  path!: string;
  image!: string | null;
  productTypeId!: string;
  /** i18n id: pieces, hourShort, … */
  unitOfQuantity!: string;
  /** Net price per unit in cents (the catalogue price; no price rules apply to configured products); null for an article sold on request only */
  priceCents!: number | null;
  /** Only on request: shown, not selectable, no price */
  isOnlyOnRequest!: boolean;
  quantityInStock!: number;
  procurementTimeDays!: number;
  weightKg!: number;
  availability!: AutomationAvailabilityDto;
  /** Largest quantity in the step (1 for the robot) */
  maxQty!: number;
  /** Installation hours per unit */
  installationHours!: number;
}

export class AutomationStepProductsDto {
  @ApiProperty({ enum: AUTOMATION_PRODUCT_STEPS }) step!: string;
  /** product: one article; productList: articles with quantities */
  kind!: 'product' | 'productList';
  skippable!: boolean;
  /** Sold articles only, in the order the shop owner set */
  @ApiProperty({ type: [AutomationStepProductDto] }) products!: readonly AutomationStepProductDto[];
}

export class AutomationStepProductsResponse {
  data!: AutomationStepProductsDto;
}

export class AutomationPositionDto {
  @ApiProperty({ enum: MAIN_STEPS }) mainStep!: string;
  @ApiProperty({ enum: SECONDARY_STEPS }) step!: string;
  @ApiProperty({ enum: ROLES }) role!: string;
  productId!: string;
  name!: string;
  unitOfQuantity!: string;
  qty!: number;
  /** Net cents per unit */
  unitPriceCents!: number;
  /** Net cents */
  totalCents!: number;
}

export class AutomationFenceInputsDto {
  lengthA!: number;
  lengthB!: number;
  door!: boolean;
  hatch!: boolean;
  @ApiProperty({ enum: HATCH_WIDTHS_MM }) hatchWidth!: number;
}

export class AutomationFenceSideDto {
  @ApiProperty({ enum: ['A', 'B'] }) side!: string;
  /** Length asked for, mm */
  requestedMm!: number;
  /** Length built (the fence length table row), mm */
  lengthMm!: number;
  /** Panel widths along the side, mm */
  @ApiProperty({ type: [Number] }) panelWidths!: readonly number[];
  /** The door takes one 1000 mm panel of this side */
  door!: boolean;
  /** The hatch is mounted in this side */
  hatch!: boolean;
}

export class AutomationPanelCountDto {
  width!: number;
  qty!: number;
}

export class AutomationFencePlanDto {
  /** The rectangle clockwise: A, B, A, B */
  @ApiProperty({ type: [AutomationFenceSideDto] }) sides!: readonly AutomationFenceSideDto[];
  @ApiProperty({ type: [AutomationPanelCountDto] }) panels!: readonly AutomationPanelCountDto[];
  posts!: number;
  door!: boolean;
  @ApiProperty({ type: Number, enum: HATCH_WIDTHS_MM }) hatch!: number | null;
  /** Panels and door */
  elements!: number;
}

export class AutomationFencePlanViewDto {
  inputs!: AutomationFenceInputsDto;
  plan!: AutomationFencePlanDto;
  @ApiProperty({ type: [AutomationPositionDto] }) positions!: readonly AutomationPositionDto[];
  /** Net cents of the fence articles */
  totalCents!: number;
  /** Installation hours the fence adds */
  installationHours!: number;
}

export class AutomationFencePlanResponse {
  data!: AutomationFencePlanViewDto;
}

export class AutomationServiceArticleDto implements AutomationServiceArticle {
  productId!: string;
  name!: string;
  unitOfQuantity!: string;
  /** Net cents per unit (hour, day or flat rate) */
  priceCents!: number;
}

export class AutomationTrainingArticleDto extends AutomationServiceArticleDto {
  /** Training days booked with the cell */
  days!: number;
  /** Net cents of the training */
  totalCents!: number;
}

export class AutomationServicesDto {
  @ApiProperty({ enum: SERVICE_COUNTRIES }) country!: string;
  zipArea!: number | null;
  /** Installation, training and approval are offered (DE, AT, CH) */
  offered!: boolean;
  /** Working days until the team is on site (ch 10, at 14, de by zip area) */
  serviceDays!: number | null;
  @ApiProperty({ type: String, enum: ['acInstructionServiceRobotics4'] }) instruction!: string | null;
  /** Priced per hour */
  installation!: AutomationServiceArticleDto | null;
  installationBaseHours!: number;
  installationHoursPerFenceElement!: number;
  training!: AutomationTrainingArticleDto | null;
  approval!: AutomationServiceArticleDto | null;
  /** Travel flat rate of the location */
  travel!: AutomationServiceArticleDto | null;
}

export class AutomationServicesResponse {
  data!: AutomationServicesDto;
}

export class AutomationQuoteDto {
  /** The canonical flat configuration */
  configuration!: Record<string, string | number | boolean | null>;
  /** Article name of the cell in the locale */
  name!: string;
  @ApiProperty({ type: [AutomationPositionDto] }) positions!: readonly AutomationPositionDto[];
  /** Net price of the cell, cents */
  netCents!: number;
  /** The training within the net price, cents (rent-to-buy spreads it over the months: the figures are the cart price answer’s offerTerms, priced for the buyer) */
  trainingCents!: number;
  priceWithoutTrainingCents!: number;
  installationHours!: number;
  fencePlan!: AutomationFencePlanDto | null;
  serviceDays!: number | null;
  @ApiProperty({ type: String, enum: ['acInstructionServiceRobotics4'] }) serviceInstruction!: string | null;
  inStock!: boolean;
  /** Working days until ready for shipment, 0 = immediately */
  procurementDays!: number;
  /** kg, decimal string */
  weightKg!: string;
}

export class AutomationQuoteResponse {
  data!: AutomationQuoteDto;
}
