// The "add a rule" form's values, checked with zod into a rule the domain can save; each message names
// the field at fault and what to put there.
import { z } from 'zod';
import { ELIGIBILITY_RULE_KINDS, type EligibilityRule, type EligibilityRuleKind, LEVEL_LADDER } from '../../../domain/eligibility';
import { STYLES, type Level, type Style } from '../../../domain/model';

export interface RuleFormValues {
  kind: EligibilityRuleKind | '';
  limit: string;
  levelsBelow: string;
  countEntries: boolean;
  eventName: string;
  levels: string[];
  styles: string[];
}

export type RuleFormField = keyof RuleFormValues;

export const EMPTY_RULE_FORM: RuleFormValues = { kind: '', limit: '', levelsBelow: '0', countEntries: true, eventName: '', levels: [], styles: [] };

const whole = (label: string, min: number) =>
  z.string().trim()
    .min(1, `Enter the ${label}.`)
    .regex(/^\d+$/u, `The ${label} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= 100, `The ${label} must be between ${min} and 100.`);

const stylesField = z.array(z.enum(STYLES));

const valuesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('max-levels-per-style'), limit: whole('limit', 1), styles: stylesField }),
  z.object({ kind: z.literal('adjacent-levels-only'), styles: stylesField }),
  z.object({ kind: z.literal('highest-level-blocks-lower'), levelsBelow: whole('number of levels allowed below', 0), countEntries: z.boolean(), styles: stylesField }),
  z.object({
    kind: z.literal('event-open-to-levels'),
    eventName: z.string().min(1, 'Choose the event the rule is for.'),
    levels: z.array(z.enum(LEVEL_LADDER as [Level, ...Level[]])).min(1, 'Tick at least one level the event is open to.'),
  }),
  z.object({ kind: z.literal('max-entries-per-event'), limit: whole('limit', 1), styles: stylesField }),
  z.object({ kind: z.literal('max-events-per-dancer'), limit: whole('limit', 1), styles: stylesField }),
], { error: () => 'Choose a rule type.' });

export type RuleFormResult = { ok: true; rule: EligibilityRule } | { ok: false; errors: Partial<Record<RuleFormField, string>> };

const withStyles = (styles: Style[]) => (styles.length > 0 ? { styles } : {});

export function ruleFromForm(values: RuleFormValues, ruleId: string): RuleFormResult {
  const parsed = valuesSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<RuleFormField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] ?? 'kind') as RuleFormField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const v = parsed.data;
  switch (v.kind) {
    case 'max-levels-per-style':
    case 'max-entries-per-event':
    case 'max-events-per-dancer':
      return { ok: true, rule: { ruleId, kind: v.kind, max: v.limit, ...withStyles(v.styles) } };
    case 'adjacent-levels-only':
      return { ok: true, rule: { ruleId, kind: v.kind, ...withStyles(v.styles) } };
    case 'highest-level-blocks-lower':
      return { ok: true, rule: { ruleId, kind: v.kind, levelsBelowAllowed: v.levelsBelow, countEntries: v.countEntries, ...withStyles(v.styles) } };
    case 'event-open-to-levels':
      return { ok: true, rule: { ruleId, kind: v.kind, eventName: v.eventName, levels: v.levels } };
  }
}

export const isRuleKind = (value: string): value is EligibilityRuleKind => (ELIGIBILITY_RULE_KINDS as readonly string[]).includes(value);
