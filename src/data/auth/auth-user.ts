/** The signed-in account as the app sees it: no provider objects leak out of src/data. */
export interface AuthUser {
  uid: string;
  email: string | null;
}
