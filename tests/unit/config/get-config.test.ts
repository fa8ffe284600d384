import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from '@/lib/config';

// getConfig parses the environment once per distinct environment: the same object while nothing
// changes, a new one as soon as a variable the schema knows changes (no reset hook needed).

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('getConfig', () => {
  it('returns the same parsed object while the environment is unchanged', () => {
    expect(getConfig()).toBe(getConfig());
  });

  it('follows a changed variable, and a variable set back', () => {
    process.env.LEAD_RATE_PER_MINUTE = '7';
    const seven = getConfig();
    expect(seven.LEAD_RATE_PER_MINUTE).toBe(7);
    process.env.LEAD_RATE_PER_MINUTE = '9';
    expect(getConfig().LEAD_RATE_PER_MINUTE).toBe(9);
    process.env.LEAD_RATE_PER_MINUTE = '7';
    expect(getConfig()).toEqual(seven);
  });

  it('ignores variables it does not read', () => {
    const before = getConfig();
    process.env.SOMETHING_ELSE_ENTIRELY = 'x';
    expect(getConfig()).toBe(before);
  });

  it('a wrong value throws a ConfigError naming the variable', () => {
    process.env.LEAD_RATE_PER_MINUTE = 'many';
    expect(() => getConfig()).toThrow(ConfigError);
    expect(() => getConfig()).toThrow(/LEAD_RATE_PER_MINUTE/);
  });
});
