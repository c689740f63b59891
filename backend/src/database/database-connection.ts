import type { ChangeFeed } from '../shared/change-feed';
/** How TypeORM's `pg` pool reaches the database: a URL, plus driver options (the embedded in-process stream). */
export interface DatabaseConnection {
  url: string;
  driverOptions: Record<string, unknown>;
  /** The change announcements heard as they commit (the embedded database); absent: heard by the change listener. */
  changes?: ChangeFeed;
}
