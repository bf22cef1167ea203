import { describe, expect, it } from 'vitest';
import { screenshotHeroCopy } from './hero-copy.ts';

describe('hero copy', () => {
  it('gives the /HomePage1 hero one quote with its author', () => {
    expect(screenshotHeroCopy.quote.text.length).toBeGreaterThan(40);
    expect(screenshotHeroCopy.quote.name.length).toBeGreaterThan(2);
  });
});
