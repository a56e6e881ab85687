// What a polling page goes by (rest-polling-source.ts): the public version record first, a branch again only when
// its counter moved, and the events' index line by line (only the events whose line changed). Shared by the app's
// connection budget and bench:day's polling phones, so the bench measures what phones do.
import { KEYED_BRANCHES, publicBranchOf } from '../domain/public-version';
import { paths } from './paths';
import type { RestPollingOptions } from './rest-polling-source';

export const POLLING_VERSIONS: NonNullable<RestPollingOptions['versions']> = {
  path: paths.publicVersion(),
  branchOf: publicBranchOf,
  keyed: { branches: KEYED_BRANCHES, pathOf: paths.publicKeyVersions },
};
