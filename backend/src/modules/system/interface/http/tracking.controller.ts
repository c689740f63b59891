import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ShopConfig } from '../../../../config/app-config';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { ContentQueries } from '../../../content';
import { sessionToken } from '../../../identity';
import { ReportIntake, type Reporter } from '../../application/reports/report-intake';
import { AcceptedResponse, FrontendErrorRequest, HealthResponse, TrackingRequest } from './dto/tracking.dto';

@ApiTags('system')
@Controller('api')
export class TrackingController {
  constructor(
    private readonly db: DataSource,
    private readonly content: ContentQueries,
    private readonly config: ShopConfig,
    private readonly reports: ReportIntake,
  ) {}

  /** Who reports: the client address and, when known, the session (customer session, else the visitor id). */
  private reporter(req: FastifyRequest, visitorId: string | undefined): Reporter {
    const session = sessionToken(req, 'customer');
    return { address: String(req.ip ?? 'unknown'), session: session ? `s:${session}` : visitorId ? `v:${visitorId}` : null };
  }

  /**
   * Visitor statistics: page views, cart interactions, searches, product and category views. Ignored when
   * intLevel is off; beyond 120 per minute from one address or 60 from one session answered accepted false.
   */
  @Post('int/add')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptedResponse })
  async track(@Body() body: TrackingRequest, @Req() req: FastifyRequest): Promise<AcceptedResponse> {
    const { intLevel } = await this.content.generalConfig();
    if (intLevel === 'off') return { data: { accepted: false } };
    const accepted = await this.reports.track({ type: body.param1, param2: body.param2, param3: body.param3, param4: body.param4, visitorId: body.iid }, this.reporter(req, body.iid));
    return { data: { accepted } };
  }

  /**
   * Errors the browser met (failed calls, missing translations, broken page blocks); kept for the admin, never
   * shown to visitors. Identical reports are one row with a count; beyond 20 per minute from one address or 10
   * from one session answered accepted false.
   */
  @Post('system/frontend-error')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptedResponse })
  async frontendError(@Body() body: FrontendErrorRequest, @Req() req: FastifyRequest): Promise<AcceptedResponse> {
    const agent = String(req.headers['user-agent'] ?? '').slice(0, 300);
    const accepted = await this.reports.frontendError({ message: body.errMsg, info: body.errInfo ?? null, userAgent: agent }, this.reporter(req, body.iid));
    return { data: { accepted } };
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
