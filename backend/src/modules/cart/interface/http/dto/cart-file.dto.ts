import { ApiProperty, ApiPropertyOptional, type ApiBodyOptions } from '@nestjs/swagger';
import { CART_LIMITS } from '@shop/domain/cart';
import { CART_IMPORT_COLUMNS } from '@shop/domain/cart-import';
import { plainToInstance, Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { CartFieldMessage, CartPositionDto } from './cart.dto';

const LOCALES = ['de', 'en'] as const;

/**
 * The query parameter holds JSON text: parsed, and its objects made positions to validate (a custom
 * transformation replaces class-transformer's own, so @Type would not apply). Anything that is no JSON
 * stays text and fails the array check.
 */
function parsePositionsParameter({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (!Array.isArray(parsed)) return parsed;
  return parsed.map((p: unknown) => (typeof p === 'object' && p !== null && !Array.isArray(p) ? plainToInstance(CartPositionDto, p) : p));
}

export class CartExportQuery {
  @ApiProperty({
    type: String,
    description: `JSON-encoded array of cart positions (productId, qty, customProductType?, customConfiguration?), at most ${CART_LIMITS.maxPositions}`,
    example: '[{"productId":"SL-EPDM-006","qty":"2.5"}]',
  })
  @Transform(parsePositionsParameter)
  @IsArray({ message: CartFieldMessage.cart })
  @ArrayMaxSize(CART_LIMITS.maxPositions, { message: CartFieldMessage.cart })
  @IsObject({ each: true, message: CartFieldMessage.cart })
  @ValidateNested({ each: true, message: CartFieldMessage.cart })
  positions!: CartPositionDto[];

  /** The cart id (shown in the file properties) */
  @ApiPropertyOptional({ maxLength: CART_LIMITS.maxIdLength })
  @IsOptional()
  @IsString({ message: CartFieldMessage.cart })
  @Length(1, CART_LIMITS.maxIdLength, { message: CartFieldMessage.cart })
  @Matches(/^[A-Za-z0-9._:-]+$/, { message: CartFieldMessage.cart })
  cartId?: string;

  /** Language of the name column */
  @ApiPropertyOptional({ enum: LOCALES, default: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'invalidLocaleMessage' })
  locale?: (typeof LOCALES)[number];
}

export class CartImportSkipDto {
  /** Row number in the sheet (the header is row 1) */
  row!: number;
  @ApiProperty({ enum: CART_IMPORT_COLUMNS }) column!: (typeof CART_IMPORT_COLUMNS)[number];
  /** The row’s article number as written */
  articleId!: string | null;
  /** Why the row was skipped: articleIdMissing, productIdUnknown, productOnlyOnRequest, customProductInvalid, cartPositionLimitReached, or an order quantity id (invalidOrderQuantityEmpty, …Number, …Integer, …Min, …Max, …Increment) */
  messageId!: string;
}

export class CartImportDataDto {
  /** The imported positions, rows of one product merged; the browser merges them into its cart */
  positions!: CartPositionDto[];
  /** positions.length (0: show cartImportFailedMsg) */
  imported!: number;
  skipped!: CartImportSkipDto[];
  /** Data rows read (blank rows not counted) */
  processed!: number;
}

export class CartImportResponse {
  data!: CartImportDataDto;
}

/** The multipart body, for the OpenAPI document. */
export const CART_IMPORT_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'The cart file (.xlsx, at most 2 MB)' } },
  },
};
