#!/usr/bin/env node
// One owner per table, checked on every `npm run lint` (docs/decisions/0037-table-ownership.md).
//
// The owner map `backend/src/table-owners.json` names the one module that owns each table. The check fails when
//   - a table created by a migration or declared by a TypeORM entity has no owner in the map;
//   - an entity is declared outside its table's owner;
//   - code of one owner imports another owner's entity class;
//   - an SQL string of one owner names another owner's table (FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM,
//     TRUNCATE, COPY, LOCK TABLE, REFERENCES),
// unless the map lists an exception for that file and table, with its reason. An exception that no longer
// matches anything fails too, so the list only shrinks. It also fails on a `@Global()` module under
// backend/src/modules: a context module is imported where its exports are used (plumbing in backend/src/shared
// and backend/src/database may be global).
//
// The owner of a file: backend/src/modules/<name>/… → <name>; backend/src/shared/<name>/… → shared/<name>.
// Migrations (backend/src/database) build the whole schema and are not checked; neither are tests (*.spec.ts,
// testing/ folders), which set up and inspect any table.
//
// Usage: node scripts/lint-table-ownership.mjs [root]   (root defaults to the current directory)
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? process.cwd();
const src = join(root, 'backend', 'src');
const mapFile = join(src, 'table-owners.json');

const SQL_TABLE = /\b(?:FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|COPY|LOCK\s+TABLE|REFERENCES|ALTER\s+TABLE|INTO)\s+(?:ONLY\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const CREATE_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') out.push(...files(path));
    } else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

function ownerOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1];
  if (parts[0] === 'shared' && parts.length > 2) return `shared/${parts[1]}`;
  return null;
}

/**
 * The text of every string and template literal in a file (template holes become a blank); a literal given as a
 * `table` property (`{ table: 'shop_order' }`, a table handed to generic SQL) reads as `FROM <table>`.
 */
