/** Who is calling, for throttling, sessions and the security log. */
export interface RequestMeta {
  clientAddress: string;
  userAgent: string | null;
}
