// Each stored record is declared once, as a zod schema in src/domain/records; database.rules.json validates
// the same records on write. This test ties the two together, record by record: the fields the rules name
// (children with their own rules), the fields they require (`hasChildren([...])`) and whether `$other` closes
// the record must match the schema's fields and which of them it requires.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { type JsonNode, parseJsonWithComments } from '../../localdb/rules/json-source';
import { SourceText } from '../../localdb/rules/source-text';
import * as records from '../../src/domain/records';

const RULES_FILE = resolve(import.meta.dirname, '../../database.rules.json');

/** Rules path (wildcards as in the rules file) → the schema of the record stored there. */
const RECORDS: Record<string, z.ZodType> = {
  competitionMetadata: records.competitionMetadataSchema,
  'competitionMetadata/socials': records.socialsSchema,
  'competitionMetadata/officials/$officialKey': records.officialSchema,
  'competitionMetadata/organizers/$organizerKey': records.officialSchema,
  'events/$event': records.eventSchema,
  'events/$event/entries/$entryId': records.entrySchema,
  'events/$event/rounds/$round': records.roundSchema,
  'events/$event/rounds/$round/entries/$entryId': records.roundEntrySchema,
  'marks/$event/$round/$judge': records.judgeMarksSchema,
  panels: records.panelsSchema,
  'panels/events/$event': records.storedPanelSchema,
  'panels/rounds/$event/$round': records.roundPanelSchema,
  'panels/floors/$floor': records.storedPanelSchema,
  'settings/events': records.eventDisplaySettingsSchema,
  'settings/registration': records.registrationSettingsSchema,
  schedule: records.runningOrderRecordSchema,
  'schedule/settings': records.scheduleSettingsSchema,
  'schedule/settings/floors/$floor': records.floorSettingSchema,
  'schedule/slots/$slot': records.scheduleSlotSchema,
  'schedule/slots/$slot/rounds/$roundKey': records.heatRoundSchema,
  'checkIns/$competitorId': records.dancerCheckInSchema,
  'resultsSaved/$event/$round': records.savedRoundResultSchema,
  'judgeDevices/$judgeKey': records.judgeDeviceReportSchema,
  'markAudit/$event/$round/$entry': records.markAuditEntrySchema,
  'paperMarks/$event/$round/$judge': records.paperJudgeSchema,
  'paperMarks/$event/$round/$judge/first': records.paperSheetSchema,
  'paperMarks/$event/$round/$judge/second': records.paperSheetSchema,
  'paperMarks/$event/$round/$judge/settled': records.paperSheetSchema,
  'roles/$uid': records.roleGrantsSchema,
  'judgeSessions/$uid': records.judgeSessionSchema,
  'registrants/$uid': records.registrantSchema,
  'fees/schedule': records.feeScheduleSchema,
  'fees/schedule/teamRates/$teamRateKey': records.teamRateSchema,
  'fees/schedule/discounts/$discountKey': records.discountSchema,
  'fees/schedule/refund': records.refundRuleSchema,
  'fees/priceHistory': records.priceHistorySchema,
  'fees/priceHistory/earlier/$version': records.earlierPricesSchema,
  'fees/priceHistory/earlier/$version/teamRates/$teamRateKey': records.teamRateSchema,
  'payments/$paymentId': records.paymentSchema,
  'payments/$paymentId/payer': records.payerSchema,
  'accountPayments/$uid/$paymentId': records.paymentSchema,
  'accountPayments/$uid/$paymentId/payer': records.payerSchema,
  'acceptedTeams/$teamKey': records.acceptedTeamSchema,
  'couples/$coupleId': records.coupleSchema,
  'coupleEmails/$coupleId': records.coupleEmailsSchema,
  'people/$personId': records.personSchema,
  'withdrawals/$event/$entryId': records.withdrawalSchema,
  'eligibility/rules/$ruleId': records.eligibilityRuleSchema,
  'eligibility/overrides/$personId': records.eligibilityOverrideSchema,
  'eventIndex/$event': records.eventSummarySchema,
  'eventIndex/$event/rounds/$round': records.roundSummarySchema,
  'eventEntries/$event/$entryId': records.entrySummarySchema,
  'competitorEntries/$person/$event/$entryId': records.competitorEntrySummarySchema,
};

