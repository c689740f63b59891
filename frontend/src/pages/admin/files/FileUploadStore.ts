import { makeAutoObservable } from 'mobx';
import type { FileArea, UploadedFileView, UploadOutcome } from './upload';

/** Sends one file to an area and reports the upload's fraction (0…1); the browser's is `uploadWithProgress`. */
export type FileUploader = (area: FileArea, file: File, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;

export interface UploadEntry {
  id: number;
  file: File;
  state: 'waiting' | 'running' | 'done' | 'failed';
  /** 0…1 */
  progress: number;
  result?: UploadedFileView;
  /** The message id of a refused file. */
  error?: string;
}

/** At most this many uploads at once; the rest wait their turn. */
export const PARALLEL_UPLOADS = 3;

/**
 * The upload page of a file area (ADR 0026): the chosen files, each with its state and progress, uploaded at
 * most PARALLEL_UPLOADS at a time. The server checks type and size by content; a refused file keeps its
 * message id, the others go on.
 */
export class FileUploadStore {
  entries: UploadEntry[] = [];
  running = false;
  private nextId = 1;

  constructor(
    readonly area: FileArea,
    private readonly upload: FileUploader,
  ) {
    makeAutoObservable<FileUploadStore, 'upload' | 'nextId'>(this, { area: false, upload: false, nextId: false }, { autoBind: true });
  }

  get waitingCount(): number {
    return this.entries.filter((e) => e.state === 'waiting').length;
  }

  add(files: Iterable<File> | ArrayLike<File> | null | undefined): void {
    if (!files) return;
    for (const file of Array.from(files)) this.entries.push({ id: this.nextId++, file, state: 'waiting', progress: 0 });
  }

  private update(id: number, change: Partial<UploadEntry>): void {
    const index = this.entries.findIndex((e) => e.id === id);
    if (index >= 0) this.entries[index] = { ...this.entries[index], ...change };
  }

  /** Uploads every waiting file; resolves when all have answered. */
  async uploadAll(): Promise<void> {
    const waiting = this.entries.filter((e) => e.state === 'waiting');
    if (waiting.length === 0 || this.running) return;
    this.running = true;
    let index = 0;
    const worker = async () => {
      while (index < waiting.length) {
        const entry = waiting[index++];
        this.update(entry.id, { state: 'running', progress: 0 });
        const outcome = await this.upload(this.area, entry.file, (progress) => this.update(entry.id, { progress }));
        if (outcome.ok) this.update(entry.id, { state: 'done', progress: 1, result: outcome.file });
        else this.update(entry.id, { state: 'failed', error: outcome.code });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, waiting.length) }, worker));
    this.finish();
  }

  private finish(): void {
    this.running = false;
  }
}
