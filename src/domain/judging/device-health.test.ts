import { describe, expect, it } from 'vitest';
import { agoText, deviceHealth, type JudgeDeviceReport } from './device-health';

const NOW = 1_000_000;
const report = (over: Partial<JudgeDeviceReport> = {}): JudgeDeviceReport => ({
  device: 'tablet-1', connected: true, lastContact: NOW - 5_000, marksWaiting: 0, appVersion: '1.0.0', ...over,
});

describe('deviceHealth', () => {
  it('is green while connected, in touch and with every mark saved', () => {
    expect(deviceHealth(report(), NOW)).toEqual({ level: 'green', label: 'OK', summary: 'last seen 5 s ago · all marks saved' });
  });

  it('is amber with marks waiting, however recent the contact', () => {
    expect(deviceHealth(report({ marksWaiting: 3 }), NOW)).toMatchObject({ level: 'amber', summary: 'last seen 5 s ago · 3 marks waiting' });
    expect(deviceHealth(report({ marksWaiting: 1 }), NOW).summary).toBe('last seen 5 s ago · 1 mark waiting');
  });

  it('turns amber at 30 s without contact and red at 2 min', () => {
    expect(deviceHealth(report({ lastContact: NOW - 29_999 }), NOW).level).toBe('green');
    expect(deviceHealth(report({ lastContact: NOW - 30_000 }), NOW)).toMatchObject({ level: 'amber', summary: 'last seen 30 s ago · all marks saved' });
    expect(deviceHealth(report({ lastContact: NOW - 119_999 }), NOW).level).toBe('amber');
    expect(deviceHealth(report({ lastContact: NOW - 120_000 }), NOW)).toMatchObject({ level: 'red', label: 'Lost', summary: 'last seen 2 min ago · all marks saved' });
  });

  it('is amber at once when the server saw the connection drop, red after 2 min', () => {
    expect(deviceHealth(report({ connected: false }), NOW)).toMatchObject({ level: 'amber', summary: 'disconnected · last seen 5 s ago · all marks saved' });
    expect(deviceHealth(report({ connected: false, lastContact: NOW - 121_000 }), NOW).level).toBe('red');
  });

  it('is red when no tablet has reported for the judge', () => {
    expect(deviceHealth(undefined, NOW)).toEqual({ level: 'red', label: 'Lost', summary: 'no tablet has reported' });
  });

  it('takes other thresholds when given, and never counts a clock ahead of the server as negative', () => {
    expect(deviceHealth(report({ lastContact: NOW - 3_000 }), NOW, { amberAfterMs: 2_000, redAfterMs: 4_000 }).level).toBe('amber');
    expect(deviceHealth(report({ lastContact: NOW + 2_000 }), NOW).summary).toBe('last seen 0 s ago · all marks saved');
  });
});

describe('agoText', () => {
  it('says seconds, minutes, then hours', () => {
    expect(agoText(40_400)).toBe('40 s');
    expect(agoText(125_000)).toBe('2 min');
    expect(agoText(65 * 60_000)).toBe('1 h 5 min');
  });
});
