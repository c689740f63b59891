/** Small cookie helpers: path '/' by default, expiry in days (docs/rules/constants.md#timings). */
export function readCookie(name: string, doc: Document = document): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie ? doc.cookie.split(';') : []) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return item.slice(prefix.length);
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number, path = '/', doc: Document = document): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax${secure}`;
}
