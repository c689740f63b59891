import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { ContentQueries } from '../../../content';
import { AcceptedResponse, FrontendErrorRequest, HealthResponse, TrackingRequest } from './dto/tracking.dto';

@ApiTags('system')
@Controller('api')
export class TrackingController {
  constructor(private readonly db: DataSource, private readonly content: ContentQueries, private readonly config: ShopConfig) {}

  /** Visitor statistics: page views, cart interactions, searches, product and category views. Ignored when intLevel is off. */
  @Post('int/add')
  @HttpCode(200)
  @ApiHeader({ name: 'apiCode', required: true })
  @ApiOkResponse({ type: AcceptedResponse })
  async track(@Body() body: TrackingRequest): Promise<AcceptedResponse> {
    const { intLevel } = await this.content.generalConfig();
    if (intLevel === 'off') return { data: { accepted: false } };
    await this.db.query('INSERT INTO tracking_item (type, param1, param2, param3, param4, visitor_id) VALUES ($1,$1,$2,$3,$4,$5)', [
      body.param1,
      body.param2 ?? null,
      body.param3 ?? null,
      body.param4 ?? null,
      body.iid ?? null,
    ]);
    return { data: { accepted: true } };
  }

  /** Errors the browser met (failed calls, missing translations); kept for the admin, never shown to visitors. */
  @Post('system/frontend-error')
  @HttpCode(200)
  @ApiHeader({ name: 'apiCode', required: true })
  @ApiOkResponse({ type: AcceptedResponse })
  async frontendError(@Body() body: FrontendErrorRequest, @Req() req: FastifyRequest): Promise<AcceptedResponse> {
    const agent = String(req.headers['user-agent'] ?? '').slice(0, 300);
    await this.db.query('INSERT INTO frontend_error (message, info, user_agent) VALUES ($1, $2, $3)', [body.errMsg, body.errInfo ?? null, agent]);
    return { data: { accepted: true } };
  }

  /** Liveness and database reachability for load balancers; no apiCode needed. */
  @Get('system/health')
  @WithoutApiCode()
  @ApiOperation({ summary: 'Health check' })
  @ApiOkResponse({ type: HealthResponse })
  async health(): Promise<HealthResponse> {
    let database = 'ok';
    try {
      await this.db.query('SELECT 1');
    } catch {
      database = 'unreachable';
    }
    return { data: { status: database === 'ok' ? 'ok' : 'degraded', database, databaseKind: this.config.embedded ? 'embedded' : 'postgresql' } };
  }
}
