// A file whose story needs a day with heats still to come starts from the seeded demo: earlier files start
// rounds (some late in the running order) and leave too few heats to come for its moves.
import { environment } from './browser';
import { seedDemoCompetition } from './seed';

/** Puts the seeded demo back in the database, replacing what earlier files left; the demo sign-ins are kept. */
export async function restoreSeededDemo(): Promise<void> {
  const { dbPort, authUrl } = environment();
  await seedDemoCompetition({ dbPort, authUrl });
}
