// Rules evaluator micro-benchmark: `npx tsx bench/localdb/rules-evaluator.ts`. Prints µs per decision
// for typical competition writes and reads against in-memory trees (no server, no I/O).
import { compileRules, type DataSource, type JsonValue } from '../../localdb/rules/index.ts';
import { childValue } from '../../localdb/rules/snapshot.ts';

const RULES = `{
  "rules": {
    "events": {
      ".read": true,
      "$event": {
        ".write": "root.child('roles').child(auth.uid).child('organiser').val() == true",
        "entries": {
          "$entryId": {
            ".write": "auth != null && root.child('competitionMetadata/registrationStatus').val() == 'open' && ((!data.exists() && newData.child('registeredBy').val() == auth.uid) || (data.exists() && !newData.exists() && data.child('registeredBy').val() == auth.uid))",
            ".validate": "newData.hasChildren(['entryId', 'leadName', 'followName', 'registeredTime', 'registeredBy']) && newData.child('entryId').val() == $entryId",
            "entryId": { ".validate": "newData.isString()" },
            "leadName": { ".validate": "newData.isString() && newData.val().length > 0 && newData.val().length <= 60" },
            "followName": { ".validate": "newData.isString() && newData.val().length > 0 && newData.val().length <= 60" },
            "leadId": { ".validate": "newData.isString()" },
            "followId": { ".validate": "newData.isString()" },
            "affiliation": { ".validate": "newData.isString() && newData.val().length <= 80" },
            "registeredTime": { ".validate": "newData.isNumber() && newData.val() <= now" },
            "registeredBy": { ".validate": "newData.val() == auth.uid || root.child('roles').child(auth.uid).child('organiser').val() == true" },
            "leadNumber": { ".validate": "newData.isNumber()" },
            "checkedIn": { ".validate": "newData.isBoolean()" },
            "$other": { ".validate": false }
          }
        }
      }
    },
    "marks": {
      "$event": {
        "$n": {
          "$judge": {
            ".read": "auth != null && (root.child('judgeSessions').child(auth.uid).child('judgeKey').val() == $judge || root.child('roles').child(auth.uid).child('scrutineer').val() == true)",
            ".write": "auth != null && root.child('judgeSessions').child(auth.uid).child('judgeKey').val() == $judge && root.child('events').child($event).child('rounds').child($n).child('roundState').val() == 2",
            "dances": { "$dance": { "$entryId": {
              ".validate": "newData.isNumber() && newData.val() >= 0 && root.child('events/' + $event + '/rounds/' + $n + '/entries/' + $entryId).exists()"
            } } },
            "submittedAt": { ".validate": "newData.isNumber() && newData.val() <= now" },
            "$other": { ".validate": false }
          }
        }
      }
    }
  }
}`;

function tree(value: JsonValue): DataSource {
  return {
    get(path) {
      let node = value;
      for (const key of path) node = childValue(node, key);
      return node;
    },
  };
}

const roundEntries: Record<string, JsonValue> = {};
for (let i = 0; i < 48; i++) roundEntries[`e${i}`] = { leadName: `L${i}`, followName: `F${i}`, leadNumber: i };
const before: JsonValue = {
  competitionMetadata: { registrationStatus: 'open' },
  roles: { org: { organiser: true } },
  judgeSessions: { tablet1: { judgeKey: 'A', code: 'XYZ1234' } },
  events: { waltz: { eventName: 'waltz', rounds: { '1': { roundState: 2, entries: roundEntries } }, entries: {} } },
};
const mark = { ...(before as Record<string, JsonValue>) };
const entry = {
  entryId: 'ann-bob', leadName: 'Ann', followName: 'Bob', leadId: 'u1', followId: 'u2',
  affiliation: 'Uni', registeredTime: 900, registeredBy: 'u1',
};
const withEntry = structuredClone(before) as { events: { waltz: { entries: Record<string, JsonValue> } } };
withEntry.events.waltz.entries['ann-bob'] = entry;
const withMarks = structuredClone(mark) as Record<string, JsonValue>;
const dances: Record<string, JsonValue> = {};
for (let i = 0; i < 20; i++) dances[`e${i}`] = 1;
withMarks.marks = { waltz: { '1': { A: { dances: { W: dances } } } } };

const judge = { uid: 'tablet1', token: {} };
const competitor = { uid: 'u1', token: { email: 'u1@x.org' } };
const oldRoot = tree(before);

function measure(name: string, iterations: number, run: () => boolean): void {
  for (let i = 0; i < Math.min(iterations, 2000); i++) if (!run()) throw new Error(`${name}: denied`);
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / iterations;
  console.log(`${name.padEnd(58)} ${micros.toFixed(2).padStart(7)} µs   (${Math.round(1e6 / micros).toLocaleString('en')} /s)`);
}

const compileStart = process.hrtime.bigint();
const rules = compileRules(RULES);
console.log(`compileRules (${RULES.length} chars)`.padEnd(58), (Number(process.hrtime.bigint() - compileStart) / 1e6).toFixed(2).padStart(7), 'ms');

const markTree = tree(withMarks);
const entryTree = tree(withEntry);
measure('canWrite: one judge mark (set of a leaf)', 200_000, () =>
  rules.canWrite([{ path: ['marks', 'waltz', '1', 'A', 'dances', 'W', 'e3'] }], judge, oldRoot, markTree, 1000).allowed);
measure('canWrite: 20 marks in one multi-path update', 20_000, () =>
  rules.canWrite(Object.keys(dances).map((e) => ({ path: ['marks', 'waltz', '1', 'A', 'dances', 'W', e] })), judge, oldRoot, markTree, 1000).allowed);
measure('canWrite: register an entry (9 validated fields, $other)', 100_000, () =>
  rules.canWrite([{ path: ['events', 'waltz', 'entries', 'ann-bob'] }], competitor, oldRoot, entryTree, 1000).allowed);
measure('canRead: judge listens to own marks', 200_000, () =>
  rules.canRead(['marks', 'waltz', '1', 'A'], judge, oldRoot, 1000).allowed);
measure('canRead: public event (grant at ancestor)', 500_000, () =>
  rules.canRead(['events', 'waltz', 'rounds', '1'], null, oldRoot, 1000).allowed);
