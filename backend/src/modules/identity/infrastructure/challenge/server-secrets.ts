import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Server-side secrets, generated on first use and kept in the config table under 'secrets' so every
 * instance of a cluster shares them. Never logged, never answered.
 */
@Injectable()
export class ServerSecrets {
  private challengeKey?: Promise<Buffer>;

  constructor(private readonly db: DataSource) {}

  /** The HMAC key that signs registration challenges. */
  challengeSigningKey(): Promise<Buffer> {
    this.challengeKey ??= this.load('challengeKey').catch((e) => {
      this.challengeKey = undefined;
      throw e;
    });
    return this.challengeKey;
  }

  private async load(name: string): Promise<Buffer> {
    const generated = randomBytes(32).toString('base64');
    // Insert-or-merge without overwriting: of several instances starting at once, the first one wins.
    await this.db.query(
      `INSERT INTO config (key, value) VALUES ('secrets', jsonb_build_object($1::text, $2::text))
       ON CONFLICT (key) DO UPDATE SET value = config.value || jsonb_build_object($1::text, $2::text)
       WHERE NOT (config.value ? $1::text)`,
      [name, generated],
    );
    const [row] = await this.db.query(`SELECT value ->> $1::text AS secret FROM config WHERE key = 'secrets'`, [name]);
    return Buffer.from(String(row.secret), 'base64');
  }
}
