/** One key of the browser's local storage; reads and writes never throw (storage disabled, full, or no window). */
export interface StoredItem {
  read(): string | null;
  write(value: string | null): void;
}

export function localStorageItem(key: string): StoredItem {
  return {
    read: () => {
      try {
        return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        if (typeof window === 'undefined') return;
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      } catch {
        // storage full or disabled: the value lives in memory for this page
      }
    },
  };
}
