import { readApiCode } from '../../../api';

/** Sends an import file to the server and reports the upload's percentage; answers the upload id or a message id. */
export type ImportUploader = (file: File, onProgress: (percent: number) => void) => Promise<{ uploadId: string } | { error: string }>;

/** Uploads with XMLHttpRequest: fetch cannot report upload progress. Answers the upload id or a message id. */
export const uploadImportFile: ImportUploader = (file, onProgress) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/import-export/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('apiCode', readApiCode());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { data?: { uploadId: string }; error?: { code: string } };
        resolve(xhr.status === 200 && body.data ? { uploadId: body.data.uploadId } : { error: body.error?.code ?? 'errorHasOccurred' });
      } catch {
        resolve({ error: xhr.status === 413 ? 'adImportFileTooLarge' : 'errorHasOccurred' });
      }
    };
    xhr.onerror = () => resolve({ error: 'errorHasOccurred' });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
