import { ApiProperty, ApiPropertyOptional, OmitType, type ApiPropertyOptions } from '@nestjs/swagger';
import { CART_LIMITS, CUSTOM_PRODUCT_TYPES, isCustomProductType, toCartQuantity } from '@shop/domain/cart';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, Equals, IsArray, IsObject, IsOptional, IsString, Length, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';
import { PositionConfiguration } from '../../../../../shared/http/cart-position.dto';
import { ValueRule } from '../../../../../shared/http/validation-rules';

/** Field message ids of cart payloads. */
export const CartFieldMessage = {
  cart: 'invalidCart',
  productId: 'invalidCartProductId',
  qty: 'invalidOrderQuantityNumber',
  custom: 'customProductInvalid',
} as const;

const quantityRule = (value: unknown) => (typeof value === 'string' && toCartQuantity(value) !== null ? null : CartFieldMessage.qty);
const customTypeRule = (value: unknown) => (value === null || isCustomProductType(value) ? null : CartFieldMessage.custom);

const CONFIGURATION_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
  nullable: true,
  description: `Configured products only (customConfigurationNotAllowed on a catalogue article): the configurator's flat configuration (its keys; string, number, boolean or null values; at most ${CART_LIMITS.maxConfigurationBytes} bytes as JSON; customProductInvalid)`,
};

/** One cart position (docs/rules/entities.md#cart). */
export class CartPositionDto {
  /** Article number (or the configured product id) */
  @ApiProperty({ maxLength: CART_LIMITS.maxProductIdLength })
  @IsString({ message: CartFieldMessage.productId })
  @Length(1, CART_LIMITS.maxProductIdLength, { message: CartFieldMessage.productId })
  productId!: string;

  /**
   * Positive dot-decimal number with at most 2 decimals, answered normalised ("2.50" → "2.5")
   * @example 2.5
   */
  @ValueRule(quantityRule, CartFieldMessage.qty)
  qty!: string;

  /** Set for configured products */
  @ApiPropertyOptional({ enum: CUSTOM_PRODUCT_TYPES })
  @IsOptional()
  @ValueRule(customTypeRule, CartFieldMessage.custom)
  customProductType?: (typeof CUSTOM_PRODUCT_TYPES)[number] | null;

  @ApiPropertyOptional(CONFIGURATION_SCHEMA)
  @IsOptional()
  @PositionConfiguration()
  customConfiguration?: Record<string, string | number | boolean | null> | null;
}

/** A cart as the browser sends it. */
export class CartInputDto {
  /** The cart id the browser made (letters, digits, . _ : -) */
  @ApiProperty({ maxLength: CART_LIMITS.maxIdLength })
  @IsString({ message: CartFieldMessage.cart })
  @Length(1, CART_LIMITS.maxIdLength, { message: CartFieldMessage.cart })
  @Matches(/^[A-Za-z0-9._:-]+$/, { message: CartFieldMessage.cart })
  id!: string;

  @ApiProperty({ maxItems: CART_LIMITS.maxPositions })
  @IsArray({ message: CartFieldMessage.cart })
  @ArrayMaxSize(CART_LIMITS.maxPositions, { message: CartFieldMessage.cart })
  @IsObject({ each: true, message: CartFieldMessage.cart })
  @ValidateNested({ each: true, message: CartFieldMessage.cart })
  @Type(() => CartPositionDto)
  positions!: CartPositionDto[];

  /** The browser's last change; ignored: the server dates a saved cart itself */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsString({ message: CartFieldMessage.cart })
  @Length(1, 40, { message: CartFieldMessage.cart })
  dateUpdated?: string;
}

export class ReplaceCartRequest extends TrackedRequest {
  /** The whole cart; without positions the stored cart is deleted */
  @IsObject({ message: CartFieldMessage.cart })
  @ValidateNested({ message: CartFieldMessage.cart })
  @Type(() => CartInputDto)
  cart!: CartInputDto;
}

export class MergeCartRequest extends TrackedRequest {
  /** The browser's cart at login (null or absent: none) */
  @IsOptional()
  @IsObject({ message: CartFieldMessage.cart })
  @ValidateNested({ message: CartFieldMessage.cart })
  @Type(() => CartInputDto)
  cart?: CartInputDto | null;
}

/** One change of the saved cart: the position of this product (type and configuration) gets the quantity, or is removed. */
export class CartChangeDto extends OmitType(CartPositionDto, ['qty'] as const) {
  /** The new quantity (as for a position); absent with `remove` */
  @ApiPropertyOptional({ example: '2.5' })
  @ValidateIf((change: CartChangeDto) => change.remove !== true)
  @ValueRule(quantityRule, CartFieldMessage.qty)
  qty?: string;

  /** true: the position is removed */
  @ApiPropertyOptional({ enum: [true] })
  @IsOptional()
  @Equals(true, { message: CartFieldMessage.cart })
  remove?: true;
}

export class ChangeCartRequest extends TrackedRequest {
  /** When the server saved the cart these changes were made to (its dateUpdated); null: the browser knew no server cart */
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  @ValidateIf((_r, value) => value !== null)
  @IsString({ message: CartFieldMessage.cart })
  @Length(1, 40, { message: CartFieldMessage.cart })
  since!: string | null;

  /** The browser's cart id (a new server cart gets it) */
  @ApiProperty({ maxLength: CART_LIMITS.maxIdLength })
  @IsString({ message: CartFieldMessage.cart })
  @Length(1, CART_LIMITS.maxIdLength, { message: CartFieldMessage.cart })
  @Matches(/^[A-Za-z0-9._:-]+$/, { message: CartFieldMessage.cart })
  cartId!: string;

  @ApiProperty({ type: [CartChangeDto], minItems: 1, maxItems: CART_LIMITS.maxPositions * 2 })
  @IsArray({ message: CartFieldMessage.cart })
  @ArrayMinSize(1, { message: CartFieldMessage.cart })
  @ArrayMaxSize(CART_LIMITS.maxPositions * 2, { message: CartFieldMessage.cart })
  @IsObject({ each: true, message: CartFieldMessage.cart })
  @ValidateNested({ each: true, message: CartFieldMessage.cart })
  @Type(() => CartChangeDto)
  changes!: CartChangeDto[];
}

export class CartChangedDataDto {
  /** When the server saved the cart (the next changes name it); null: the cart is empty and was deleted */
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) dateUpdated!: string | null;
  /** Positions in the saved cart */
  positions!: number;
}

export class CartChangedResponse {
  data!: CartChangedDataDto;
}

/** A stored cart as answered. */
export class CartDto {
  id!: string;
  positions!: CartPositionDto[];
  /** When the server saved it */
  @ApiProperty({ format: 'date-time' }) dateUpdated!: string;
}

export class CartDataDto {
  /** null: the customer has no cart (or it expired after sales.cartTTL days) */
  cart!: CartDto | null;
}

export class CartResponse {
  data!: CartDataDto;
}
