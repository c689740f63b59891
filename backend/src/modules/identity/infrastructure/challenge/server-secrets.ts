import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ShopSettings } from '../../../content';

/**
 * Server-side secrets, generated on first use and kept in content's settings store under 'secrets' so every
 * instance of a cluster shares them. Never logged, never answered.
 */
@Injectable()
export class ServerSecrets {
  private challengeKey?: Promise<Buffer>;

  constructor(private readonly settings: ShopSettings) {}

  /** The HMAC key that signs registration challenges. */
  challengeSigningKey(): Promise<Buffer> {
    this.challengeKey ??= this.load('challengeKey').catch((e) => {
      this.challengeKey = undefined;
      throw e;
    });
    return this.challengeKey;
  }

  private async load(name: string): Promise<Buffer> {
    // Of several instances starting at once, the first one's key wins and every one uses it.
    const secret = await this.settings.keepFirst('secrets', name, randomBytes(32).toString('base64'));
    return Buffer.from(secret, 'base64');
  }
}
