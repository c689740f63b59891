import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { CART_LIMITS, CUSTOM_PRODUCT_TYPES, isCustomProductType, isFlatConfiguration, type CustomProductType } from '@shop/domain/cart';
import { IsString, Length } from 'class-validator';
import { ValueRule } from '../../../../../shared/http/validation-rules';

type FlatConfiguration = Record<string, string | number | boolean | null>;

const FLAT_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true },
  description: `The configuration stored flat (ids and values; at most ${CART_LIMITS.maxConfigurationKeys} keys and ${CART_LIMITS.maxConfigurationBytes} bytes as JSON)`,
};

/** POST /api/product/get/custom-product-id */
export class CustomProductIdRequest {
  /** Which configurator the configuration belongs to */
  @ApiProperty({ enum: CUSTOM_PRODUCT_TYPES })
  @ValueRule((v) => (isCustomProductType(v) ? null : 'customProductTypeUnknown'), 'customProductTypeUnknown')
  configType!: CustomProductType;

  @ApiProperty(FLAT_SCHEMA)
  @ValueRule((v) => (isFlatConfiguration(v) ? null : 'customProductInvalid'), 'customProductInvalid')
  configuration!: FlatConfiguration;
}

export class CustomProductIdData {
  /**
   * The custom product id: SC + 6 (hose), AC + 6 (ejector), RZ + 6 (automation cell); the same for the same configuration
   * @example SC4K2M9Q
   */
  id!: string;
}

export class CustomProductIdResponse {
  data!: CustomProductIdData;
}

/** POST /api/product/get/custom-product */
export class CustomProductRequest {
  /** A custom product id (any case; codes are compared upper-cased) */
  @IsString({ message: 'customProductInvalid' })
  @Length(1, 32, { message: 'customProductInvalid' })
  productId!: string;
}

export class CustomProductView {
  @ApiProperty({ enum: CUSTOM_PRODUCT_TYPES }) configType!: CustomProductType;
  @ApiProperty(FLAT_SCHEMA) configuration!: FlatConfiguration;
  /** False when the rules refuse the stored configuration today (a part is no longer available) */
  valid!: boolean;
  /** Why the configuration is not valid today (message ids); empty when valid */
  messageIds!: string[];
}

export class CustomProductData {
  /** Null for an unknown id */
  @ApiPropertyOptional()
  customProduct!: CustomProductView | null;
}

export class CustomProductResponse {
  data!: CustomProductData;
}
