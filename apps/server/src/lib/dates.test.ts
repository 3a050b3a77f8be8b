import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { setTextTimeZone, textDay, textDayTime } from './dates.ts';

/** TIME_ZONE (issue 34, decision 036): the zone of dates the server writes into texts. */
describe('TIME_ZONE and the dates the server writes', () => {
  afterEach(() => setTextTimeZone('Asia/Karachi'));

  it('defaults to Asia/Karachi and refuses a zone that does not exist', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).timeZone).toBe('Asia/Karachi');
    expect(loadConfig({ NODE_ENV: 'test', TIME_ZONE: 'UTC' }).timeZone).toBe('UTC');
    expect(() => loadConfig({ NODE_ENV: 'test', TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
  });

  it('writes days and times in the configured zone, never ISO or GMT', () => {
    const at = new Date('2026-11-27T20:30:00Z');
    expect(textDay(at)).toBe('28 Nov 2026');
    expect(textDayTime(at)).toBe('28 Nov 2026, 01:30');
    expect(textDayTime(at, 'ur')).toBe('28 نومبر 2026، 01:30');
    setTextTimeZone('UTC');
    expect(textDayTime(at)).toBe('27 Nov 2026, 20:30');
  });
});