/** Closed rules nodes that hold no record of their own, only named branches, each with its reason. */
const BRANCHES_ONLY: Record<string, string> = {
  '': 'the root: every top-level branch is its own record or collection',
  settings: 'two independent settings records (events, registration)',
  fees: 'two records, fees/schedule and fees/priceHistory',
  eligibility: 'three collections (rules, overrides, history), each read and written on its own',
  'resultsSaved/$event': "one event's posted results: finalResults and each round's results by number",
  'publicVersionKeys/$branch': "a keyed branch's counters: whole, branch, and one per child under keys (numbers, no record)",
};

interface RulesRecord {
  path: string;
  /** Named children (not `.rules`, not `$wildcards`). */
  fields: string[];
  /** Every `hasChildren([...])` list in the node's .validate, in order (the first is unconditional). */
  required: string[][];
  closed: boolean;
}

function entriesOf(node: JsonNode): Map<string, JsonNode> {
  return new Map(node.kind === 'object' ? node.entries.map((entry) => [entry.key, entry.value]) : []);
}

function isClosed(node: JsonNode): boolean {
  const other = entriesOf(node).get('$other');
  const validate = other && entriesOf(other).get('.validate');
  return validate?.kind === 'boolean' && !validate.value;
}

/** `newData.hasChild('a') && newData.hasChild('b')` and nothing else: one list of fields always required. */
const ONLY_HAS_CHILD = /^newData\.hasChild\('[^']+'\)(\s*&&\s*newData\.hasChild\('[^']+'\))*$/;

function hasChildrenLists(node: JsonNode): string[][] {
  const validate = entriesOf(node).get('.validate');
  if (validate?.kind !== 'string') return [];
  const names = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (ONLY_HAS_CHILD.test(validate.value.trim())) return [names(validate.value)];
  return [...validate.value.matchAll(/hasChildren\(\[([^\]]*)\]\)/g)].map((match) => names(match[1]));
}

/** Every node of the rules tree with named children or `$other`, by path. */
function rulesRecords(): Map<string, RulesRecord> {
  const root = parseJsonWithComments(new SourceText(readFileSync(RULES_FILE, 'utf8'), 'database.rules.json'));
  const rules = entriesOf(root).get('rules');
  if (!rules) throw new Error('database.rules.json has no "rules".');
  const out = new Map<string, RulesRecord>();
  const walk = (node: JsonNode, path: string) => {
    const children = [...entriesOf(node).entries()].filter(([key]) => !key.startsWith('.'));
    const fields = children.map(([key]) => key).filter((key) => !key.startsWith('$'));
    if (fields.length > 0 || isClosed(node)) out.set(path, { path, fields, required: hasChildrenLists(node), closed: isClosed(node) });
    for (const [key, child] of children) walk(child, path === '' ? key : `${path}/${key}`);
  };
  walk(rules, '');
  return out;
}

interface SchemaFields {
  fields: string[];
  /** Fields every variant requires, then for unions each variant's own required fields. */
  requiredByAll: string[];
  requiredByVariant: string[][];
}

type ObjectLike = { shape: Record<string, { isOptional(): boolean }> };
type UnionLike = { options: readonly z.ZodType[] };

function objectFields(schema: ObjectLike): { fields: string[]; required: string[] } {
  const fields = Object.keys(schema.shape);
  return { fields, required: fields.filter((key) => !schema.shape[key].isOptional()) };
}

