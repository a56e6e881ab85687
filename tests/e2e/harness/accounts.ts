// The demo sign-ins, by the part they play.
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../src/demo/demo-accounts';

export function demoAccount(label: 'Organiser' | 'Scrutineer' | 'Competitor' | 'Chairman of judges' | 'Treasurer' | 'Team captain'): DemoAccount {
  const found = DEMO_ACCOUNTS.find((account) => account.label.startsWith(label));
  if (!found) throw new Error(`The demo has no ${label} account.`);
  return found;
}
