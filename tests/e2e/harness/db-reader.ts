// The suite's own view of the database, over the local server's REST API with admin access: used to
// pick targets in the demo data and to check what the browser wrote, never to drive the app.
import { environment } from './browser';

// format=export keeps keys as stored: a plain REST GET serves array-like children (rounds 1..n) as arrays
// with a null hole, as Firebase does, while the suite reads records by key.
export async function readTree<T>(path: string): Promise<T | null> {
  const { dbUrl, dbNamespace } = environment();
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${dbUrl}/${encoded}.json?ns=${encodeURIComponent(dbNamespace)}&format=export`, {
    headers: { authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Reading ${path} from the local database failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T | null;
}
