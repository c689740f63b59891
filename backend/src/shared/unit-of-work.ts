/** Runs work in one database transaction; repositories called inside take part in it. */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /** Inside `run`: serialises concurrent holders of the same key until the transaction ends. */
  abstract lock(key: string): Promise<void>;
}
