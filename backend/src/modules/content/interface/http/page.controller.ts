import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    const answer = await this.pages.render(path, query, cspNonce(req));
    if (answer.kind === 'redirect') {
      await reply.redirect(answer.location, answer.status);
      return;
    }
    await reply
      .status(answer.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(answer.html);
  }
}
