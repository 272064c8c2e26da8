import { describe, expect, it } from 'vitest';
import { baseConfigSchema, ConfigError, loadConfig } from '@canopy/service-kit';
import { testKeyEnv } from '@canopy/service-kit/testing';
import { forumConfigSchema } from '../src';

const schema = baseConfigSchema.extend(forumConfigSchema.shape);
const read = (env: Record<string, string>) =>
  loadConfig('forum', schema, { ...testKeyEnv('forum'), PORT: '0', ...env });

function problems(env: Record<string, string>): string[] {
  try {
    read(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('the forum configuration', () => {
  it('reads a flag like every other service: DEMO=on, yes, 1 or true', () => {
    for (const on of ['on', 'ON', 'yes', '1', 'true']) expect(read({ DEMO: on }).DEMO).toBe(true);
    expect(read({ DEMO: 'off' }).DEMO).toBe(false);
    expect(read({}).DEMO).toBe(false);
  });

  it('takes a posting interval of 0 and refuses one past a day, naming the variable', () => {
    expect(read({ FORUM_POST_INTERVAL_S: '0' }).FORUM_POST_INTERVAL_S).toBe(0);
    expect(problems({ FORUM_POST_INTERVAL_S: '86401', DEMO: 'maybe' })).toEqual([
      'DEMO: "maybe" is not a flag: use true/false, yes/no, on/off or 1/0',
      'FORUM_POST_INTERVAL_S: "86401" is not a whole number from 0 to 86400',
    ]);
  });

  it('refuses a peer address that is not an http(s) URL', () => {
    expect(() => read({ IDENTITY_URL: 'identity:4001' })).toThrow(
      /IDENTITY_URL: entry 1 must be a http:\/\/ or https:\/\/ URL/,
    );
  });

  it('takes every instance of a peer, comma-separated', () => {
    const cfg = read({ COURSE_URL: 'http://course-a:4002, http://course-b:4002' });
    expect(cfg.COURSE_URL).toEqual(['http://course-a:4002', 'http://course-b:4002']);
    expect(read({ IDENTITY_URL: 'http://identity:4001' }).IDENTITY_URL).toEqual(['http://identity:4001']);
  });
});
