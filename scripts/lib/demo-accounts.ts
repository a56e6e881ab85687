// The demo sign-ins in the Auth emulator, with fixed uids: the emulator forgets its accounts on every
// restart, and fixed uids keep the roles and registrations already in the local database valid.
import { type DemoAccount, demoUidFor } from '../../src/demo/demo-accounts.ts';

async function adminCall(authUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
}

/** Creates each account with its fixed uid, or resets its password if it already exists. Returns email → uid. */
export async function ensureDemoAccounts(authUrl: string, projectId: string, accounts: readonly DemoAccount[]): Promise<Record<string, string>> {
  const uids: Record<string, string> = {};
  for (const account of accounts) {
    const localId = demoUidFor(account.email);
    const emailVerified = account.emailVerified === true;
    const created = await adminCall(authUrl, `projects/${projectId}/accounts`, { localId, email: account.email, password: account.password, emailVerified });
    if (!created.ok) {
      const text = await created.text();
      if (!/DUPLICATE|EXISTS/i.test(text)) throw new Error(`Could not create the demo account ${account.email}: ${text}`);
      const updated = await adminCall(authUrl, `projects/${projectId}/accounts:update`, { localId, password: account.password, disableUser: false, emailVerified });
      if (!updated.ok) throw new Error(`Could not reset the demo account ${account.email}: ${await updated.text()}`);
    }
    uids[account.email] = localId;
  }
  return uids;
}
