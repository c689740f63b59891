/** The name an order's status history shows for an administrator (identity's, read before the change's unit of work). */
export abstract class AdminNames {
  abstract nameOf(adminId: number): Promise<string>;
}
