// The configuration's variables a hosted deploy needs, in words a deployer can act on.
import { firebaseSettingsProblems, FIREBASE_ENV_KEYS } from '../../../configs/firebase-env.ts';
import type { EventConfig } from '../../../configs/types.ts';

/** `aliases` is .firebaserc's projects map (configuration name → project id). Empty when fine. */
export function configProblems(config: EventConfig, aliases: Readonly<Record<string, string>>): string[] {
  if (config.useEmulators) return [`${config.name} runs on the local database and the Auth emulator only; it cannot be deployed.`];
  const { firebase } = config;
  const problems = firebaseSettingsProblems(firebase, false);
  const alias = aliases[config.name];
  if (alias === undefined) problems.push(`.firebaserc has no project for ${config.name}; add "${config.name}": "${firebase.projectId}" under "projects".`);
  else if (alias !== firebase.projectId) {
    problems.push(`.firebaserc deploys ${config.name} to ${alias}, but the build talks to ${firebase.projectId} (${FIREBASE_ENV_KEYS.projectId} or the config file); make them the same.`);
  }
  if (firebase.databaseURL !== undefined && !/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+\/?$/.test(firebase.databaseURL)) {
    problems.push(`The database URL "${firebase.databaseURL}" is not an https address of a hosted database (${FIREBASE_ENV_KEYS.databaseURL}).`);
  }
  if (!firebase.authDomain) problems.push(`No Auth domain: set ${FIREBASE_ENV_KEYS.authDomain} or the project id.`);
  return problems;
}
