// The `next` parameter of /login: where to go back to after signing in. Shared by the route guard (in every
// first view) and the login screen (loaded only when someone signs in).

/** The login page's address that returns to `target` (a path with its query and hash) afterwards. */
export function loginPath(target: string): string {
  return target && target !== '/' ? `/login?next=${encodeURIComponent(target)}` : '/login';
}

/**
 * Only paths on this site are followed: `//evil.example` or `https://…` would turn the login page
 * into an open redirect, and going "back" to /login would loop.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (/^\/login(?:[/?#]|$)/i.test(raw)) return '/';
  return raw;
}
