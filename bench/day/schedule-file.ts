/** The day's rounds in running order, written once by the driver for the spectator pools. */
export interface ScheduledRound {
  eventName: string;
  roundNumber: number;
}

export interface ScheduleFile {
  rounds: ScheduledRound[];
  eventNames: string[];
}

export const postedKey = (eventName: string, roundNumber: number): string => `${eventName}/${roundNumber}`;
