import { Injectable } from '@nestjs/common';
import { TransactionContext } from '../../../../../shared/persistence/transaction-context';
import {
  RequisitionListRepository,
  type RequisitionList,
  type RequisitionListHead,
  type RequisitionListLine,
  type RequisitionListLineInput,
} from '../../../domain/ports/requisition-list.repository.port';

interface HeadRow {
  id: string;
  company_id: string;
  owner_user_id: string;
  name: string;
  shared: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
  line_count: string;
}

interface LineRow {
  id: string;
  product_id: string;
  qty: string;
  custom_product_type: string | null;
  custom_configuration: unknown;
}

const HEAD = `SELECT l.id, l.company_id, l.owner_user_id, l.name, l.shared, l.version, l.created_at, l.updated_at,
                     (SELECT count(*) FROM requisition_list_line x WHERE x.list_id = l.id) AS line_count
                FROM requisition_list l`;

const toHead = (r: HeadRow): RequisitionListHead => ({
  id: Number(r.id),
  companyId: Number(r.company_id),
  ownerUserId: Number(r.owner_user_id),
  name: r.name,
  shared: r.shared,
  version: Number(r.version),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
  lineCount: Number(r.line_count),
});

const toLine = (r: LineRow): RequisitionListLine => ({
  id: Number(r.id),
  productId: r.product_id,
  qty: r.qty,
  ...(r.custom_product_type ? { customProductType: r.custom_product_type } : {}),
  ...(r.custom_configuration !== null && r.custom_configuration !== undefined ? { customConfiguration: r.custom_configuration } : {}),
});

/** Requisition lists in the cart module's two tables, with plain SQL. */
@Injectable()
export class SqlRequisitionLists extends RequisitionListRepository {
  constructor(private readonly tx: TransactionContext) {
    super();
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.tx.manager().query(sql, params) as Promise<T[]>;
  }

  async visibleTo(companyId: number, userId: number): Promise<RequisitionListHead[]> {
    const rows = await this.query<HeadRow>(`${HEAD} WHERE l.company_id = $1 AND (l.owner_user_id = $2 OR l.shared) ORDER BY l.updated_at DESC, l.id DESC`, [companyId, userId]);
    return rows.map(toHead);
  }

  private async read(id: number, lock: boolean): Promise<RequisitionList | null> {
    if (lock) await this.query(`SELECT id FROM requisition_list WHERE id = $1 FOR UPDATE`, [id]);
    const [head] = await this.query<HeadRow>(`${HEAD} WHERE l.id = $1`, [id]);
    if (!head) return null;
    const lines = await this.query<LineRow>(
      `SELECT id, product_id, qty, custom_product_type, custom_configuration FROM requisition_list_line WHERE list_id = $1 ORDER BY position, id`,
      [id],
    );
    return { ...toHead(head), lines: lines.map(toLine) };
  }

  find(id: number): Promise<RequisitionList | null> {
    return this.read(id, false);
  }

  findForUpdate(id: number): Promise<RequisitionList | null> {
    return this.read(id, true);
  }

  async namesOf(ownerUserId: number, exceptId?: number): Promise<string[]> {
    const rows = await this.query<{ name: string }>(`SELECT name FROM requisition_list WHERE owner_user_id = $1 AND id <> $2`, [ownerUserId, exceptId ?? 0]);
    return rows.map((r) => r.name);
  }

  async create(list: { companyId: number; ownerUserId: number; name: string; shared: boolean }): Promise<number> {
    const [row] = await this.query<{ id: string }>(
      `INSERT INTO requisition_list (company_id, owner_user_id, name, shared) VALUES ($1, $2, $3, $4) RETURNING id`,
      [list.companyId, list.ownerUserId, list.name, list.shared],
    );
    return Number(row.id);
  }

  async update(id: number, head: { name: string; shared: boolean }, lines?: readonly RequisitionListLineInput[]): Promise<void> {
    await this.query(`UPDATE requisition_list SET name = $2, shared = $3, version = version + 1, updated_at = now() WHERE id = $1`, [id, head.name, head.shared]);
    if (!lines) return;
    const keep = lines.filter((l) => l.id !== undefined).map((l) => l.id!);
    await this.query(`DELETE FROM requisition_list_line WHERE list_id = $1 AND NOT (id = ANY($2::bigint[]))`, [id, keep]);
    for (const [position, line] of lines.entries()) {
      const values = [line.productId, line.qty, line.customProductType ?? null, line.customConfiguration === undefined ? null : JSON.stringify(line.customConfiguration)];
      if (line.id !== undefined) {
        await this.query(
          `UPDATE requisition_list_line SET position = $3, product_id = $4, qty = $5, custom_product_type = $6, custom_configuration = $7::jsonb WHERE id = $1 AND list_id = $2`,
          [line.id, id, position, ...values],
        );
      } else {
        await this.query(
          `INSERT INTO requisition_list_line (list_id, position, product_id, qty, custom_product_type, custom_configuration) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
          [id, position, ...values],
        );
      }
    }
  }

  async delete(id: number): Promise<void> {
    await this.query(`DELETE FROM requisition_list WHERE id = $1`, [id]);
  }
}
