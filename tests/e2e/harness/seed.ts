// The demo competition of the `demo` configuration, written by the project's own seeder.
import { seedDemo, type SeedDemoResult } from '../../../scripts/seed-demo.ts';

export const DEMO_PROJECT_ID = 'demo-ballroom';
export const DEMO_DB_NAMESPACE = `${DEMO_PROJECT_ID}-default-rtdb`;

export function seedDemoCompetition(where: { dbPort: number; authUrl: string }): Promise<SeedDemoResult> {
  return seedDemo({ dbUrl: `http://127.0.0.1:${where.dbPort}`, namespace: DEMO_DB_NAMESPACE, authUrl: where.authUrl, projectId: DEMO_PROJECT_ID });
}
