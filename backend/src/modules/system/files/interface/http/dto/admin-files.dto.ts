import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ApiBodyOptions } from '@nestjs/swagger';
import { PageQuery } from '../../../../../../shared/http/page-query.dto';

export class FileListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Part of the file name (case-insensitive)' })
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

}

export class FileKeyQuery {
  @ApiProperty({ description: "The file's key in its area, e.g. uploads/pump.jpg" })
  @IsString({ message: 'adFilesNotFound' })
  @MaxLength(300, { message: 'adFilesNotFound' })
  key!: string;
}

export class FileDeleteRequest extends FileKeyQuery {
  @ApiPropertyOptional({ description: 'Delete although a product, category, page or menu still uses the file' })
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  confirm?: boolean;
}

export class FileVariantsDto {
  @ApiPropertyOptional({ description: 'URL of the thumbnail (webp, at most 160 × 160)' }) thumb?: string;
  @ApiPropertyOptional({ description: 'URL of the small image (webp, at most 480 × 480)' }) small?: string;
}

export class FileDto {
  @ApiProperty() key!: string;
  @ApiProperty() name!: string;
  @ApiProperty() size!: number;
  @ApiProperty() modifiedAt!: string;
  @ApiProperty({ description: 'Public URL (media) or the admin download URL (backend files)' }) url!: string;
  @ApiProperty({ type: FileVariantsDto }) variants!: FileVariantsDto;
}

export class UploadedFileDto extends FileDto {
  @ApiProperty({ description: 'The content type found in the content' }) type!: string;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
}

export class FileListDto {
  @ApiProperty({ type: [FileDto] }) items!: FileDto[];
  @ApiProperty() total!: number;
}

export class FileListResponse {
  @ApiProperty({ type: FileListDto }) data!: FileListDto;
}

export class UploadResponse {
  @ApiProperty({ type: UploadedFileDto }) data!: UploadedFileDto;
}

export class FileUsageDto {
  @ApiProperty({ type: [String], description: 'Up to 5 article numbers' }) products!: string[];
  @ApiProperty({ type: [String], description: 'Up to 5 category ids' }) categories!: string[];
  @ApiProperty({ type: [String], description: 'Up to 5 page paths' }) pages!: string[];
  @ApiProperty({ type: [String], description: 'Up to 5 menus' }) menus!: string[];
  @ApiProperty({ description: 'How many records use the file in all' }) total!: number;
}

export class FileUsageResponse {
  @ApiProperty({ type: FileUsageDto }) data!: FileUsageDto;
}

export class FileDeletedDto {
  @ApiProperty() deleted!: string;
  @ApiProperty({ type: FileUsageDto }) usage!: FileUsageDto;
}

export class FileDeleteResponse {
  @ApiProperty({ type: FileDeletedDto }) data!: FileDeletedDto;
}

export class ExportFileDto {
  @ApiProperty() key!: string;
  @ApiProperty() size!: number;
  @ApiProperty() modifiedAt!: string;
  @ApiProperty({ description: 'Admin download URL' }) url!: string;
  @ApiPropertyOptional({ description: 'Public URL (merchant feeds only)' }) publicUrl?: string;
}

export class ExportListResponse {
  @ApiProperty({ type: [ExportFileDto] }) data!: ExportFileDto[];
}

export const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'One file (at most 20 MB); its type is judged by its content' } },
  },
};
