import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { WithoutApiCode } from '../../../../shared/api-code.guard';
import { renderProductImageSvg } from '../../infrastructure/seed/product-image';

/** Generated product illustrations of the demo catalogue (`/media/products/<key>.svg`). */
@ApiExcludeController()
@Controller('media/products')
export class MediaController {
  @Get(':file')
  @WithoutApiCode()
  async image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(file);
    if (!match) {
      await reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such image.' } });
      return;
    }
    await reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderProductImageSvg(match[1]));
  }
}
