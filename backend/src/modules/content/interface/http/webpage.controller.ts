import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExtraModels, ApiHeader, ApiOkResponse, ApiProperty, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { ContentQueries } from '../../application/queries/content.queries';
import { TrackedRequest } from '../../../../shared/http/common.dto';
import { PAGE_BLOCK_DTOS, PAGE_BLOCKS_SCHEMA } from './dto/page-blocks.dto';

export class WebpageParamsRequest extends TrackedRequest {
  @ApiProperty({ description: 'Webpage id from the init payload', example: 17 })
  @IsInt({ message: 'invalidWebpageId' })
  @Min(1, { message: 'invalidWebpageId' })
  @Max(2147483647, { message: 'invalidWebpageId' })
  id!: number;
}

export class ContentSectionDto {
  @ApiProperty() heading!: string;
  @ApiProperty({ description: 'Plain text; blank lines separate paragraphs' }) body!: string;
}

@ApiExtraModels(ContentSectionDto, ...PAGE_BLOCK_DTOS)
class WebpageParamsData {
  @ApiProperty({ description: 'False for an unknown id (params is then empty)' }) success!: boolean;
  @ApiProperty({
    type: 'object',
    properties: { sections: { type: 'array', items: { $ref: getSchemaPath(ContentSectionDto) } }, blocks: PAGE_BLOCKS_SCHEMA as never },
    additionalProperties: true,
    description: 'Content sections (legal pages) and page-builder blocks (blocks) of the page',
  })
  params!: Record<string, unknown>;
}

export class WebpageParamsResponse {
  @ApiProperty({ type: WebpageParamsData }) data!: WebpageParamsData;
}

@ApiTags('content')
@ApiHeader({ name: 'apiCode', required: true })
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
