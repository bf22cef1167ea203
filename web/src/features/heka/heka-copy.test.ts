import { describe, expect, it } from 'vitest';
import { hekaEmployerCopy, hekaStepsCopy } from './heka-copy.ts';

describe('Heka copy', () => {
  it('gives the Heka page three steps and four employer points', () => {
    expect(hekaStepsCopy.steps).toHaveLength(3);
    expect(hekaEmployerCopy.points).toHaveLength(4);
  });
});
