/**
 * The repository explains itself: no tracked file points at a document that is not in it. The shop's rules are
 * in docs/rules/, the architecture in docs/architecture.md, decisions in docs/decisions/; a comment that needs to
 * say where a rule comes from names one of those or a test. Refused here:
 * - the outside specification by name, or a section of "the spec" by number ("spec" + section sign + number,
 *   "spec", "section" and a number);
 * - a numbered issue ("issue" + number): issues live in a tracker, not in the repository;
 * - an architecture page other than docs/architecture.md (a bare name, or its old numbered sections).
 * And every relative link of the repository's Markdown files reaches a file, and a heading where it names one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const THIS_FILE = relative(ROOT, __filename).split('\\').join('/');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'coverage', '.git']);

/** The tracked files (git), or every file outside build and data folders when git is not at hand. */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((f) => f !== '' && existsSync(join(ROOT, f)));
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(join(ROOT, dir))) {
        if (SKIPPED_DIRS.has(name)) continue;
        const path = dir === '' ? name : `${dir}/${name}`;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else out.push(path);
      }
    };
    walk('');
    return out;
  }
}

function textOf(file: string): string | null {
  const bytes = readFileSync(join(ROOT, file));
  if (bytes.includes(0)) return null; // binary
  return bytes.toString('utf8');
}

const SECTION = '\u00a7';
const FORBIDDEN: Array<{ why: string; pattern: RegExp }> = [
  { why: 'names the outside specification', pattern: new RegExp(['shop', 'specification'].join('-'), 'i') },
  { why: 'cites a section of the outside specification', pattern: new RegExp(`\\bspec(?:ification)?\\s*${SECTION}`, 'i') },
  { why: 'cites a section of the outside specification', pattern: new RegExp(['\\bspec(?:ification)?', 'sections?', '\\d'].join('\\s+'), 'i') },
  { why: 'points at a numbered issue', pattern: /\bissues?\s+#?\d+/i },
  { why: 'cites a section of an outside architecture page', pattern: new RegExp(`\\barchitecture(?:\\.md)?\\s*${SECTION}`, 'i') },
];

interface Finding {
  file: string;
  line: number;
  text: string;
  why: string;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

function excerpt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? undefined : end).trim().slice(0, 160);
}

/** The architecture page's file name, spelled from parts so that this file names no other page of that name. */
const ARCH_FILE = ['architecture', 'md'].join('.');

/** Every mention of a file of that name must be docs/architecture.md (by path or by a relative link). */
function architectureFindings(file: string, text: string): Finding[] {
  if (file === 'docs/architecture.md') return [];
  const found: Finding[] = [];
  for (const m of text.matchAll(/([\w./-]*)architecture\.md/g)) {
    const prefix = m[1];
    const byPath = prefix.endsWith('docs/') && (prefix === 'docs/' || !/[\w-]$/.test(prefix.slice(0, -5)));
    const byLink = file.endsWith('.md') && normalize(join(dirname(file), `${prefix}${ARCH_FILE}`)).split('\\').join('/') === 'docs/architecture.md';
    if (!byPath && !byLink) {
      found.push({ file, line: lineOf(text, m.index ?? 0), text: excerpt(text, m.index ?? 0), why: 'names an architecture page other than docs/architecture.md' });
    }
  }
  return found;
}

function findings(files: readonly string[]): Finding[] {
  const found: Finding[] = [];
  for (const file of files) {
    if (file === THIS_FILE) continue;
    const text = textOf(file);
    if (text === null) continue;
    for (const { why, pattern } of FORBIDDEN) {
      for (const m of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        found.push({ file, line: lineOf(text, m.index ?? 0), text: excerpt(text, m.index ?? 0), why });
      }
    }
    found.push(...architectureFindings(file, text));
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, … */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) continue;
    const m = /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const slug = m[1]
      .trim()
      .toLowerCase()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_~]/g, '')
      .replace(/[^\p{L}\p{N}\- ]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

function brokenLinks(files: readonly string[]): Finding[] {
  const found: Finding[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let a = anchorsOf.get(file);
    if (!a) anchorsOf.set(file, (a = headingAnchors(readFileSync(join(ROOT, file), 'utf8'))));
    return a;
  };
  for (const file of files.filter((f) => f.endsWith('.md'))) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    let inCode = false;
    lines.forEach((line, i) => {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode) return;
      for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^(?:[a-z]+:|\/\/)/i.test(target)) continue; // http:, mailto: and other schemes
        const [path, anchor] = target.split('#', 2);
        const resolved = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path))).split('\\').join('/');
        const report = (why: string) => found.push({ file, line: i + 1, text: target, why });
        if (!existsSync(join(ROOT, resolved))) {
          report('links to a file that does not exist');
          continue;
        }
        if (anchor && resolved.endsWith('.md') && statSync(join(ROOT, resolved)).isFile() && !anchors(resolved).has(anchor)) {
          report(`links to a heading ${resolved} does not have`);
        }
      }
    });
  }
  return found;
}

const show = (list: readonly Finding[]) => list.map((f) => `${f.file}:${f.line}: ${f.why}: ${f.text}`).join('\n');

describe('the repository explains itself', () => {
  const files = trackedFiles();

  it('finds the repository files to check', () => {
    expect(files).toContain('docs/architecture.md');
    expect(files.some((f) => f.startsWith('docs/rules/'))).toBe(true);
  });

  it('no file points at the outside specification, a numbered issue or another architecture page', () => {
    expect(show(findings(files))).toBe('');
  });

  it('every relative link of the Markdown files reaches its file and heading', () => {
    expect(show(brokenLinks(files))).toBe('');
  });

  it('the checks catch what they are for (a fixture of each kind)', () => {
    // The fixtures' bad references are put together here, so this file itself names no outside page.
    const page = ['architecture', 'md'].join('.');
    const fixtures: Array<[string, string]> = [
      ['a.ts', `// see the spec ${SECTION}4 for the cart`],
      ['b.ts', `// as the ${'spec'} section 5 says`],
      ['c.ts', `// built for ${'issue'} 12 part 4`],
      ['d.ts', `// see ${page} for the layers`],
      ['e.md', `[layers](${page})`],
      ['f.ts', `// architecture ${SECTION}10`],
    ];
    for (const [file, text] of fixtures) {
      const hits = [...FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map((f) => f.why), ...architectureFindings(file, text).map((f) => f.why)];
      expect({ file, hits: hits.length > 0 }).toEqual({ file, hits: true });
    }
    // A path to the repository's own page, and a relative link that reaches it, are fine.
    expect(architectureFindings('backend/x.ts', '// docs/architecture.md#ports-and-adapters')).toEqual([]);
    expect(architectureFindings('docs/rules/x.md', `[architecture](${['..', ARCH_FILE].join('/')}#frontend)`)).toEqual([]);
    // Legal citations are not the specification.
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(`(${SECTION} 4 Nr. 1 UStG)`))).toBe(false);
    expect(headingAnchors('# A title\n## Who owns which table\n## Who owns which table\n')).toEqual(new Set(['a-title', 'who-owns-which-table', 'who-owns-which-table-1']));
  });
});
