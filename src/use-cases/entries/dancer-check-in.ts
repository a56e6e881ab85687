// The registration desk checks a dancer in for the day (issue 29), or takes it back: one write each, stamped
// with the server's clock (the rules refuse a time ahead of it) and the desk's account.
import { checkInDancerPatch, undoDancerCheckInPatch } from '../../domain/running-order';
import { SERVER_TIME } from '../../domain/server-time';
import { paths } from '../../data/paths';
import { getDbWriter } from '../../data/writes/db-writer';

export function checkInDancer(competitorId: string, by?: string): Promise<void> {
  const patch = checkInDancerPatch(competitorId, 0, by);
  const path = paths.dancerCheckIn(competitorId);
  return getDbWriter().update({ ...patch, [path]: { ...(patch[path] as Record<string, unknown>), arrivedAt: SERVER_TIME } });
}

export function undoDancerCheckIn(competitorId: string): Promise<void> {
  return getDbWriter().update(undoDancerCheckInPatch(competitorId));
}
