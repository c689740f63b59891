import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];
type Metadatas = ReturnType<Lookup>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;

const INSTALLED = Symbol.for('shop.validationMetadataCache');

/**
 * Remembers class-validator's answer to "which rules does this class have" per class and options.
 *
 * class-validator works the answer out again for every object it validates: it walks every class that has rules
 * (hundreds here) to find the parents of the one at hand, then groups the rules by property. A cart of 50
 * positions asked it 51 times per request — about a third of the request's CPU. The rules are fixed once the
 * classes are loaded (decorators run when a class is defined), so the answer is kept; a rule registered later
 * (a class loaded afterwards) empties the memory. The arrays handed out are read, never changed, by the validator.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;

  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let byTarget = new Map<unknown, Map<string, Metadatas>>();
  let grouped = new WeakMap<Metadatas, Grouped>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups ? groups.join('\u0001') : '-'}`;
    let forTarget = byTarget.get(target);
    if (forTarget === undefined) byTarget.set(target, (forTarget = new Map()));
    let found = forTarget.get(key);
    if (found === undefined) forTarget.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (found === undefined) grouped.set(metadata, (found = group(metadata)));
    return found;
  };
  storage.addValidationMetadata = (metadata) => {
    byTarget = new Map();
    grouped = new WeakMap();
    add(metadata);
  };
}
