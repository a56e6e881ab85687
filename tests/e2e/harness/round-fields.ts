// A round as the user set it: without scheduleIndex and roundStartTime, which are derived from the running order
// and kept in step with it (a round in no heat is numbered after the ordered ones, so it shifts when another
// round enters or leaves the order). Tests compare these to prove an action left other rounds alone.
import type { Round } from '../../../src/domain/model';

export function withoutDerivedFields(round: Round): Omit<Round, 'scheduleIndex' | 'roundStartTime'> {
  const { scheduleIndex: _index, roundStartTime: _start, ...rest } = round;
  return rest;
}
