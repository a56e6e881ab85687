// Account administration on the Auth emulator through its REST API (the emulator accepts "Bearer owner").

async function emulatorCall<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** Creates the account, or finds it if the email is taken; returns its uid. */
export async function ensureAccount(url: string, projectId: string, email: string, password: string): Promise<string> {
  const found = await emulatorCall<{ users?: { localId: string }[] }>(url, `projects/${projectId}/accounts:lookup`, { email: [email] });
  const existing = found.users?.[0]?.localId;
  if (existing) {
    await emulatorCall(url, `projects/${projectId}/accounts:update`, { localId: existing, password, disableUser: false });
    return existing;
  }
  const created = await emulatorCall<{ localId: string }>(url, `projects/${projectId}/accounts`, { email, password });
  return created.localId;
}

export async function setAccountDisabled(url: string, projectId: string, uid: string, disabled: boolean): Promise<void> {
  await emulatorCall(url, `projects/${projectId}/accounts:update`, { localId: uid, disableUser: disabled });
}

/** Revokes every refresh token of the account issued before now (as a password change elsewhere does). */
export async function revokeSessions(url: string, projectId: string, uid: string): Promise<void> {
  await emulatorCall(url, `projects/${projectId}/accounts:update`, { localId: uid, validSince: String(Math.floor(Date.now() / 1000) + 1) });
}
