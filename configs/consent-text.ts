// The two consents every registrant accepts (spec section 5), unless a configuration words its own.
import type { CompetitionBasics } from './types';

export function liabilityWaiverText(competition: CompetitionBasics): string[] {
  return competition.liabilityWaiver ?? [
    `I take part in ${competition.fullName} at my own risk. Ballroom dancing is a physical activity, and I am fit to take part in the events I enter.`,
    `I release ${competition.hostTeam}, the organizers, officials, volunteers and the venue from all liability for any injury to me, and for any loss of or damage to my property, arising from my taking part in the competition, except where caused by their gross negligence.`,
    'I will follow the rules of the competition and the instructions of the organizers and officials.',
  ];
}

export function mediaReleaseText(competition: CompetitionBasics): string[] {
  return competition.mediaRelease ?? [
    `I give ${competition.hostTeam} permission to photograph and film me at the competition, and to use those photographs, videos and my name in results, social media and other promotion of the competition and of collegiate ballroom dancing, without payment.`,
  ];
}
