import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ApiBodyOptions } from '@nestjs/swagger';
import { PageQuery } from '../../../../../../shared/http/page-query.dto';
import type { FileView, UploadedFile } from '../../../application/file-library.service';

export class FileListQuery extends PageQuery {
  /** Part of the file name (case-insensitive) */
  @IsOptional()
  @IsString({ message: 'invalidValue' })
  @MaxLength(100, { message: 'invalidValue' })
  q?: string;

}

export class FileKeyQuery {
  /** The file's key in its area, e.g. uploads/pump.jpg */
  @IsString({ message: 'adFilesNotFound' })
  @MaxLength(300, { message: 'adFilesNotFound' })
  key!: string;
}

export class FileDeleteRequest extends FileKeyQuery {
  /** Delete although a product, category, page or menu still uses the file */
  @IsOptional()
  @IsBoolean({ message: 'invalidValue' })
  confirm?: boolean;
}

export class FileVariantsDto {
  /** URL of the thumbnail (webp, at most 160 × 160) */
  thumb?: string;
  /** URL of the small image (webp, at most 480 × 480) */
  small?: string;
}

export class FileDto implements FileView {
  key!: string;
  name!: string;
  size!: number;
  modifiedAt!: string;
  /** Public URL (media) or the admin download URL (backend files) */
  url!: string;
  variants!: FileVariantsDto;
}

export class UploadedFileDto extends FileDto implements UploadedFile {
  /** The content type found in the content */
  type!: string;
  width!: number | null;
  height!: number | null;
}

export class FileListDto {
  items!: FileDto[];
  total!: number;
}

export class FileListResponse {
  data!: FileListDto;
}

export class UploadResponse {
  data!: UploadedFileDto;
}

export class FileUsageDto {
  /** Up to 5 article numbers */
  products!: string[];
  /** Up to 5 category ids */
  categories!: string[];
  /** Up to 5 page paths */
  pages!: string[];
  /** Up to 5 menus */
  menus!: string[];
  /** How many records use the file in all */
  total!: number;
}

export class FileUsageResponse {
  data!: FileUsageDto;
}

export class FileDeletedDto {
  deleted!: string;
  usage!: FileUsageDto;
}

export class FileDeleteResponse {
  data!: FileDeletedDto;
}

export class ExportFileDto {
  key!: string;
  size!: number;
  modifiedAt!: string;
  /** Admin download URL */
  url!: string;
  /** Public URL (merchant feeds only) */
  publicUrl?: string;
}

export class ExportListResponse {
  data!: ExportFileDto[];
}

export const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'One file (at most 20 MB); its type is judged by its content' } },
  },
};
