import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';

// Every request DTO of the API (the files that declare them: DTO files and controllers of every module's HTTP
// layer), checked for the shape rules of docs/decisions/0033 through class-validator's own metadata: a rule
// added to a new DTO later is checked without anyone listing it here.

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(dto|controller)\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  each?: boolean;
  target: { name?: string } | string;
}

const backend = join(__dirname, '..', '..');
const files = sources(join(backend, 'modules')).concat(sources(join(backend, 'shared', 'http')));
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const file of files) require(file);
const rules = [...(getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Rule[]> }).validationMetadatas.values()].flat();
const label = (r: Rule) => `${typeof r.target === 'string' ? r.target : r.target.name}.${r.propertyName}`;
const same = (a: Rule, b: Rule) => a.target === b.target && a.propertyName === b.propertyName;

describe('request DTOs', () => {
  it('are loaded (the check below sees the API)', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(rules.filter((r) => r.type === 'nestedValidation').length).toBeGreaterThan(15);
  });

  it('check every nested value to be an object (an array in its place would pass ValidateNested: [[]])', () => {
    const unchecked = rules
      .filter((r) => r.type === 'nestedValidation')
      .filter((nested) => !rules.some((r) => same(r, nested) && r.type === 'customValidation' && r.name === 'isObject' && Boolean(r.each) === Boolean(nested.each)))
      .map(label);
    expect(unchecked).toEqual([]);
  });

  it('check the elements of every array, not only that it is one', () => {
    const arrays = rules.filter((r) => r.type === 'customValidation' && r.name === 'isArray');
    const unchecked = arrays.filter((array) => !rules.some((r) => same(r, array) && r !== array && (r.each === true || r.type === 'nestedValidation' || r.name === 'shopValueRule'))).map(label);
    expect(unchecked).toEqual([]);
  });
});
