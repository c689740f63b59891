/** A window of shop days, both ends included (the dashboard's today, 7 days, 30 days …). */
export interface DayWindow<K extends string = string> {
  key: K;
  from: string;
  to: string;
}

/**
 * Identity's figures for the admin dashboard (identity owns `shop_user` and `security_event`): read-only counts,
 * days counted in the given time zone.
 */
export abstract class IdentityStatistics {
  /** Active customer accounts. */
  abstract activeCustomers(): Promise<number>;
  /** Active customer accounts registered in each window. */
  abstract newCustomers<K extends string>(windows: ReadonlyArray<DayWindow<K>>, timeZone: string): Promise<Array<{ key: K; count: number }>>;
  /** Failed, locked and throttled logins (customers and admins) since the start of a shop day. */
  abstract failedLoginsSince(day: string, timeZone: string): Promise<number>;
}
