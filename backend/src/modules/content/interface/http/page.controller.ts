import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { PageRenderer } from '../../application/page/page-renderer';

/**
 * Every GET that no API route, static file or media route claimed: the SPA's HTML with the page head
 * of that path filled in on the server. Unknown /api paths answer a JSON 404 instead.
 */
@ApiExcludeController()
@Controller()
export class PageController {
  constructor(private readonly pages: PageRenderer) {}

  @Get('*')
  @WithoutApiCode()
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const [path, query = ''] = req.url.split('?', 2);
    if (path === '/api' || path.startsWith('/api/')) {
      await reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
      return;
    }
    const answer = await this.pages.render(path, query, {
      cookie: req.headers.cookie,
      cookies: req.cookies ?? {},
      remoteAddress: req.ip,
      userAgent: req.headers['user-agent'],
    });
    if (answer.kind === 'redirect') {
      await reply.redirect(answer.location, answer.status);
      return;
    }
    // Revalidated on every visit (no-cache) against the page's ETag; a page differs by the visitor's cookies
    // (session, consent) and is sent compressed when the client accepts it, hence the Vary.
    const { page } = answer;
    // The type also on a 304: the browser merges the 304's headers into its copy, and the security headers pick
    // the page policy by type (a data policy, default-src 'none', would block the page's own scripts and styles).
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('etag', page.etag);
    if (answer.status === 200 && ifNoneMatch(req.headers['if-none-match'], page.etag)) {
      await reply.status(304).send();
      return;
    }
    const encoding = page.encodingFor(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.status(answer.status).send(page.body(encoding));
  }
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
