import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readConfig, requiredVariable, wholeNumberVariable } from './read-config.ts';

const schema = z.object({
  TABLE_NAME: requiredVariable(),
  RETENTION_DAYS: wholeNumberVariable(1, 3650),
});

describe('readConfig', () => {
  it('returns the parsed values', () => {
    expect(readConfig(schema, { TABLE_NAME: ' visits ', RETENTION_DAYS: '395', OTHER: 'x' })).toEqual({
      TABLE_NAME: 'visits',
      RETENTION_DAYS: 395,
    });
  });

  it('names every missing or malformed variable in one error', () => {
    expect(() => readConfig(schema, { RETENTION_DAYS: '13.5' })).toThrow(
      'Invalid Lambda configuration: TABLE_NAME is not set; RETENTION_DAYS must be a whole number',
    );
    expect(() => readConfig(schema, { TABLE_NAME: 'visits', RETENTION_DAYS: '0' })).toThrow(
      'Invalid Lambda configuration: RETENTION_DAYS must be at least 1',
    );
    expect(() => readConfig(schema, { TABLE_NAME: '  ', RETENTION_DAYS: '395' })).toThrow(
      /TABLE_NAME is empty/,
    );
  });
});
