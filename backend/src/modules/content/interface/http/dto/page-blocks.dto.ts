import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { PAGE_BLOCK_TYPES, SLIDER_INTERVAL_MS } from '@shop/domain';

/**
 * The page-builder blocks as the OpenAPI document describes them (answer types only: blocks are written by
 * the seed and later the admin, and checked by @shop/domain's checkPageBlock on both sides).
 */
export class BlockLinkDto {
  @ApiProperty() label!: string;
  @ApiPropertyOptional({ description: "A web page's translation code, resolved to its path in the page's locale (left out while that page is not built)" }) page?: string;
  @ApiPropertyOptional({ description: 'A product category id, resolved to its path in the locale' }) category?: string;
  @ApiPropertyOptional({ description: 'A local path' }) href?: string;
  @ApiPropertyOptional({ description: 'Query string appended to the target, e.g. topic=consultation' }) query?: string;
}

export class BlockImageDto {
  @ApiProperty({ description: 'Local path, e.g. /media/content/home-hoses.svg' }) src!: string;
  @ApiProperty({ description: 'Alternative text; empty for a decorative picture' }) alt!: string;
  @ApiProperty({ description: 'Intrinsic width in px (reserves the box: no layout shift)' }) width!: number;
  @ApiProperty() height!: number;
}

export class BlockVideoDto {
  @ApiProperty() src!: string;
  @ApiProperty({ enum: ['video/webm', 'video/mp4'] }) type!: string;
  @ApiProperty({ description: 'Picture shown before playing' }) poster!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ description: 'What the video shows (text alternative)' }) description!: string;
}

export class SliderSlideDto {
  @ApiProperty() heading!: string;
  @ApiPropertyOptional() text?: string;
  @ApiProperty({ type: BlockImageDto }) image!: BlockImageDto;
  @ApiPropertyOptional({ type: BlockLinkDto }) link?: BlockLinkDto;
}

export class GridItemDto {
  @ApiProperty() heading!: string;
  @ApiPropertyOptional() text?: string;
  @ApiPropertyOptional({ type: BlockImageDto }) image?: BlockImageDto;
  @ApiPropertyOptional({ description: 'Icon name of the shop icon set, instead of a picture' }) icon?: string;
  @ApiPropertyOptional({ type: BlockLinkDto }) link?: BlockLinkDto;
}

export class KpiItemDto {
  @ApiProperty({ example: '2,000' }) value!: string;
  @ApiPropertyOptional({ example: '+' }) unit?: string;
  @ApiProperty() label!: string;
}

export class SliderBlockDto {
  @ApiProperty({ enum: ['Slider'] }) type!: 'Slider';
  @ApiProperty({ description: 'Accessible name of the carousel' }) label!: string;
  @ApiPropertyOptional({ description: `Milliseconds per slide (default ${SLIDER_INTERVAL_MS}); wraps after the last` }) intervalMs?: number;
  @ApiProperty({ type: [SliderSlideDto] }) slides!: SliderSlideDto[];
}

export class ContentGridBlockDto {
  @ApiProperty({ enum: ['ContentGrid'] }) type!: 'ContentGrid';
  @ApiPropertyOptional() heading?: string;
  @ApiPropertyOptional() intro?: string;
  @ApiProperty({ enum: [2, 3, 4] }) columns!: 2 | 3 | 4;
  @ApiPropertyOptional({ description: 'On a muted band' }) muted?: boolean;
  @ApiProperty({ type: [GridItemDto] }) items!: GridItemDto[];
}

export class DefaultHeadingBarBlockDto {
  @ApiProperty({ enum: ['DefaultHeadingBar'] }) type!: 'DefaultHeadingBar';
  @ApiProperty() heading!: string;
  @ApiPropertyOptional() text?: string;
  @ApiPropertyOptional({ type: BlockLinkDto }) link?: BlockLinkDto;
}

export class H1BlockDto {
  @ApiProperty({ enum: ['H1'] }) type!: 'H1';
  @ApiProperty() text!: string;
  @ApiPropertyOptional() lead?: string;
}

export class H2BlockDto {
  @ApiProperty({ enum: ['H2'] }) type!: 'H2';
  @ApiProperty() text!: string;
}

export class KpisBlockDto {
  @ApiProperty({ enum: ['Kpis'] }) type!: 'Kpis';
  @ApiPropertyOptional() heading?: string;
  @ApiProperty({ type: [KpiItemDto] }) items!: KpiItemDto[];
}

export class ImageBlockDto {
  @ApiProperty({ enum: ['Image'] }) type!: 'Image';
  @ApiProperty({ type: BlockImageDto }) image!: BlockImageDto;
  @ApiPropertyOptional() caption?: string;
}

export class HeroRowBlockDto {
  @ApiProperty({ enum: ['SimpleHeroRow', 'DiagonalHeroRow'] }) type!: 'SimpleHeroRow' | 'DiagonalHeroRow';
  @ApiProperty() heading!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: BlockImageDto }) image!: BlockImageDto;
  @ApiPropertyOptional({ enum: ['left', 'right'] }) imageSide?: 'left' | 'right';
  @ApiPropertyOptional({ type: [BlockLinkDto] }) links?: BlockLinkDto[];
}

export class VideoRowBlockDto {
  @ApiProperty({ enum: ['SimpleVideoRow', 'DiagonalVideoRow'] }) type!: 'SimpleVideoRow' | 'DiagonalVideoRow';
  @ApiProperty() heading!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: BlockVideoDto }) video!: BlockVideoDto;
  @ApiPropertyOptional({ enum: ['left', 'right'] }) videoSide?: 'left' | 'right';
  @ApiPropertyOptional({ type: [BlockLinkDto] }) links?: BlockLinkDto[];
}

export const PAGE_BLOCK_DTOS = [
  SliderBlockDto,
  ContentGridBlockDto,
  DefaultHeadingBarBlockDto,
  H1BlockDto,
  H2BlockDto,
  KpisBlockDto,
  ImageBlockDto,
  HeroRowBlockDto,
  VideoRowBlockDto,
];

/** The `blocks` property of web-page params: one of the block types, told apart by `type`. */
export const PAGE_BLOCKS_SCHEMA = {
  type: 'array' as const,
  description: `Page-builder blocks, in order (${PAGE_BLOCK_TYPES.join(', ')})`,
  items: {
    oneOf: PAGE_BLOCK_DTOS.map((dto) => ({ $ref: getSchemaPath(dto) })),
    discriminator: {
      propertyName: 'type',
      mapping: {
        Slider: getSchemaPath(SliderBlockDto),
        ContentGrid: getSchemaPath(ContentGridBlockDto),
        DefaultHeadingBar: getSchemaPath(DefaultHeadingBarBlockDto),
        H1: getSchemaPath(H1BlockDto),
        H2: getSchemaPath(H2BlockDto),
        Kpis: getSchemaPath(KpisBlockDto),
        Image: getSchemaPath(ImageBlockDto),
        SimpleHeroRow: getSchemaPath(HeroRowBlockDto),
        DiagonalHeroRow: getSchemaPath(HeroRowBlockDto),
        SimpleVideoRow: getSchemaPath(VideoRowBlockDto),
        DiagonalVideoRow: getSchemaPath(VideoRowBlockDto),
      },
    },
  },
};
