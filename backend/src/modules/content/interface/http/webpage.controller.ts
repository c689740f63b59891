import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ContentQueries } from '../../application/queries/content.queries';
import { WebpageParamsRequest, WebpageParamsResponse } from './dto/webpage.dto';

@ApiTags('content')
@Controller('api/webpage')
export class WebpageController {
  constructor(private readonly content: ContentQueries) {}

  /** Content sections and page-builder blocks of one page. An unknown id answers success false. */
  @Post('params')
  @HttpCode(200)
  @ApiOkResponse({ type: WebpageParamsResponse })
  async params(@Body() body: WebpageParamsRequest): Promise<WebpageParamsResponse> {
    const params = await this.content.webpageParams(body.id);
    return { data: { success: params !== null, params: params ?? {} } };
  }
}
