/** The signed-in account as the app sees it: no provider objects leak out of src/data. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /**
   * Whether the account has proved it owns `email` (clicked the provider's verification link). The database
   * rules give a couple's rights to an account only when this is true and its e-mail is a dancer's.
   */
  emailVerified: boolean;
}
