/**
 * OpenAPI description of the automation configurator's data API (docs/api/configurators-contract.md,
 * section Automation). The shapes are built by application/automation/automation-configurator.service.ts;
 * these classes describe them and validate the requests.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTOMATION_PRODUCT_STEPS, HATCH_WIDTHS_MM, SERVICE_COUNTRIES } from '@shop/domain';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';

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
  @ApiProperty({ enum: AUTOMATION_PRODUCT_STEPS, description: 'A product step' })
  @IsIn(AUTOMATION_PRODUCT_STEPS, { message: 'acStepUnknown' })
  step!: (typeof AUTOMATION_PRODUCT_STEPS)[number];
}

export class AutomationFenceQuery extends AutomationLocaleQuery {
  @ApiProperty({ description: 'Side A in whole mm (930 … 10715; default of the page 2195)', example: 2195 })
  @Type(() => Number)
  @IsInt({ message: 'acFenceLengthOutOfRange' })
  lengthA!: number;

  @ApiProperty({ description: 'Side B in whole mm (930 … 10715; default of the page 3260)', example: 3260 })
  @Type(() => Number)
  @IsInt({ message: 'acFenceLengthOutOfRange' })
  lengthB!: number;

  @ApiProperty({ description: 'A door (1000 mm) in place of a 1000 mm panel', example: true })
  @Transform(queryBoolean)
  @IsBoolean({ message: 'acInvalidFenceInput' })
  door!: boolean;

  @ApiProperty({ description: 'A loading hatch in a side B panel', example: true })
  @Transform(queryBoolean)
  @IsBoolean({ message: 'acInvalidFenceInput' })
  hatch!: boolean;

  @ApiProperty({ enum: HATCH_WIDTHS_MM, description: 'Hatch width in mm', example: 450 })
  @Type(() => Number)
  @IsInt({ message: 'acInvalidHatchWidth' })
  hatchWidth!: number;
}

export class AutomationServicesQuery extends AutomationLocaleQuery {
  @ApiProperty({ enum: SERVICE_COUNTRIES, description: 'Where the cell is set up: de, at, ch or xx (any other country)' })
  @IsIn(SERVICE_COUNTRIES, { message: 'acInvalidServiceCountry' })
  country!: (typeof SERVICE_COUNTRIES)[number];

  @ApiPropertyOptional({ description: 'First digit of the German zip code (de only)', minimum: 0, maximum: 9 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'acInvalidZipArea' })
  @Min(0, { message: 'acInvalidZipArea' })
  @Max(9, { message: 'acInvalidZipArea' })
  zipArea?: number;
}

/** A read (like custom-product-id): no visitor-statistics fields. */
export class AutomationQuoteRequest extends AutomationLocaleQuery {
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    description:
      'The flat configuration (stored flat as ids, docs/rules/entities.md#configurations-and-custom-products): robotSelection = article number; robotProgramming, inspectionSystems, conveyors = "id:qty,id:qty"; fenceLengthA, fenceLengthB, fenceDoor, fenceHatch, fenceHatchWidth; serviceCountry, serviceZipArea; installation, training, approval.',
    example: { robotSelection: 'RB-SC-003-0400', conveyors: 'FB-GB-0300-1500:1', fenceLengthA: 2195, fenceLengthB: 3260, fenceDoor: true, fenceHatch: true, fenceHatchWidth: 450, serviceCountry: 'at', serviceZipArea: null, installation: true, training: true, approval: false },
  })
  @IsObject({ message: 'acInvalidConfiguration' })
  configuration!: Record<string, unknown>;
}

// ---- answers ------------------------------------------------------------------------------------------------

export class AutomationDeliveryTimeDto {
  @ApiProperty({ enum: ['deliverableImmediately', 'readyForShipmentWithinXDays'] }) messageId!: string;
  @ApiProperty() days!: number;
}

