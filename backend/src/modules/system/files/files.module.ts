import { Module } from '@nestjs/common';
import { CatalogueModule } from '../../catalogue';
import { ContentModule } from '../../content';
import { IdentityModule } from '../../identity';
import { FileLibrary } from './application/file-library.service';
import { MerchantFeedJob } from './application/merchant-feed.job';
import { PdfCatalogueJob } from './application/pdf-catalogue.job';
import { MediaUsageQuery } from './infrastructure/media-usage.query';
import { AdminBackendFilesController, AdminMediaController } from './interface/http/admin-files.controller';
import { AdminExportsController, PublicFeedController } from './interface/http/exports.controller';

/**
 * Files (ADR 0026): the admin's media library and backend files on the shared FileStorage, and the jobs that
 * write files for download — the Google Merchant Center feed (merchantFeed) and the PDF catalogue (pdfCatalogue).
 */
@Module({
  imports: [CatalogueModule, ContentModule, IdentityModule],
  controllers: [AdminMediaController, AdminBackendFilesController, AdminExportsController, PublicFeedController],
  providers: [FileLibrary, MediaUsageQuery, MerchantFeedJob, PdfCatalogueJob],
})
export class FilesModule {}
