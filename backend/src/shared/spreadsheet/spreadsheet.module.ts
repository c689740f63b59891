import { Global, Module } from '@nestjs/common';
import { SheetReader } from './sheet-reader';

/** The worker pool that reads uploaded workbooks (ADR 0034): one per instance, for every module. */
@Global()
@Module({ providers: [SheetReader], exports: [SheetReader] })
export class SpreadsheetModule {}
