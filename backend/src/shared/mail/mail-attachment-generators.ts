import { Injectable } from '@nestjs/common';
import type { GeneratedAttachment, MailAttachment } from './mail-message';

type Generator = (params: GeneratedAttachment['params']) => Promise<MailAttachment>;

/**
 * Makers of attachments that are produced when a queued mail is sent, not when it is queued (an order's
 * PDF: rendering it in the order request would cost every order tens of milliseconds of CPU). A module
 * registers its generator by name at start-up; the queue worker calls it before sending, and a failure is
 * an ordinary failed attempt (retried, never lost).
 */
@Injectable()
export class MailAttachmentGenerators {
  private readonly generators = new Map<string, Generator>();

  register(name: string, generator: Generator): void {
    this.generators.set(name, generator);
  }

  async generate(spec: GeneratedAttachment): Promise<MailAttachment> {
    const generator = this.generators.get(spec.generator);
    if (!generator) throw new Error(`no mail attachment generator "${spec.generator}"`);
    return generator(spec.params);
  }
}
