import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Coupon } from '@shop/domain';
import { BooleanResponse } from '../../../../shared/http/common.dto';
import { AdminGuard, CurrentAdmin, type AuthenticatedSubject } from '../../../identity';
import { PriceRuleAdmin } from '../../application/price-rule-admin';
import { toHttpError } from './admin-price-rules.controller';
import { CouponFieldsInput, CouponInput, CouponResponse, CouponsResponse, type CouponDto } from './dto/admin-price-rule.dto';

function toDto(c: Coupon): CouponDto {
  return { couponCode: c.couponCode, discountType: c.discountType, discount: c.discount, percentage: c.percentage, active: c.active ?? true, dateFrom: c.dateFrom ?? null, dateTo: c.dateTo ?? null };
}

const fieldsOf = (body: CouponFieldsInput): Omit<Coupon, 'couponCode'> => ({
  discountType: body.discountType,
  discount: body.discount ?? null,
  percentage: body.percentage || null,
  active: body.active ?? true,
  dateFrom: body.dateFrom || null,
  dateTo: body.dateTo || null,
});

/** The admin's coupons (docs/rules/entities.md#coupons), on the price-rule page. The code is the key and stays; it is stored upper case. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'adminNotLoggedIn' })
@ApiForbiddenResponse({ description: 'adminForbidden (a customer session)' })
@UseGuards(AdminGuard)
@Controller('api/admin/coupons')
export class AdminCouponsController {
  constructor(private readonly admin: PriceRuleAdmin) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every coupon, active or not' })
  @ApiOkResponse({ type: CouponsResponse })
  async list(): Promise<CouponsResponse> {
    return { data: (await this.admin.listCoupons()).map(toDto) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a coupon (a percentage above 0 up to 100, or a fixed amount above 0; dates in order)' })
  @ApiOkResponse({ type: CouponResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
  @ApiConflictResponse({ description: 'adCouponCodeTaken' })
  async create(@Body() body: CouponInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<CouponResponse> {
    const result = await this.admin.createCoupon(admin.id, { ...fieldsOf(body), couponCode: body.couponCode });
    if (!result.ok) throw toHttpError(result.error);
    return { data: toDto(result.value) };
  }

  @Put(':code')
  @ApiOperation({ summary: "Changes a coupon's fields (its code stays)" })
  @ApiOkResponse({ type: CouponResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED with a message id per field' })
  @ApiNotFoundResponse({ description: 'adCouponUnknown' })
  async update(@Param('code') code: string, @Body() body: CouponFieldsInput, @CurrentAdmin() admin: AuthenticatedSubject): Promise<CouponResponse> {
    const result = await this.admin.updateCoupon(admin.id, code, fieldsOf(body));
    if (!result.ok) throw toHttpError(result.error);
    return { data: toDto(result.value) };
  }

  @Delete(':code')
  @ApiOperation({ summary: 'Deletes a coupon' })
  @ApiOkResponse({ type: BooleanResponse })
  @ApiNotFoundResponse({ description: 'adCouponUnknown' })
  async remove(@Param('code') code: string, @CurrentAdmin() admin: AuthenticatedSubject): Promise<BooleanResponse> {
    const result = await this.admin.deleteCoupon(admin.id, code);
    if (!result.ok) throw toHttpError(result.error);
    return { data: true };
  }
}
