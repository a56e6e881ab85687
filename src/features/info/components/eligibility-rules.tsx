// The organiser's eligibility rules in words, under the competition's rules: what registration will refuse.
import { useEligibilityRules } from '../../../data/eligibility/use-eligibility';
import { describeRule } from '../../../domain/eligibility';

export function EligibilityRules() {
  const rules = useEligibilityRules();
  const list = Object.values(rules.data ?? {});
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="eligibility-rules" className="mt-4">
      <h2 id="eligibility-rules" className="h5">Who may enter what</h2>
      <p>Registration checks these rules; the organiser can make an exception for a dancer, with a reason.</p>
      <ul className="ps-3">
        {list.map((rule) => (
          <li key={rule.ruleId} className="mb-1">{describeRule(rule)}</li>
        ))}
      </ul>
    </section>
  );
}
