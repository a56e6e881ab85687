// Password sign-in over the Auth REST API: Firebase Auth itself, or an Auth emulator standing for it.
import type { VenueConfig } from './venue-config.ts';
import { LinkDownError } from './rest-database.ts';

const IDENTITY_HOST = 'https://identitytoolkit.googleapis.com';

export interface SignedIn {
  uid: string;
  idToken: string;
  /** When the token stops being accepted (they last an hour); renew before. */
  expiresAt: number;
}

export async function signInWithPassword(config: VenueConfig, email: string, password: string): Promise<SignedIn> {
  const base = config.hosted.authEmulatorUrl ? `${config.hosted.authEmulatorUrl}/identitytoolkit.googleapis.com` : IDENTITY_HOST;
  let response: Response;
  try {
    response = await fetch(`${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(config.hosted.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new LinkDownError('The hosted sign-in service', error);
  }
  const body = (await response.json()) as { localId?: string; idToken?: string; expiresIn?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken || !body.localId) throw new Error(`Signing ${email} in to the hosted project failed: ${body.error?.message ?? response.status}`);
  return { uid: body.localId, idToken: body.idToken, expiresAt: Date.now() + Number(body.expiresIn ?? 3600) * 1000 };
}

/** A token source for RestDatabase that signs the account in again shortly before the token expires. */
function passwordToken(config: VenueConfig, email: string, password: string): () => Promise<string> {
  let current: SignedIn | null = null;
  return async () => {
    if (!current || current.expiresAt - Date.now() < 5 * 60_000) current = await signInWithPassword(config, email, password);
    return current.idToken;
  };
}

export function organiserToken(config: VenueConfig, password: string): () => Promise<string> {
  return passwordToken(config, config.hosted.organiserEmail, password);
}

/**
 * Who the mirror writes as: the dedicated mirror account (`hosted.mirrorEmail`, granted `mirror`, which the
 * rules let write the mirrored branches and nothing else) with VENUE_MIRROR_PASSWORD, else the organiser.
 */
export function mirrorToken(config: VenueConfig, organiserPasswordValue: string, env: NodeJS.ProcessEnv = process.env): () => Promise<string> {
  const email = config.hosted.mirrorEmail;
  if (!email) return organiserToken(config, organiserPasswordValue);
  const password = env.VENUE_MIRROR_PASSWORD;
  if (!password) throw new Error(`Set VENUE_MIRROR_PASSWORD to the password of ${email}, the mirror's account on the hosted site (it is never stored).`);
  return passwordToken(config, email, password);
}

export function organiserPassword(): string {
  const password = process.env.VENUE_ORGANISER_PASSWORD;
  if (!password) throw new Error('Set VENUE_ORGANISER_PASSWORD to the organiser’s password for the hosted site (it is never stored).');
  return password;
}
