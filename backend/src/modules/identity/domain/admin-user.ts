/** An administrator: a separate account from customers, with its own login and session cookie. */
export interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface NewAdminUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
}
