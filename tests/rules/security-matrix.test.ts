// The security matrix (tests/rules/matrix/) against a real database server through the real Firebase SDK:
// every case starts from the fixture tree, runs its given steps, then must be allowed or denied.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, type Actor } from './matrix/actors.ts';
import { ALL_CASES } from './matrix/all-cases.ts';
import type { Json, Operation, RulesCase } from './matrix/case.ts';
import { treeWith } from './matrix/fixture.ts';
import { PROJECT_ID, startRulesTarget, type RulesTarget } from './rules-test-env.ts';

type RulesDatabase = ReturnType<ReturnType<RulesTarget['testEnv']['unauthenticatedContext']>['database']>;

let target: RulesTarget;
const databases = new Map<Actor, RulesDatabase>();
const restoreWarn = silenceExpectedDenialWarnings();

beforeAll(async () => {
  target = await startRulesTarget();
});

afterAll(async () => {
  await target?.stop();
  restoreWarn();
});

/** One client per actor for the whole file: a connection per case would cost more than the case. */
function databaseOf(actor: Actor): RulesDatabase {
  const existing = databases.get(actor);
  if (existing) return existing;
  const found: { uid: string | null; token?: { email: string; email_verified: boolean } } = ACTORS[actor];
  const context = found.uid === null ? target.testEnv.unauthenticatedContext() : target.testEnv.authenticatedContext(found.uid, found.token);
  const database = context.database();
  databases.set(actor, database);
  return database;
}

/** Replaces the whole tree as admin (the emulators' `owner` token), which also clears what the last case wrote. */
async function seed(tree: Json): Promise<void> {
  const response = await fetch(`${target.baseUrl}/.json?ns=${PROJECT_ID}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(tree),
  });
  if (!response.ok) throw new Error(`seeding the fixture failed: HTTP ${response.status} ${await response.text()}`);
}

function perform(actor: Actor, op: Operation): Promise<unknown> {
  const database = databaseOf(actor);
  const ref = op.path === '' ? database.ref() : database.ref(op.path);
  switch (op.kind) {
    case 'read':
      return ref.get();
    case 'set':
      return ref.set(op.value);
    case 'update':
      return ref.update(op.value);
    case 'remove':
      return ref.remove();
  }
}

function title(c: RulesCase, number: number): string {
  return `#${number} ${ACTORS[c.actor].label} ${c.op.kind} /${c.op.path} → ${c.expect}: ${c.why}`;
}

describe('security rules matrix', () => {
  it('has at least 150 cases, with allowed and denied ones for every actor', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
    for (const actor of Object.keys(ACTORS) as Actor[]) {
      const mine = ALL_CASES.filter((c) => c.actor === actor);
      expect(mine.filter((c) => c.expect === 'deny').length, `${actor} has denied cases`).toBeGreaterThan(0);
      expect(mine.filter((c) => c.expect === 'allow').length, `${actor} has allowed cases`).toBeGreaterThan(0);
    }
  });

  const areas = [...new Set(ALL_CASES.map((c) => c.area))];
  let number = 0;
  for (const areaName of areas) {
    describe(areaName, () => {
      for (const c of ALL_CASES.filter((x) => x.area === areaName)) {
        number += 1;
        it(title(c, number), async () => {
          await seed(treeWith(c.seed));
          for (const step of c.given ?? []) await assertSucceeds(perform(step.actor, step.op));
          const outcome = perform(c.actor, c.op);
          if (c.expect === 'allow') await assertSucceeds(outcome);
          else await assertFails(outcome);
        });
      }
    });
  }
});

/**
 * The SDK logs a warning for every refused write; the denied cases expect those. Other warnings still show.
 */
function silenceExpectedDenialWarnings(): () => void {
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('FIREBASE WARNING') && text.includes('permission_denied')) return;
    original(...args);
  };
  return () => {
    console.warn = original;
  };
}
