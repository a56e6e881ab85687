// The suite's own view of the database, over the local server's REST API with admin access: used to
// pick targets in the demo data and to check what the browser wrote, never to drive the app.
import { environment } from './browser';

export async function readTree<T>(path: string): Promise<T | null> {
  const { dbUrl, dbNamespace } = environment();
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${dbUrl}/${encoded}.json?ns=${encodeURIComponent(dbNamespace)}`, {
    headers: { authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`Reading ${path} from the local database failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T | null;
}
