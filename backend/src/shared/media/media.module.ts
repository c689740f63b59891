import { Global, Module } from '@nestjs/common';
import { LocalFolderMediaStorage } from './local-folder-media.storage';
import { MediaStoragePort } from './media-storage.port';

/** The shop's file storage, for every module: the local folder adapter (DATA_DIR/media). */
@Global()
@Module({
  providers: [{ provide: MediaStoragePort, useClass: LocalFolderMediaStorage }],
  exports: [MediaStoragePort],
})
export class MediaModule {}
