import { Injectable } from '@nestjs/common';
import { ContentQueries } from '../../../content';
import { CartSettings } from '../../domain/ports/cart-settings.port';

/** The cart settings from the content module's general config (cached there for a few seconds). */
@Injectable()
export class ContentCartSettings extends CartSettings {
  constructor(private readonly content: ContentQueries) {
    super();
  }

  async exportImportEnabled(): Promise<boolean> {
    return (await this.content.generalConfig()).sales?.cartExportImport === true;
  }

  async cartTtlDays(): Promise<number | null> {
    const ttl = (await this.content.generalConfig()).sales?.cartTTL;
    return typeof ttl === 'number' && Number.isFinite(ttl) ? ttl : null;
  }
}
