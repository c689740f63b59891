/**
 * Visitor statistics data that posts carry when statistics are enabled (docs/rules/calls.md#tracking-and-error-reports): `iid`, a random
 * visitor id kept in local storage, and `aqus`, the acquisition ids the visitor arrived with (the `aqus`
 * query parameter of the landing URL, kept for the browser session).
 */
const IID_KEY = 'shop_iid';
const AQUS_KEY = 'shop_aqus';

export interface VisitorStorage {
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers the landing URL's `aqus` parameter for the session (first one wins). */
export function captureAcquisition(search: string, storage: VisitorStorage): void {
  const aqus = new URLSearchParams(search).get('aqus');
  if (aqus && /^[\w.,:-]{1,200}$/.test(aqus) && !storage.session?.getItem(AQUS_KEY)) storage.session?.setItem(AQUS_KEY, aqus);
}

export function visitorData(storage: VisitorStorage): { iid: string; aqus?: string } | null {
  if (!storage.local) return null;
  let iid = storage.local.getItem(IID_KEY);
  if (!iid || !/^[0-9a-f]{32}$/.test(iid)) {
    iid = randomId();
    storage.local.setItem(IID_KEY, iid);
  }
  const aqus = storage.session?.getItem(AQUS_KEY) ?? undefined;
  return aqus ? { iid, aqus } : { iid };
}

export function browserVisitorStorage(): VisitorStorage {
  try {
    return { local: globalThis.localStorage ?? null, session: globalThis.sessionStorage ?? null };
  } catch {
    return { local: null, session: null };
  }
}
