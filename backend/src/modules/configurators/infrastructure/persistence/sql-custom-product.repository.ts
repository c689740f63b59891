import { Injectable } from '@nestjs/common';
import type { CustomProductType } from '@shop/domain/cart';
import { DataSource } from 'typeorm';
import { CustomProductRepository, type StoredCustomProduct } from '../../domain/ports/custom-product.repository.port';

interface Row {
  id: string;
  config_type: CustomProductType;
  config_key: string;
  configuration: StoredCustomProduct['configuration'];
}

const toStored = (r: Row): StoredCustomProduct => ({ id: r.id, type: r.config_type, key: r.config_key, configuration: r.configuration });

/** custom_product through plain SQL: one row per configuration, inserted once (ON CONFLICT DO NOTHING). */
@Injectable()
export class SqlCustomProductRepository extends CustomProductRepository {
  constructor(private readonly db: DataSource) {
    super();
  }

  async findById(id: string): Promise<StoredCustomProduct | null> {
    const rows: Row[] = await this.db.query('SELECT id, config_type, config_key, configuration FROM custom_product WHERE id = $1', [id]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  async findByKey(type: CustomProductType, key: string): Promise<StoredCustomProduct | null> {
    const rows: Row[] = await this.db.query('SELECT id, config_type, config_key, configuration FROM custom_product WHERE config_type = $1 AND config_key = $2', [type, key]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  async insert(row: StoredCustomProduct): Promise<'inserted' | 'keyTaken' | 'idTaken'> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO custom_product (id, config_type, config_key, configuration) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT DO NOTHING RETURNING id`,
      [row.id, row.type, row.key, JSON.stringify(row.configuration)],
    );
    if (inserted.length > 0) return 'inserted';
    return (await this.findByKey(row.type, row.key)) ? 'keyTaken' : 'idTaken';
  }
}
