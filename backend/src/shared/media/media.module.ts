import { Global, Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { FileStorageMediaStorage } from './file-storage-media.storage';
import { MediaStoragePort } from './media-storage.port';

/** The shop's media files, for every module: the area 'media' of the file storage (local folder or S3, ADR 0026). */
@Global()
@Module({
  imports: [StorageModule],
  providers: [{ provide: MediaStoragePort, useClass: FileStorageMediaStorage }],
  exports: [MediaStoragePort, StorageModule],
})
export class MediaModule {}
