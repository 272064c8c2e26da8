import { describe, expect, it } from 'vitest';
import { baseConfigSchema, ConfigError, loadConfig } from '@canopy/service-kit';
import { testKeyEnv } from '@canopy/service-kit/testing';
import { contentConfigSchema } from '../src';

const schema = baseConfigSchema.extend(contentConfigSchema.shape);
const read = (env: Record<string, string>) =>
  loadConfig('content', schema, { ...testKeyEnv('content'), PORT: '0', ...env });

function problems(env: Record<string, string>): string[] {
  try {
    read(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('the content configuration', () => {
  it('reads a duration like every other service: AI_TIMEOUT_MS=5s, 90000 or 2m', () => {
    expect(read({ AI_TIMEOUT_MS: '5s' }).AI_TIMEOUT_MS).toBe(5_000);
    expect(read({ AI_TIMEOUT_MS: '90000' }).AI_TIMEOUT_MS).toBe(90_000);
    expect(read({ AI_TIMEOUT_MS: '2m' }).AI_TIMEOUT_MS).toBe(120_000);
    expect(read({}).AI_TIMEOUT_MS).toBe(60_000);
  });

  it('refuses a model call longer than ten minutes and limits out of range, naming each variable', () => {
    expect(
      problems({ AI_TIMEOUT_MS: '11m', AI_RATE_LIMIT_PER_MINUTE: '0', UPLOAD_QUOTA_MB: 'lots' }),
    ).toEqual([
      'UPLOAD_QUOTA_MB: "lots" is not a whole number from 1 to 1000000',
      'AI_TIMEOUT_MS: "11m" is not a duration of at most 600000 ms: use milliseconds (1500) or a number with ms, s, m or h (5s)',
      'AI_RATE_LIMIT_PER_MINUTE: "0" is not a whole number from 1 to 10000',
    ]);
  });

  it('lists the private hosts the fetcher may reach, trimmed', () => {
    expect(read({ FETCH_ALLOWED_PRIVATE: ' 127.0.0.1, stand-in.test ,' }).FETCH_ALLOWED_PRIVATE).toEqual([
      '127.0.0.1',
      'stand-in.test',
    ]);
    expect(read({}).FETCH_ALLOWED_PRIVATE).toEqual([]);
  });
});
