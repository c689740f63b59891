import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { MEDIA_TYPES, MediaStoragePort, safeMediaPath } from '../../../../shared/media/media-storage.port';

/** The shop's media files (`/media/<path>`), served from media storage by a whitelist of types. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaStoragePort) {}

  @Get('*')
  @WithoutApiCode()
  async file(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    let path: string | null = null;
    try {
      path = safeMediaPath(decodeURIComponent(req.url.split('?', 1)[0].replace(/^\/media\//, '')));
    } catch {
      path = null;
    }
    const content = path ? await this.media.read(path) : null;
    if (!path || !content) {
      await reply.status(404).header('content-type', 'application/json; charset=utf-8').send({ error: { code: 'NOT_FOUND', message: 'No such file.' } });
      return;
    }
    const ext = /\.([a-z0-9]+)$/.exec(path)![1];
    reply.header('content-type', MEDIA_TYPES[ext]).header('cache-control', 'public, max-age=86400');
    // An SVG is a document: nothing in it may run.
    if (ext === 'svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    await reply.send(content);
  }
}
