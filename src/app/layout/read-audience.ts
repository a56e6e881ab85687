// Which pages are spectators' (they fit the connection budget: no socket while hidden, REST polling on the free
// plan or when the socket is refused) and which are officials' consoles and judges' tablets (always a socket).
import type { Audience } from '../../data/connection-budget';

const OFFICIAL_PREFIXES = ['/admin', '/judges'];

export function readAudienceOf(pathname: string): Audience {
  const path = pathname.toLowerCase();
  return OFFICIAL_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ? 'official' : 'spectator';
}