export class AutomationAvailabilityDto {
  @ApiProperty({ enum: [0, 1, 2] }) statusCode!: number;
  @ApiProperty({ description: 'Message id' }) label!: string;
  @ApiProperty({ type: AutomationDeliveryTimeDto }) deliveryTime!: AutomationDeliveryTimeDto;
}

export class AutomationStepProductDto {
  @ApiProperty({ description: 'Article number' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Product page path in the locale' }) path!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty() productTypeId!: string;
  @ApiProperty({ description: 'i18n id: pieces, hourShort, …' }) unitOfQuantity!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Net price per unit in cents (the catalogue price; no price rules apply to configured products); null for an article sold on request only' }) priceCents!: number | null;
  @ApiProperty({ description: 'Only on request: shown, not selectable, no price' }) isOnlyOnRequest!: boolean;
  @ApiProperty() quantityInStock!: number;
  @ApiProperty() procurementTimeDays!: number;
  @ApiProperty() weightKg!: number;
  @ApiProperty({ type: AutomationAvailabilityDto }) availability!: AutomationAvailabilityDto;
  @ApiProperty({ description: 'Largest quantity in the step (1 for the robot)' }) maxQty!: number;
  @ApiProperty({ description: 'Installation hours per unit' }) installationHours!: number;
}

export class AutomationStepProductsDto {
  @ApiProperty({ enum: AUTOMATION_PRODUCT_STEPS }) step!: string;
  @ApiProperty({ enum: ['product', 'productList'], description: 'product: one article; productList: articles with quantities' }) kind!: 'product' | 'productList';
  @ApiProperty() skippable!: boolean;
  @ApiProperty({ type: [AutomationStepProductDto], description: 'Sold articles only, in the order the shop owner set' }) products!: readonly AutomationStepProductDto[];
}

export class AutomationStepProductsResponse {
  @ApiProperty({ type: AutomationStepProductsDto }) data!: AutomationStepProductsDto;
}

export class AutomationPositionDto {
  @ApiProperty({ enum: MAIN_STEPS }) mainStep!: string;
  @ApiProperty({ enum: SECONDARY_STEPS }) step!: string;
  @ApiProperty({ enum: ROLES }) role!: string;
  @ApiProperty() productId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() unitOfQuantity!: string;
  @ApiProperty() qty!: number;
  @ApiProperty({ description: 'Net cents per unit' }) unitPriceCents!: number;
  @ApiProperty({ description: 'Net cents' }) totalCents!: number;
}

export class AutomationFenceInputsDto {
  @ApiProperty() lengthA!: number;
  @ApiProperty() lengthB!: number;
  @ApiProperty() door!: boolean;
  @ApiProperty() hatch!: boolean;
  @ApiProperty({ enum: HATCH_WIDTHS_MM }) hatchWidth!: number;
}

export class AutomationFenceSideDto {
  @ApiProperty({ enum: ['A', 'B'] }) side!: string;
  @ApiProperty({ description: 'Length asked for, mm' }) requestedMm!: number;
  @ApiProperty({ description: 'Length built (the fence length table row), mm' }) lengthMm!: number;
  @ApiProperty({ type: [Number], description: 'Panel widths along the side, mm' }) panelWidths!: readonly number[];
  @ApiProperty({ description: 'The door takes one 1000 mm panel of this side' }) door!: boolean;
  @ApiProperty({ description: 'The hatch is mounted in this side' }) hatch!: boolean;
}

export class AutomationPanelCountDto {
  @ApiProperty() width!: number;
  @ApiProperty() qty!: number;
}

export class AutomationFencePlanDto {
  @ApiProperty({ type: [AutomationFenceSideDto], description: 'The rectangle clockwise: A, B, A, B' }) sides!: readonly AutomationFenceSideDto[];
  @ApiProperty({ type: [AutomationPanelCountDto] }) panels!: readonly AutomationPanelCountDto[];
  @ApiProperty() posts!: number;
  @ApiProperty() door!: boolean;
  @ApiProperty({ type: Number, nullable: true, enum: HATCH_WIDTHS_MM }) hatch!: number | null;
  @ApiProperty({ description: 'Panels and door' }) elements!: number;
}

export class AutomationFencePlanViewDto {
  @ApiProperty({ type: AutomationFenceInputsDto }) inputs!: AutomationFenceInputsDto;
  @ApiProperty({ type: AutomationFencePlanDto }) plan!: AutomationFencePlanDto;
  @ApiProperty({ type: [AutomationPositionDto] }) positions!: readonly AutomationPositionDto[];
  @ApiProperty({ description: 'Net cents of the fence articles' }) totalCents!: number;
  @ApiProperty({ description: 'Installation hours the fence adds' }) installationHours!: number;
}

export class AutomationFencePlanResponse {
  @ApiProperty({ type: AutomationFencePlanViewDto }) data!: AutomationFencePlanViewDto;
}

export class AutomationServiceArticleDto {
  @ApiProperty() productId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() unitOfQuantity!: string;
  @ApiProperty({ description: 'Net cents per unit (hour, day or flat rate)' }) priceCents!: number;
}

export class AutomationTrainingArticleDto extends AutomationServiceArticleDto {
  @ApiProperty({ description: 'Training days booked with the cell' }) days!: number;
  @ApiProperty({ description: 'Net cents of the training' }) totalCents!: number;
}

export class AutomationServicesDto {
  @ApiProperty({ enum: SERVICE_COUNTRIES }) country!: string;
  @ApiProperty({ type: Number, nullable: true }) zipArea!: number | null;
  @ApiProperty({ description: 'Installation, training and approval are offered (DE, AT, CH)' }) offered!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Working days until the team is on site (ch 10, at 14, de by zip area)' }) serviceDays!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['acInstructionServiceRobotics4'] }) instruction!: string | null;
  @ApiProperty({ type: AutomationServiceArticleDto, nullable: true, description: 'Priced per hour' }) installation!: AutomationServiceArticleDto | null;
  @ApiProperty() installationBaseHours!: number;
  @ApiProperty() installationHoursPerFenceElement!: number;
  @ApiProperty({ type: AutomationTrainingArticleDto, nullable: true }) training!: AutomationTrainingArticleDto | null;
  @ApiProperty({ type: AutomationServiceArticleDto, nullable: true }) approval!: AutomationServiceArticleDto | null;
  @ApiProperty({ type: AutomationServiceArticleDto, nullable: true, description: 'Travel flat rate of the location' }) travel!: AutomationServiceArticleDto | null;
}

export class AutomationServicesResponse {
  @ApiProperty({ type: AutomationServicesDto }) data!: AutomationServicesDto;
}

export class AutomationQuoteDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The canonical flat configuration' }) configuration!: Record<string, string | number | boolean | null>;
  @ApiProperty({ description: 'Article name of the cell in the locale' }) name!: string;
  @ApiProperty({ type: [AutomationPositionDto] }) positions!: readonly AutomationPositionDto[];
  @ApiProperty({ description: 'Net price of the cell, cents' }) netCents!: number;
  @ApiProperty({ description: 'The training within the net price, cents (rent-to-buy spreads it over the months: the figures are the cart price answer’s offerTerms, priced for the buyer)' }) trainingCents!: number;
  @ApiProperty() priceWithoutTrainingCents!: number;
  @ApiProperty() installationHours!: number;
  @ApiProperty({ type: AutomationFencePlanDto, nullable: true }) fencePlan!: AutomationFencePlanDto | null;
  @ApiProperty({ type: Number, nullable: true }) serviceDays!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['acInstructionServiceRobotics4'] }) serviceInstruction!: string | null;
  @ApiProperty() inStock!: boolean;
  @ApiProperty({ description: 'Working days until ready for shipment, 0 = immediately' }) procurementDays!: number;
  @ApiProperty({ description: 'kg, decimal string' }) weightKg!: string;
}

export class AutomationQuoteResponse {
  @ApiProperty({ type: AutomationQuoteDto }) data!: AutomationQuoteDto;
}
