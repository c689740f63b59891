// Statements on a stopped server's embedded database (PGlite), for tests that must put the database into a state
// the API cannot (an admin session that has run out, rows dated in the past).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

export type Statement = [sql: string, params?: unknown[]];

/**
 * Runs statements on a stopped server's embedded database, in a child process (PGlite loads its parts with
 * dynamic imports, which Jest's module sandbox does not allow). Answers each statement's rows.
 */
export function onStoppedEmbeddedDatabase(dataDir: string, statements: Statement[]): Array<Array<Record<string, unknown>>> {
  const script = `
    const { PGlite } = require(${JSON.stringify(require.resolve('@electric-sql/pglite', { paths: [join(__dirname, '..', '..', '..', 'backend')] }))});
    let input = '';
    process.stdin.on('data', (d) => (input += d));
    process.stdin.on('end', async () => {
      const { dataDir, statements } = JSON.parse(input);
      const db = await PGlite.create({ dataDir: dataDir + '/pgdata' });
      const out = [];
      try {
        for (const [sql, params] of statements) out.push((await db.query(sql, params ?? [])).rows);
      } finally {
        await db.close();
      }
      process.stdout.write(JSON.stringify(out));
    });`;
  const output = execFileSync(process.execPath, ['-e', script], { input: JSON.stringify({ dataDir, statements }), maxBuffer: 10_000_000 });
  return JSON.parse(output.toString()) as Array<Array<Record<string, unknown>>>;
}

/** The statement that lets the admin session of a `shop_admin_session=…` cookie pair run out (one row). */
export function expireAdminSession(cookiePair: string): Statement {
  const hash = createHash('sha256').update(cookiePair.split('=')[1], 'utf8').digest('hex');
  return [`UPDATE session SET expires_at = now() - interval '1 minute' WHERE id_hash = $1 AND kind = 'admin' RETURNING 1`, [hash]];
}
