import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../../shared/http/common.dto';
import { CurrentCustomer, CustomerGuard, type AuthenticatedSubject } from '../../../identity';
import { OfferQueries } from '../../application/queries/offer.queries';
import { CustomerOffersRequest, CustomerOffersResponse } from './dto/admin-offers.dto';

/** The account area's offers: only ever the logged-in customer's own (the buyer from the session cookie). */
@ApiTags('user')
@Controller('api/user')
export class AccountOffersController {
  constructor(private readonly queries: OfferQueries) {}

  @Post('offers')
  @HttpCode(200)
  @Header('cache-control', 'private, no-store')
  @UseGuards(CustomerGuard)
  @ApiOperation({ summary: 'The own offers with their status, newest first' })
  @ApiOkResponse({ type: CustomerOffersResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'notLoggedIn' })
  async offers(@Body() _body: CustomerOffersRequest, @CurrentCustomer() customer: AuthenticatedSubject): Promise<CustomerOffersResponse> {
    return { data: { offers: await this.queries.ofCustomer(customer.id) } };
  }
}
