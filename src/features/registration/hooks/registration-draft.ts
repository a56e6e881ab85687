// A half-filled registration survives a reload (issue 19): what was typed is kept in this tab's
// sessionStorage until the couple is registered. Never the password.
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RegistrationValues } from './registration-schema';

type Draft = Omit<RegistrationValues, 'password'>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Private modes may refuse storage: the form then simply starts empty.
    return undefined;
  }
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The kept draft over `empty`; a damaged or foreign value is ignored field by field. */
export function loadRegistrationDraft(key: string, empty: RegistrationValues): RegistrationValues {
  let kept: unknown;
  try {
    kept = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return empty;
  }
  if (typeof kept !== 'object' || kept === null) return empty;
  const draft = kept as Record<string, unknown>;
  const text = (name: 'leadName' | 'followName' | 'leadEmail' | 'followEmail' | 'email' | 'affiliation' | 'affiliationOther') => (typeof draft[name] === 'string' ? draft[name] : empty[name]);
  const flag = (name: 'waiver' | 'mediaRelease') => (typeof draft[name] === 'boolean' ? draft[name] : empty[name]);
  return {
    ...empty,
    leadName: text('leadName'), followName: text('followName'), leadEmail: text('leadEmail'), followEmail: text('followEmail'), email: text('email'), affiliation: text('affiliation'), affiliationOther: text('affiliationOther'),
    events: isStringArray(draft.events) ? draft.events : empty.events,
    waiver: flag('waiver'), mediaRelease: flag('mediaRelease'),
    account: draft.account === 'existing' ? 'existing' : empty.account,
  };
}

export function clearRegistrationDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Saves every change of the form under `key`. */
export function useRegistrationDraft(key: string, form: UseFormReturn<RegistrationValues>): void {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const { password: _password, ...rest } = values;
      const draft: Partial<Draft> = rest;
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // A full or refused storage only loses the draft, never the form.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, form]);
}
