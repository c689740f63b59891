#!/usr/bin/env node
// The production path's API pass: the API suites whose database work differs between the embedded database and a
// PostgreSQL server, run again on PostgreSQL (TEST_POSTGRES_URL, e.g. postgres://postgres@127.0.0.1:5432/test; the
// database is dropped and created by the suites' server harness). `npm test` runs it after the API tests when
// TEST_POSTGRES_URL is set (as `.ci/run` does), beside the browser lane.
//
// PGlite is PostgreSQL's own engine, so the SQL itself behaves alike; what differs is everything with more than one
// connection: the embedded database serialises all connections through one link, PostgreSQL runs them at once. So,
// on PostgreSQL:
//   concurrency      parallel writers on one pool: row locks, no lost or foreign writes, no hang;
//   checkout         orders exactly once under parallel placing (the key's claim, order numbers), rows read back;
//   identity         registration, confirmation, password and sessions under parallel calls, login rate limits;
//   identity-account address and account edits with row locks;
//   identity-admin   two concurrent installs (advisory lock), the admin lockout and login throttle counters;
//   customer-cart    carts merged at login while other requests of the same customer run;
//   admin-tools      job claims across instances (SKIP LOCKED leases) and the schedules, PostgreSQL's system info;
//   admin-backup     backup and restore of a PostgreSQL database, and across database kinds;
//   content          the report and contact-form rate limits under 2,000-request floods (counters in SQL);
//   vat              VIES answers kept once while parallel price calls ask (ON CONFLICT), parallel orders;
//   configurator-hose the same configuration stored once under parallel requests, parallel orders;
//   shared-limits    two instances on one database count one client's reports together (PostgreSQL, Redis);
//   company-members  invitations, role changes and the last admin under parallel callers (advisory locks per company);
//   company-approval two approvals of one order at once give one order (row lock), several companies in parallel;
//   requisition-lists list versions and lists into the cart under the cart's lock, several companies in parallel;
//   admin-companies  two merges of one account at once, one wins (locks on both companies);
//   pricing          logged-in pages shared by price view: the session statement reads row versions (xmin);
//   log-hygiene      what PostgreSQL's errors leave in the logs (runs last: it reads what the others logged).
// Every other suite's SQL runs on the same engine in the embedded pass; repeating it here would only cost CI time.
import { spawn } from 'node:child_process';

const url = process.env.TEST_POSTGRES_URL;
if (!url) {
  console.error('TEST_POSTGRES_URL is not set: the PostgreSQL pass needs a server (e.g. postgres://postgres@127.0.0.1:5432/test)');
  process.exit(1);
}
const SUITES = '/(concurrency|checkout|identity|identity-account|identity-admin|customer-cart|admin-tools|admin-backup|content|vat|configurator-hose|shared-limits|company-members|company-approval|requisition-lists|admin-companies|log-hygiene|pricing)\\.e2e-spec\\.ts$';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const child = spawn(npm, ['run', 'test:api', '--', SUITES], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
