import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PriceRule } from '@shop/domain';
import { ApiError } from '../../../../shared/api-error';
import { BooleanResponse } from '../../../../shared/http/common.dto';
import { AdminGuard } from '../../../identity';
import { PriceRuleAdmin, type PriceRuleWriteError } from '../../application/price-rule-admin';
import { PriceRuleInput, PriceRuleResponse, PriceRulesResponse, type PriceRuleDto } from './dto/admin-price-rule.dto';

function toDto(r: PriceRule): PriceRuleDto {
  return { ...r, customerId: r.customerId ?? null };
}

function toHttpError(error: PriceRuleWriteError): ApiError {
  return error.code === 'VALIDATION_FAILED'
    ? new ApiError('VALIDATION_FAILED', 'The price rule is not valid.', HttpStatus.BAD_REQUEST, error.fields)
    : new ApiError(error.code, 'No such price rule.', HttpStatus.NOT_FOUND);
}

/** The admin's price rules (the admin price-rule page builds on these). Buyers see changes within the catalogue refresh interval. */
@ApiTags('admin')
@ApiHeader({ name: 'apiCode', required: true })
@ApiUnauthorizedResponse({ description: 'adminNotLoggedIn' })
@UseGuards(AdminGuard)
@Controller('api/admin/price-rules')
export class AdminPriceRulesController {
  constructor(private readonly admin: PriceRuleAdmin) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every price rule' })
  @ApiOkResponse({ type: PriceRulesResponse })
  async list(): Promise<PriceRulesResponse> {
    return { data: (await this.admin.list()).map(toDto) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a price rule (dates in order, a net price or a percentage, quantities not negative, a known product)' })
  @ApiOkResponse({ type: PriceRuleResponse })
  async create(@Body() body: PriceRuleInput): Promise<PriceRuleResponse> {
    const result = await this.admin.create({
      customerPricingGroup: body.customerPricingGroup || null,
      customerId: body.customerId ?? null,
      dateFrom: body.dateFrom || null,
      dateTo: body.dateTo || null,
      productId: body.productId || null,
      productTypeI18nId: body.productTypeI18nId || null,
      productPricingGroup: body.productPricingGroup || null,
      quantityFrom: body.quantityFrom || null,
      shoppingCartValueFrom: body.shoppingCartValueFrom ?? null,
      netPrice: body.netPrice ?? null,
      priceUnit: body.priceUnit ?? null,
      percentage: body.percentage || null,
      priority: body.priority,
    });
    if (!result.ok) throw toHttpError(result.error);
    return { data: toDto(result.value) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a price rule' })
  @ApiOkResponse({ type: BooleanResponse })
  async remove(@Param('id', ParseIntPipe) id: number): Promise<BooleanResponse> {
    const result = await this.admin.delete(id);
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }
}
