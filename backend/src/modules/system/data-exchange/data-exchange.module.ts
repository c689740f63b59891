import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity';
import { PricingModule } from '../../pricing';
import { DataExchangeService } from './application/data-exchange.service';
import { ImportJobHandler } from './application/import-job.handler';
import { AdminImportExportController } from './interface/http/admin-import-export.controller';

/** Import and export of the spec's entity types (ADR 0027); the import runs as the job kind `import`. */
@Module({
  imports: [IdentityModule, PricingModule],
  controllers: [AdminImportExportController],
  providers: [DataExchangeService, ImportJobHandler],
})
export class DataExchangeModule {}
