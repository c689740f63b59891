import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { cspNonce } from '../../../../shared/http/security-headers';
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
    const nonce = cspNonce(req);
    const answer = await this.pages.render(path, query, nonce, {
      cookie: req.headers.cookie,
      remoteAddress: req.ip,
      userAgent: req.headers['user-agent'],
    });
    if (answer.kind === 'redirect') {
      await reply.redirect(answer.location, answer.status);
      return;
    }
    // Revalidated on every visit (no-cache) against an ETag of the page without its per-answer nonce; the page
    // differs by the visitor's cookies (session, consent), hence Vary (compression adds Accept-Encoding).
    const etag = `W/"${createHash('sha1').update(answer.html.split(nonce).join('')).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie').header('etag', etag);
    if (answer.status === 200 && ifNoneMatch(req.headers['if-none-match'], etag)) {
      await reply.status(304).send();
      return;
    }
    await reply.status(answer.status).header('content-type', 'text/html; charset=utf-8').send(answer.html);
  }
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
