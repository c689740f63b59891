import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { PAGE_BLOCK_TYPES, SLIDER_INTERVAL_MS } from '@shop/domain';
import type { BlockImage, BlockLink, BlockVideo, GridItem, KpiItem, SliderSlide } from '@shop/domain';

/**
 * The page-builder blocks as the OpenAPI document describes them (answer types only: blocks are written by
 * the seed and later the admin, and checked by @shop/domain's checkPageBlock on both sides).
 */
export class BlockLinkDto implements BlockLink {
  label!: string;
  /** A web page's translation code, resolved to its path in the page's locale (left out while that page is not built) */
  page?: string;
  /** A product category id, resolved to its path in the locale */
  category?: string;
  /** A local path */
  href?: string;
  /** Query string appended to the target, e.g. topic=consultation */
  query?: string;
}

export class BlockImageDto implements BlockImage {
  /** Local path, e.g. /media/content/home-hoses.svg */
  src!: string;
  /** Alternative text; empty for a decorative picture */
  alt!: string;
  /** Intrinsic width in px (reserves the box: no layout shift) */
  width!: number;
  height!: number;
}

export class BlockVideoDto implements BlockVideo {
  src!: string;
  @ApiProperty({ enum: ['video/webm', 'video/mp4'] }) type!: string;
  /** Picture shown before playing */
  poster!: string;
  width!: number;
  height!: number;
  /** What the video shows (text alternative) */
  description!: string;
}

export class SliderSlideDto implements SliderSlide {
  heading!: string;
  text?: string;
  image!: BlockImageDto;
  link?: BlockLinkDto;
}

export class GridItemDto implements GridItem {
  heading!: string;
  text?: string;
  image?: BlockImageDto;
  /** Icon name of the shop icon set, instead of a picture */
  icon?: string;
  link?: BlockLinkDto;
}

export class KpiItemDto implements KpiItem {
  /** @example 2,000 */
  value!: string;
  /** @example + */
  unit?: string;
  label!: string;
}

export class SliderBlockDto {
  @ApiProperty({ enum: ['Slider'] }) type!: 'Slider';
  /** Accessible name of the carousel */
  label!: string;
  @ApiPropertyOptional({ description: `Milliseconds per slide (default ${SLIDER_INTERVAL_MS}); wraps after the last` }) intervalMs?: number;
  slides!: SliderSlideDto[];
}

export class ContentGridBlockDto {
  @ApiProperty({ enum: ['ContentGrid'] }) type!: 'ContentGrid';
  heading?: string;
  intro?: string;
  columns!: 2 | 3 | 4;
  /** On a muted band */
  muted?: boolean;
  items!: GridItemDto[];
}

export class DefaultHeadingBarBlockDto {
  @ApiProperty({ enum: ['DefaultHeadingBar'] }) type!: 'DefaultHeadingBar';
  heading!: string;
  text?: string;
  link?: BlockLinkDto;
}

export class H1BlockDto {
  @ApiProperty({ enum: ['H1'] }) type!: 'H1';
  text!: string;
  lead?: string;
}

export class H2BlockDto {
  @ApiProperty({ enum: ['H2'] }) type!: 'H2';
  text!: string;
}

export class KpisBlockDto {
  @ApiProperty({ enum: ['Kpis'] }) type!: 'Kpis';
  heading?: string;
  items!: KpiItemDto[];
}

export class ImageBlockDto {
  @ApiProperty({ enum: ['Image'] }) type!: 'Image';
  image!: BlockImageDto;
  caption?: string;
}

export class HeroRowBlockDto {
  type!: 'SimpleHeroRow' | 'DiagonalHeroRow';
  heading!: string;
  text!: string;
  image!: BlockImageDto;
  imageSide?: 'left' | 'right';
  links?: BlockLinkDto[];
}

export class VideoRowBlockDto {
  type!: 'SimpleVideoRow' | 'DiagonalVideoRow';
  heading!: string;
  text!: string;
  video!: BlockVideoDto;
  videoSide?: 'left' | 'right';
  links?: BlockLinkDto[];
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
