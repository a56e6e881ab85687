// Spec §8: looking up an official with a key that is not there says so in words.
import type { Official } from '../../../domain/model';

export const NO_JUDGE_FOUND = 'No judge found';

export function officialName(officials: Record<string, Official> | undefined, key: string): string {
  return officials?.[key]?.name ?? NO_JUDGE_FOUND;
}
