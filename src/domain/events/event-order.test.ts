import type { CompetitionEvent, Level, Style } from '../model';
import { compareEvents } from './event-order';

const event = (eventName: string, style: Style, eventLevel: Level): CompetitionEvent => ({ eventName, style, eventLevel, dances: {} });

describe('compareEvents', () => {
  it('lists events by style in program order, then by level from Newcomer up, then by name', () => {
    const events = [
      event('Gold Latin', 'Latin', 'Gold'),
      event('Bronze Standard Waltz', 'Standard', 'Bronze'),
      event('Newcomer Latin', 'Latin', 'Newcomer'),
      event('Bronze Standard Quickstep', 'Standard', 'Bronze'),
      event('Open Nightclub', 'Nightclub', 'Open'),
      event('Silver Smooth', 'Smooth', 'Silver'),
    ];
    expect([...events].sort(compareEvents).map((e) => e.eventName)).toEqual([
      'Bronze Standard Quickstep', 'Bronze Standard Waltz', 'Newcomer Latin', 'Gold Latin', 'Silver Smooth', 'Open Nightclub',
    ]);
  });
});
