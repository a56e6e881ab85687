// Checks a proposed registration against the rules and the entries already made, and says why not.
// A violation counts only when one of the proposed events is part of it, so a registration is never
// refused for something already on the books; an override moves a dancer's refusal to `overridden`.
import type { CompetitionEvent } from '../model';
import type { EligibilityRule, EligibilityRuleKind, LevelHistory } from './eligibility-rule';
import { type EligibilityOverride, overrideCovers } from './override';
import { ruleViolations } from './rule-checks';
import { type ProposedRegistration, dancersOf } from './seats';

export interface EligibilityContext {
  rules: Readonly<Record<string, EligibilityRule>>;
  events: Readonly<Record<string, CompetitionEvent>>;
  history?: Readonly<LevelHistory>;
  /** personId → override. */
  overrides?: Readonly<Record<string, EligibilityOverride>>;
}

export interface EligibilityRefusal {
  ruleId: string;
  kind: EligibilityRuleKind;
  personId: string;
  dancerName: string;
  /** The proposed events the refusal is about (the form marks only these). */
  eventNames: string[];
  message: string;
}

export interface OverriddenRefusal extends EligibilityRefusal {
  overrideReason: string;
}

export interface EligibilityVerdict {
  allowed: boolean;
  refusals: EligibilityRefusal[];
  overridden: OverriddenRefusal[];
}

export function evaluateRegistration(context: EligibilityContext, proposal: ProposedRegistration): EligibilityVerdict {
  const refusals: EligibilityRefusal[] = [];
  const overridden: OverriddenRefusal[] = [];
  const rules = Object.values(context.rules).sort((a, b) => a.ruleId.localeCompare(b.ruleId));
  for (const dancer of dancersOf(context.events, proposal)) {
    const override = context.overrides?.[dancer.personId];
    for (const rule of rules) {
      for (const violation of ruleViolations(rule, dancer, context.history ?? {})) {
        const proposed = [...new Set(violation.seats.filter((seat) => seat.proposed).map((seat) => seat.eventName))];
        if (proposed.length === 0) continue;
        const refusal: EligibilityRefusal = { ruleId: rule.ruleId, kind: rule.kind, personId: dancer.personId, dancerName: dancer.name, eventNames: proposed, message: violation.message };
        if (overrideCovers(override, rule.ruleId)) overridden.push({ ...refusal, overrideReason: (override as EligibilityOverride).reason });
        else refusals.push(refusal);
      }
    }
  }
  return { allowed: refusals.length === 0, refusals, overridden };
}
