// The account acting: who it is and what it may do beyond its own entries.

export interface Account {
  uid: string;
  /** The signed-in e-mail, if the identity provider gave one. */
  email?: string;
  organiser?: boolean;
  /** Granted by the organiser (roles/<uid>/teamCaptain): may register more couples than the cap. */
  teamCaptain?: boolean;
  /**
   * Couples whose dancers' e-mails include this account's, once the identity provider has verified it
   * (emailCouples/<emailKey>): the account manages them as their owner does.
   */
  dancerOf?: readonly string[];
}
