import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { TrackedRequest } from '../../../../../shared/http/common.dto';
import { PAGE_BLOCK_DTOS, PAGE_BLOCKS_SCHEMA } from './page-blocks.dto';

export class WebpageParamsRequest extends TrackedRequest {
  /**
   * Webpage id from the init payload
   * @example 17
   */
  @IsInt({ message: 'invalidWebpageId' })
  @Min(1, { message: 'invalidWebpageId' })
  @Max(2147483647, { message: 'invalidWebpageId' })
  id!: number;
}

export class ContentSectionDto {
  heading!: string;
  /** Plain text; blank lines separate paragraphs */
  body!: string;
}

@ApiExtraModels(ContentSectionDto, ...PAGE_BLOCK_DTOS)
export class WebpageParamsData {
  /** False for an unknown id (params is then empty) */
  success!: boolean;
  /** Content sections (legal pages) and page-builder blocks (blocks) of the page */
  @ApiProperty({
    type: 'object',
    properties: { sections: { type: 'array', items: { $ref: getSchemaPath(ContentSectionDto) } }, blocks: PAGE_BLOCKS_SCHEMA as never },
    additionalProperties: true,
  })
  params!: Record<string, unknown>;
}

export class WebpageParamsResponse {
  data!: WebpageParamsData;
}
