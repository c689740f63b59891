import { Global, Logger, Module } from '@nestjs/common';
import { ShopConfig } from '../../config/app-config';
import { FileStorage } from './file-storage.port';
import { LocalFolderStorage } from './local-folder.storage';
import type * as S3 from './s3.storage';

/** The file storage every module uses (ADR 0026): S3 when S3_URL is set, else folders under DATA_DIR. */
export function createFileStorage(config: ShopConfig): FileStorage {
  const url = config.get('s3Url');
  if (url) {
    // The S3 client is loaded only when it is used (shared/libraries.ts says why).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parseS3Url, S3Storage } = require('./s3.storage') as typeof S3;
    const location = parseS3Url(url, config.get('s3Region'));
    new Logger('FileStorage').log(`files in S3 bucket ${location.bucket} at ${location.endpoint}`);
    return new S3Storage(location);
  }
  return new LocalFolderStorage(config.get('dataDir'));
}

@Global()
@Module({
  providers: [{ provide: FileStorage, useFactory: createFileStorage, inject: [ShopConfig] }],
  exports: [FileStorage],
})
export class StorageModule {}