function schemaFields(schema: z.ZodType): SchemaFields {
  if ('shape' in schema) {
    const { fields, required } = objectFields(schema as unknown as ObjectLike);
    return { fields, requiredByAll: required, requiredByVariant: [required] };
  }
  if ('options' in schema) {
    const variants = (schema as unknown as UnionLike).options.map((option) => objectFields(option as unknown as ObjectLike));
    const fields = [...new Set(variants.flatMap((variant) => variant.fields))];
    const requiredByAll = fields.filter((field) => variants.every((variant) => variant.required.includes(field)));
    return { fields, requiredByAll, requiredByVariant: variants.map((variant) => variant.required) };
  }
  throw new Error('Only object schemas and unions of objects describe a record.');
}

const sorted = (values: Iterable<string>) => [...values].sort();
const describeMissing = (path: string, fields: string[], where: string) => fields.map((field) => `${path}: field "${field}" ${where}`);

/** Sentences naming each disagreement between the rules' record at `path` and its schema. */
function disagreements(rules: RulesRecord, schema: z.ZodType): string[] {
  const declared = schemaFields(schema);
  const problems = [
    ...describeMissing(rules.path, rules.fields.filter((field) => !declared.fields.includes(field)), 'is validated by the rules but missing from the schema'),
    ...describeMissing(rules.path, declared.fields.filter((field) => !rules.fields.includes(field)), 'is in the schema but the rules do not validate it'),
  ];
  if (!rules.closed) problems.push(`${rules.path}: the rules do not close the record with "$other": { ".validate": false }`);
  const [always = [], ...conditional] = rules.required;
  problems.push(...describeMissing(rules.path, always.filter((field) => !declared.requiredByAll.includes(field)), 'is required by the rules (hasChildren) but optional in the schema'));
  // Without a hasChildren list the rules do not say which fields a record must have: nothing to compare.
  if (rules.required.length > 0) {
    problems.push(...describeMissing(rules.path, declared.requiredByAll.filter((field) => !always.includes(field)), 'is required by the schema but the rules\' hasChildren does not require it'));
  }
  // A union's variants: each conditional hasChildren list must be one variant's own required fields.
  for (const list of conditional) {
    const matches = declared.requiredByVariant.some((variant) => sorted(variant.filter((field) => !always.includes(field))).join() === sorted(list).join());
    if (!matches) problems.push(`${rules.path}: the rules require [${list.join(', ')}] in one case, but no variant of the schema requires exactly those`);
  }
  return problems;
}

describe('stored records and database.rules.json', () => {
  const fromRules = rulesRecords();

  it('every record the rules validate has a schema (or is listed as branches only)', () => {
    const unmapped = [...fromRules.keys()].filter((path) => !(path in RECORDS) && !(path in BRANCHES_ONLY));
    expect(unmapped.map((path) => `${path || '(root)'}: validated by the rules, but no schema in src/domain/records is mapped to it`)).toEqual([]);
  });

  it('every mapped path exists in the rules', () => {
    const missing = [...Object.keys(RECORDS), ...Object.keys(BRANCHES_ONLY)].filter((path) => !fromRules.has(path));
    expect(missing.map((path) => `${path}: mapped here but the rules have no such record`)).toEqual([]);
  });

  it.each(Object.entries(RECORDS))('%s: the schema and the rules name the same fields', (path, schema) => {
    const rules = fromRules.get(path);
    expect(rules, `${path} in the rules`).toBeDefined();
    if (rules) expect(disagreements(rules, schema)).toEqual([]);
  });

  it('reports a field in one but not the other, in a sentence naming the path and the field', () => {
    const rules: RulesRecord = { path: 'people/$personId', fields: ['personId', 'name', 'team'], required: [['personId', 'name']], closed: true };
    expect(disagreements(rules, records.personSchema)).toEqual([
      'people/$personId: field "team" is validated by the rules but missing from the schema',
      'people/$personId: field "affiliation" is in the schema but the rules do not validate it',
      'people/$personId: field "affiliation" is required by the schema but the rules\' hasChildren does not require it',
    ]);
  });
});
