/** How TypeORM's `pg` pool reaches the database: a URL, plus driver options (the embedded in-process stream). */
export interface DatabaseConnection {
  url: string;
  driverOptions: Record<string, unknown>;
}
