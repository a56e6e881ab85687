// The id of the sentence saying why a round in a heat cannot be moved or timed in the rounds table.
export const IN_HEAT_REASON_ID = 'rounds-in-heats-reason';
