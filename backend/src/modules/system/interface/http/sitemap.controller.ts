import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { ContentQueries } from '../../../content';
import { robotsTxt } from '../../domain/sitemap';
import { SitemapStore } from '../../domain/ports/sitemap-store.port';

/** Page codes whose paths search engines are kept out of (account, checkout, search, cart), as prefixes. */
const PRIVATE_PAGE_CODES = ['accountDashboard', 'checkout', 'search', 'cart', 'login', 'registration', 'passwordForgotten', 'passwordNew'];

/**
 * robots.txt and the sitemap files (ADR 0018). The sitemap is served from the files the generator wrote, never
 * built per request; gzipped when the client accepts it.
 */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly store: SitemapStore, private readonly content: ContentQueries) {}

  @Get('robots.txt')
  @WithoutApiCode()
  async robots(@Res() reply: FastifyReply): Promise<void> {
    const [pages, config] = await Promise.all([this.content.webpages(), this.content.generalConfig()]);
    const base = config.baseUrl.replace(/\/+$/, '');
    const disallow = ['/api/', `/${config.adminSlug}`, `/en/${config.adminSlug}`, ...pages.filter((p) => PRIVATE_PAGE_CODES.includes(p.code)).map((p) => p.path)];
    await reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(disallow, `${base}/sitemap.xml`));
  }

  @Get('sitemap.xml')
  @WithoutApiCode()
  async index(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.serve('sitemap.xml', req, reply);
  }

  @Get('sitemap-:part')
  @WithoutApiCode()
  async part(@Param('part') part: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!/^[1-9][0-9]{0,4}\.xml$/.test(part)) {
      await reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      return;
    }
    await this.serve(`sitemap-${part}`, req, reply);
  }

  private async serve(name: string, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const gzipOk = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzipOk ? await this.store.read(`${name}.gz`) : await this.store.read(name);
    if (!body) {
      await reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('The sitemap is being generated.');
      return;
    }
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Encoding');
    if (gzipOk) reply.header('content-encoding', 'gzip');
    await reply.send(body);
  }
}
