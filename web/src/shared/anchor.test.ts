import { describe, expect, it } from 'vitest';
import { anchorId } from './anchor.ts';

describe('anchorId', () => {
  it.each([
    ['Why we built Fernly', 'why-we-built-fernly'],
    ['1. Introduction', '1-introduction'],
    ['Rights & choices', 'rights-and-choices'],
    ['  Données personnelles ', 'donnees-personnelles'],
    ['AI use?', 'ai-use'],
  ])('%j → %s', (text, id) => {
    expect(anchorId(text)).toBe(id);
  });

  it('never returns an empty id', () => {
    expect(anchorId('!!!')).toBe('section');
  });
});
