import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PriceRule } from '@shop/domain';
import { ApiError } from '../../../../shared/api-error';
import { BooleanResponse } from '../../../../shared/http/common.dto';
import { RecordIdPipe } from '../../../../shared/http/input-rules';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { PriceRuleAdmin, type AdminPriceRule, type PriceRuleWriteError } from '../../application/price-rule-admin';
import {
  AdminPriceRuleResponse,
  AdminPriceRulesResponse,
  CustomerSearchQuery,
  CustomerSearchResponse,
  PricePreviewRequest,
  PricePreviewResponse,
  PriceRuleInput,
  PriceRuleListQuery,
  PriceRuleOptionsResponse,
  type AdminPriceRuleDto,
  type PriceRuleDto,
} from './dto/admin-price-rule.dto';

export function toRuleDto(r: PriceRule): PriceRuleDto {
  return {
    id: r.id,
    customerPricingGroup: r.customerPricingGroup,
    customerId: r.customerId ?? null,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    productId: r.productId,
    productTypeI18nId: r.productTypeI18nId,
    productPricingGroup: r.productPricingGroup,
    quantityFrom: r.quantityFrom,
    shoppingCartValueFrom: r.shoppingCartValueFrom,
    netPrice: r.netPrice,
    priceUnit: r.priceUnit,
    percentage: r.percentage,
    priority: r.priority,
  };
}

function toAdminDto(r: AdminPriceRule): AdminPriceRuleDto {
  return { ...toRuleDto(r), scope: r.scope, state: r.state, customer: r.customer };
}

/** A path id that cannot be a price rule's: answered like an unknown rule. */
const priceRuleUnknown = () => toHttpError({ code: 'priceRuleIdUnknown' });

export function toHttpError(error: PriceRuleWriteError): ApiError {
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return new ApiError('VALIDATION_FAILED', 'The input is not valid.', HttpStatus.BAD_REQUEST, error.fields);
    case 'adCouponCodeTaken':
      return new ApiError('adCouponCodeTaken', 'A coupon with this code exists.', HttpStatus.CONFLICT, error.fields);
    case 'adCouponUnknown':
      return new ApiError('adCouponUnknown', 'No such coupon.', HttpStatus.NOT_FOUND);
    default:
      return new ApiError(error.code, 'No such price rule.', HttpStatus.NOT_FOUND);
  }
}

/** The input as the engine reads it: empty texts are "not set". */
export function ruleOf(body: PriceRuleInput): Omit<PriceRule, 'id'> {
  return {
    customerPricingGroup: body.customerPricingGroup || null,
    customerId: body.customerId ?? null,
    dateFrom: body.dateFrom || null,
    dateTo: body.dateTo || null,
    productId: body.productId?.trim() || null,
    productTypeI18nId: body.productTypeI18nId || null,
    productPricingGroup: body.productPricingGroup || null,
    quantityFrom: body.quantityFrom || null,
    shoppingCartValueFrom: body.shoppingCartValueFrom ?? null,
    netPrice: body.netPrice ?? null,
    priceUnit: body.priceUnit ?? null,
    percentage: body.percentage || null,
    priority: body.priority,
  };
}

/**
 * The admin's price rules (docs/rules/entities.md#price-rules; the page /shop/preisregeln), the customer lookup of its form
 * and the price preview. Buyers see changes at once on this instance and within the catalogue refresh interval
 * on the others (ADR 0025).
 */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'adminNotLoggedIn' })
@ApiForbiddenResponse({ description: 'adminForbidden (a customer session)' })
@UseGuards(AdminGuard)
@Controller('api/admin/price-rules')
export class AdminPriceRulesController {
  constructor(private readonly admin: PriceRuleAdmin) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The price rules, optionally by scope, by state today (Europe/Berlin) and a search term' })
  @ApiOkResponse({ type: AdminPriceRulesResponse })
  async list(@Query() query: PriceRuleListQuery): Promise<AdminPriceRulesResponse> {
    return { data: (await this.admin.list(query)).map(toAdminDto) };
  }

  @Get('options')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "What the form offers: customers' pricing groups, the catalogue's product types and product pricing groups" })
  @ApiOkResponse({ type: PriceRuleOptionsResponse })
  async options(): Promise<PriceRuleOptionsResponse> {
    return { data: await this.admin.options() };
  }

  @Get('customers')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Up to 10 customers by id, e-mail, company, name or customer number (the form and the preview pick one)' })
  @ApiOkResponse({ type: CustomerSearchResponse })
  async customers(@Query() query: CustomerSearchQuery): Promise<CustomerSearchResponse> {
    return { data: await this.admin.searchCustomers(query.term) };
  }

  @Post('preview')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'What a customer (or a guest) pays for a quantity of a product, by the shop\'s own cart price calculation',
    description: 'With `rule` the unsaved rule being edited is laid over the stored rules (replacing the stored rule of the same id), so the answer is what the shop charges once it is saved.',
  })
  @ApiOkResponse({ type: PricePreviewResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field (rule fields as rule.<field>)' })
  async preview(@Body() body: PricePreviewRequest): Promise<PricePreviewResponse> {
    const result = await this.admin.preview({
      customerId: body.customerId ?? null,
      customerEmail: body.customerEmail?.trim() || null,
      productId: body.productId,
      quantity: body.quantity,
      locale: body.locale ?? 'de',
      rule: body.rule ? { ...ruleOf(body.rule), id: body.rule.id ?? null } : null,
    });
    if (!result.ok) throw toHttpError(result.error);
    const p = result.value;
    const draftId = body.rule?.id ?? 0;
    const ruleDto = (r: PriceRule | null, isDraft: boolean) => (r === null ? null : { ...toRuleDto(r), id: isDraft ? draftId : r.id });
    return { data: { ...p, appliedRule: ruleDto(p.appliedRule, p.appliedRuleIsDraft), cartRule: ruleDto(p.cartRule, p.cartRuleIsDraft) } };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a price rule (dates in order, a net price or a percentage, quantities not negative, a known product, type, pricing group, customer)' })
  @ApiOkResponse({ type: AdminPriceRuleResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
  async create(@Body() body: PriceRuleInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminPriceRuleResponse> {
    const result = await this.admin.create(admin.id, ruleOf(body));
    if (!result.ok) throw toHttpError(result.error);
    return { data: await this.one(result.value.id) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes every field of a price rule (validated as on create)' })
  @ApiOkResponse({ type: AdminPriceRuleResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
  @ApiNotFoundResponse({ description: 'priceRuleIdUnknown' })
  async update(@Param('id', new RecordIdPipe(priceRuleUnknown)) id: number, @Body() body: PriceRuleInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<AdminPriceRuleResponse> {
    const result = await this.admin.update(admin.id, id, ruleOf(body));
    if (!result.ok) throw toHttpError(result.error);
    return { data: await this.one(result.value.id) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a price rule' })
  @ApiOkResponse({ type: BooleanResponse })
  @ApiNotFoundResponse({ description: 'priceRuleIdUnknown' })
  async remove(@Param('id', new RecordIdPipe(priceRuleUnknown)) id: number, @CurrentAdmin() admin: AuthenticatedSubject): Promise<BooleanResponse> {
    const result = await this.admin.delete(admin.id, id);
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }

  private async one(id: number): Promise<AdminPriceRuleDto> {
    const found = (await this.admin.list()).find((r) => r.id === id);
    if (!found) throw toHttpError({ code: 'priceRuleIdUnknown' });
    return toAdminDto(found);
  }
}
