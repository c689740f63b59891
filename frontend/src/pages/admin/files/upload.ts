import { readApiCode } from '../../../api';

export type FileArea = 'media' | 'backend-files';

export interface UploadedFileView {
  key: string;
  name: string;
  url: string;
  size: number;
  type: string;
  width: number | null;
  height: number | null;
  variants: { thumb?: string; small?: string };
}

export type UploadOutcome = { ok: true; file: UploadedFileView } | { ok: false; code: string };

/**
 * Uploads one file with XMLHttpRequest, so the page can show its upload progress (fetch reports none).
 * The apiCode header and the admin cookie go with it like with every API call; the server judges the file
 * by its content and answers `{ data }` or `{ error: { code } }`.
 */
export function uploadWithProgress(area: FileArea, file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/${area}/upload`);
    xhr.setRequestHeader('apiCode', readApiCode());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadedFileView; error?: { code?: string } } | null;
      if (xhr.status === 200 && body?.data) {
        onProgress(1);
        resolve({ ok: true, file: body.data });
      } else {
        resolve({ ok: false, code: body?.error?.code ?? (xhr.status === 413 ? 'adFilesTooLarge' : 'errorHasOccurred') });
      }
    };
    xhr.onerror = () => resolve({ ok: false, code: 'errorHasOccurred' });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** 1234567 → "1,2 MB" (de) / "1.2 MB" (en). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export function formatTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date);
}
