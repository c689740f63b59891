import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { EmbeddedPostgres } from '../embedded-postgres';
import { MIGRATIONS } from './index';

// The company-accounts migration on a shop with customers, addresses, orders and customer prices (embedded
// PostgreSQL): every customer becomes the admin of its own one-person company and keeps every order, address
// and price rule; a customer registered afterwards starts a company of its own.

const COMPANY_MIGRATION = 1700000000500;
const stamp = (m: (typeof MIGRATIONS)[number]) => Number(/(\d{13})$/.exec(m.name)![1]);

let dir: string;
let embedded: EmbeddedPostgres;
let url: string;
let driverOptions: Record<string, unknown>;

const source = (upTo: number) =>
  new DataSource({ type: 'postgres', url, extra: { max: 2, ...driverOptions }, migrations: MIGRATIONS.filter((m) => stamp(m) <= upTo), migrationsTransactionMode: 'each', logging: false });

/** A row with every required column filled (the columns a later migration adds have defaults or are filled here). */
async function insertRow(db: DataSource, table: string, values: Record<string, unknown>): Promise<number> {
  const required = (await db.query(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL`,
    [table],
  )) as Array<{ column_name: string; data_type: string }>;
  const row: Record<string, unknown> = {};
  for (const c of required) {
    if (c.column_name in values) continue;
    row[c.column_name] = c.data_type === 'jsonb' ? '{}' : /int|numeric/.test(c.data_type) ? 0 : /timestamp/.test(c.data_type) ? new Date() : c.data_type === 'boolean' ? false : 'x';
  }
  Object.assign(row, values);
  const columns = Object.keys(row);
  const [{ id }] = (await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row))) as Array<{ id: string }>;
  return Number(id);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'company-migration-'));
  embedded = new EmbeddedPostgres(dir);
  const connection = await embedded.start();
  url = connection.url;
  driverOptions = connection.driverOptions as Record<string, unknown>;
});

afterAll(async () => {
  await embedded?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps every order, address and price of existing customers, each the admin of its own company', async () => {
  const before = await source(COMPANY_MIGRATION - 1).initialize();
  await before.runMigrations();
  const customers: number[] = [];
  for (const [i, pricingGroup] of ['haendler', null, 'oem'].entries()) {
    const id = await insertRow(before, 'shop_user', { email: `kunde${i}@firma-test.example`, status: 'active', salutation: 'mr', company: `Firma ${i}`, pricing_group: pricingGroup, locale: 'de', aquisition_ids: '{}' });
    customers.push(id);
    await insertRow(before, 'user_address', { user_id: id, name_line1: `Lager ${i}`, zip: '70565', city: 'Stuttgart', country: 'DE' });
    await insertRow(before, 'shop_order', { user_id: id, buyer_email: `kunde${i}@firma-test.example`, item_total_cents: 1000 * (i + 1), subtotal_cents: 1000 * (i + 1), total_cents: 1190 * (i + 1), vat_cents: 190 * (i + 1), vat_rate: 19 });
    await insertRow(before, 'price_rule', { customer_id: id, percentage: -5 });
  }
  const snapshot = async (db: DataSource) => ({
    orders: await db.query('SELECT id, user_id, total_cents FROM shop_order ORDER BY id'),
    addresses: await db.query('SELECT id, user_id, name_line1 FROM user_address ORDER BY id'),
    rules: await db.query('SELECT id, customer_id FROM price_rule ORDER BY id'),
    users: await db.query('SELECT id, email, company, pricing_group FROM shop_user ORDER BY id'),
  });
  const old = await snapshot(before);
  await before.destroy();

  const after = await source(COMPANY_MIGRATION).initialize();
  await after.runMigrations();
  expect(await snapshot(after)).toEqual(old);
  const members = (await after.query('SELECT id, company_id, company_role, order_limit_cents, monthly_limit_cents FROM shop_user ORDER BY id')) as Array<Record<string, string | null>>;
  expect(members).toEqual(customers.map((id) => ({ id: String(id), company_id: String(id), company_role: 'admin', order_limit_cents: null, monthly_limit_cents: null })));

  // A customer registered after the migration starts a company of its own.
  const newcomer = await insertRow(after, 'shop_user', { email: 'neu@firma-test.example', company_id: null, status: 'pending', salutation: 'mrs', company: 'Neu GmbH', locale: 'de', aquisition_ids: '{}' });
  const [row] = (await after.query('SELECT company_id, company_role FROM shop_user WHERE id = $1', [newcomer])) as Array<{ company_id: string; company_role: string }>;
  expect(row).toEqual({ company_id: String(newcomer), company_role: 'admin' });
  await after.destroy();
});
