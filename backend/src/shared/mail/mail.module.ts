import { Global, Module } from '@nestjs/common';
import { ShopConfig } from '../../config/app-config';
import { DefaultMailQueue } from './default-mail-queue';
import { MailAttachmentGenerators } from './mail-attachment-generators';
import { MailQueue, MailQueueStore } from './mail-queue';
import { MailQueueWorker } from './mail-queue.worker';
import { MailRetryJob } from './mail-retry.job';
import { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail.transport';
import { SmtpMailTransport } from './smtp-mail.transport';
import { SqlMailQueueStore } from './sql-mail-queue.store';

/**
 * Mail for every module: the MailTransport (SMTP with SMTP_URL, else .eml files in DATA_DIR/outbox) sends
 * at once; the MailQueue stores a mail in the caller's transaction and its worker sends it, with retries.
 */
@Global()
@Module({
  providers: [
    { provide: MailTransport, inject: [ShopConfig], useFactory: (config: ShopConfig) => (config.get('smtpUrl') ? new SmtpMailTransport(config) : new OutboxMailTransport(config)) },
    { provide: MailQueueStore, useClass: SqlMailQueueStore },
    MailAttachmentGenerators,
    MailQueueWorker,
    MailRetryJob,
    { provide: MailQueue, useClass: DefaultMailQueue },
  ],
  exports: [MailTransport, MailQueue, MailAttachmentGenerators],
})
export class MailModule {}
