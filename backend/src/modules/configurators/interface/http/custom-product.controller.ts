import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { configurationRefused } from './configuration-refusal';
import { CustomProducts } from '../../application/custom-products.service';
import { CustomProductIdRequest, CustomProductIdResponse, CustomProductRequest, CustomProductResponse } from './dto/custom-product.dto';


/** Custom products (docs/rules/calls.md#custom-products): the id of a configuration, and the configuration of an id. */
@ApiTags('configurators')
@Controller('api/product/get')
export class CustomProductController {
  constructor(private readonly customProducts: CustomProducts) {}

  @Post('custom-product-id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The custom product id of a configuration',
    description:
      'The configuration is validated and priced again by its configurator on the server; the same configuration always gets the same id (for hose and ejector the shareable SC… / AC… code). A configuration the rules refuse answers 422 with its message id as the code and every id in fields.',
  })
  @ApiOkResponse({ type: CustomProductIdResponse })
  @ApiUnprocessableEntityResponse({ description: 'The configuration is refused: code = first message id (e.g. ecInvalidLength, hcConfigurationIncomplete)' })
  async customProductId(@Body() body: CustomProductIdRequest): Promise<CustomProductIdResponse> {
    const result = await this.customProducts.idFor(body.configType, body.configuration);
    if (!result.ok) throw configurationRefused(result.error);
    return { data: { id: result.value.id } };
  }

  @Post('custom-product')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The configuration of a custom product id',
    description: 'Null for an unknown id. valid is false (with the message ids) when the stored configuration is refused today, e.g. a part is no longer available.',
  })
  @ApiOkResponse({ type: CustomProductResponse })
  async customProduct(@Body() body: CustomProductRequest): Promise<CustomProductResponse> {
    const productId = body.productId.trim().toUpperCase();
    const stored = await this.customProducts.configurationOf(productId);
    if (!stored) return { data: { customProduct: null } };
    const check = await this.customProducts.resolve({ productId, customProductType: stored.configType, customConfiguration: stored.configuration });
    return {
      data: {
        customProduct: {
          configType: stored.configType,
          configuration: { ...stored.configuration },
          valid: check.ok,
          messageIds: check.ok ? [] : [...check.error],
        },
      },
    };
  }
}