function literals(sourceFile) {
  const out = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && /^(table|tableName)$/.test(node.name.getText()) && ts.isStringLiteralLike(node.initializer)) {
      out.push({ text: `FROM ${node.initializer.text}`, pos: node.getStart() });
    } else if (ts.isStringLiteral(node) && /^[a-z]+(_[a-z]+)+$/.test(node.text) && owners.has(node.text)) {
      // A compound table name alone in a string ('product_translation') is a table handed to generic SQL.
      out.push({ text: `FROM ${node.text}`, pos: node.getStart() });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push({ text: node.text, pos: node.getStart() });
    else if (ts.isTemplateExpression(node)) {
      out.push({ text: [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? '), pos: node.getStart() });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return out;
}

/** @Entity('table') classes of a file: [{ className, table }]. */
function entities(sourceFile) {
  const out = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    for (const decorator of ts.getDecorators(statement) ?? []) {
      const call = decorator.expression;
      if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'Entity') {
        const arg = call.arguments[0];
        if (arg && ts.isStringLiteral(arg)) out.push({ className: statement.name.text, table: arg.text });
      }
    }
  }
  return out;
}

const map = JSON.parse(readFileSync(mapFile, 'utf8'));
const owners = new Map();
for (const [owner, tables] of Object.entries(map.owners)) {
  for (const table of tables) {
    if (owners.has(table)) console.error(`table-ownership: ${table} has two owners, ${owners.get(table)} and ${owner}`);
    owners.set(table, owner);
  }
}
const problems = [];
for (const table of new Set(Object.values(map.owners).flat().filter((t, i, all) => all.indexOf(t) !== i))) {
  problems.push(`table-ownership: ${table} is listed under two owners in backend/src/table-owners.json`);
}
const exceptions = (map.exceptions ?? []).map((e) => ({ ...e, used: false }));
for (const e of exceptions) {
  if (!e.reason || !e.file || !Array.isArray(e.tables)) problems.push(`table-ownership: an exception needs file, tables and reason: ${JSON.stringify(e)}`);
}
function excepted(file, table) {
  const hit = exceptions.find((e) => e.file === file && (e.tables.includes(table) || e.tables.includes('*')));
  if (hit) hit.used = true;
  return Boolean(hit);
}

const parsed = files(src).map((path) => {
  const rel = relative(src, path).split(sep).join('/');
  const text = readFileSync(path, 'utf8');
  return { path, rel, file: `backend/src/${rel}`, sourceFile: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true) };
});
const isTest = (rel) => rel.endsWith('.spec.ts') || rel.split('/').includes('testing');

// Every table the schema creates has one owner.
const created = new Set();
for (const f of parsed.filter((p) => p.rel.startsWith('database/migrations/'))) {
  for (const { text } of literals(f.sourceFile)) for (const m of text.matchAll(CREATE_TABLE)) created.add(m[1].toLowerCase());
}
for (const table of [...created].sort()) {
  if (!owners.has(table)) problems.push(`table-ownership: table ${table} (created by a migration) has no owner in backend/src/table-owners.json`);
}

// Entities: declared in their owner; their class names, to find imports of another owner's entity.
const entityOwner = new Map();
for (const f of parsed) {
  for (const { className, table } of entities(f.sourceFile)) {
    const owner = owners.get(table);
    if (!owner) problems.push(`table-ownership: ${f.file}: entity ${className} maps table ${table}, which has no owner`);
    else if (owner !== ownerOf(f.rel)) problems.push(`table-ownership: ${f.file}: entity ${className} of table ${table} is declared outside its owner ${owner}`);
    entityOwner.set(className, { table, owner });
  }
}

for (const f of parsed) {
  const owner = ownerOf(f.rel);
  if (!owner || isTest(f.rel)) continue;
  if (f.rel.startsWith('modules/') && /@Global\(\)/.test(f.sourceFile.text)) {
    problems.push(`table-ownership: ${f.file}: a @Global() module in backend/src/modules — import the module where its exports are used`);
  }
  const line = (pos) => f.sourceFile.getLineAndCharacterOfPosition(pos).line + 1;
  for (const statement of f.sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (!clause || !(ts.isNamedImports(clause) || ts.isNamedExports(clause))) continue;
    for (const element of clause.elements) {
      const name = (element.propertyName ?? element.name).text;
      const entity = entityOwner.get(name);
      if (entity && entity.owner !== owner && !excepted(f.file, entity.table)) {
        problems.push(`table-ownership: ${f.file}:${line(element.getStart())}: ${owner} imports ${name}, the entity of ${entity.owner}'s table ${entity.table}`);
      }
    }
  }
  for (const { text, pos } of literals(f.sourceFile)) {
    for (const m of text.matchAll(SQL_TABLE)) {
      const table = m[1].toLowerCase();
      const tableOwner = owners.get(table);
      if (tableOwner && tableOwner !== owner && !excepted(f.file, table)) {
        problems.push(`table-ownership: ${f.file}:${line(pos)}: ${owner} names ${tableOwner}'s table ${table} in SQL ("${m[0].replace(/\s+/g, ' ')}")`);
      }
    }
  }
}

for (const e of exceptions) {
  if (!e.used && existsSync(join(root, e.file))) problems.push(`table-ownership: exception for ${e.file} (${e.tables.join(', ')}) matches nothing any more: remove it`);
  else if (!e.used) problems.push(`table-ownership: exception for ${e.file} names a file that does not exist: remove it`);
}

if (problems.length) {
  for (const p of [...new Set(problems)]) console.error(p);
  console.error(`\n✘ ${new Set(problems).size} table-ownership violation(s). Ask the owning module through its port, or see docs/decisions/0037-table-ownership.md`);
  process.exit(1);
}
console.log(`✔ table ownership: ${owners.size} tables, ${parsed.length} files, ${exceptions.length} documented exception(s)`);
