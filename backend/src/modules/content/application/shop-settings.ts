import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The settings store (the config table, which content owns) for the other contexts' own settings: checkout's
 * 'checkout' settings, identity's server 'secrets'. Read fresh, never cached here: a caller keeps its own cache.
 */
@Injectable()
export class ShopSettings {
  constructor(private readonly db: DataSource) {}

  /** The stored value of a setting, or null when none is stored. */
  async value<T>(key: string): Promise<T | null> {
    const rows = (await this.db.query('SELECT value FROM config WHERE key = $1', [key])) as Array<{ value: T }>;
    return rows[0]?.value ?? null;
  }

  /** True when a setting is stored. */
  async has(key: string): Promise<boolean> {
    return (await this.value(key)) !== null;
  }

  /**
   * A field of a setting that is set once and then kept: the proposed value is stored unless the field is
   * there already (of several instances starting at once, the first one wins); answers the kept value.
   */
  async keepFirst(key: string, field: string, proposed: string): Promise<string> {
    await this.db.query(
      `INSERT INTO config (key, value) VALUES ($1, jsonb_build_object($2::text, $3::text))
       ON CONFLICT (key) DO UPDATE SET value = config.value || jsonb_build_object($2::text, $3::text)
       WHERE NOT (config.value ? $2::text)`,
      [key, field, proposed],
    );
    const [row] = (await this.db.query(`SELECT value ->> $2::text AS kept FROM config WHERE key = $1`, [key, field])) as Array<{ kept: string }>;
    return String(row.kept);
  }
}
