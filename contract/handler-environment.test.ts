import { describe, expect, it } from 'vitest';
import { handlerEnvironment, handlerVariables } from './handler-environment.ts';

describe('handlerEnvironment', () => {
  it('names each value by its variable and leaves out what was not given', () => {
    expect(handlerEnvironment({ tableName: 'visits', logLevel: 'INFO' })).toEqual({
      TABLE_NAME: 'visits',
      POWERTOOLS_LOG_LEVEL: 'INFO',
    });
  });

  it('gives every variable a distinct name', () => {
    const names = Object.values(handlerVariables);
    expect(new Set(names).size).toBe(names.length);
  });
});
