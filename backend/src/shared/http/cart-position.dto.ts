import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { positionConfigurationProblem } from '@shop/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsObject, IsOptional, IsString, Matches, registerDecorator, ValidateNested, type ValidationArguments } from 'class-validator';

/** A cart holds at most this many positions (pricing, checkout). */
export const MAX_CART_POSITIONS = 500;
const ARTICLE_ID = /^[\p{L}\p{N}][\p{L}\p{N} ._/+-]{0,63}$/u;
/** A positive decimal quantity with a dot, at most 3 decimals (the cart keeps normalised quantities). */
const QUANTITY = /^(?!0+(?:\.0+)?$)\d{1,9}(?:\.\d{1,3})?$/;

/**
 * A position's customConfiguration: none on a catalogue article (customConfigurationNotAllowed), the shape of its
 * configurator on a configured one (keys, value types, lengths, control characters, 4 KB; customProductInvalid) —
 * `positionConfigurationProblem` of @shop/domain. The configurator's rules judge it afterwards (CustomProducts).
 */
export function PositionConfiguration(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'shopPositionConfiguration',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => positionConfigurationProblem((args.object as { customProductType?: unknown }).customProductType, value) === null,
        defaultMessage: (args: ValidationArguments) => positionConfigurationProblem((args.object as { customProductType?: unknown }).customProductType, args.value) ?? 'customProductInvalid',
      },
    });
}

/** A cart position in a pricing or checkout request (docs/rules/entities.md#cart). */
export class CartPositionDto {
  /** @example KU-100 */
  @ApiProperty({ maxLength: 64 })
  @IsString({ message: 'productIdUnknown' })
  @Matches(ARTICLE_ID, { message: 'productIdUnknown' })
  productId!: string;

  /**
   * Positive decimal with a dot, at most 3 decimals
   * @example 2.5
   */
  @IsString({ message: 'invalidOrderQuantityNumber' })
  @Matches(QUANTITY, { message: 'invalidOrderQuantityNumber' })
  qty!: string;

  @ApiPropertyOptional({ type: String, enum: ['hose', 'ejector', 'automation'] })
  @IsOptional()
  @IsIn(['hose', 'ejector', 'automation'], { message: 'customProductInvalid' })
  customProductType?: string | null;

  /** Configured products only (customConfigurationNotAllowed on a catalogue article): the configurator's flat configuration (its keys, ids and values; at most 4096 bytes as JSON; customProductInvalid) */
  @IsOptional()
  @PositionConfiguration()
  customConfiguration?: Record<string, unknown>;
}


/**
 * The `positions` field of a request that carries a cart (pricing, checkout options, orders, offers): at most
 * MAX_CART_POSITIONS positions, each validated; `required` also refuses an empty list (cartEmpty).
 */
export function CartPositionsField(options: { required: boolean }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: [CartPositionDto], maxItems: MAX_CART_POSITIONS, ...(options.required ? { minItems: 1 } : {}) }),
    IsArray({ message: options.required ? 'cartEmpty' : 'invalidCartPositions' }),
    ...(options.required ? [ArrayMinSize(1, { message: 'cartEmpty' })] : []),
    ArrayMaxSize(MAX_CART_POSITIONS, { message: 'invalidCartPositions' }),
    // Each position an object: ValidateNested alone walks into a nested array ([[]]) and lets it through.
    IsObject({ each: true, message: 'invalidCartPositions' }),
    ValidateNested({ each: true }),
    Type(() => CartPositionDto),
  );
}
