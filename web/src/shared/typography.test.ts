import { describe, expect, it } from 'vitest';
import { typographic } from './typography.ts';

describe('typographic', () => {
  it('turns apostrophes in contractions and possessives into ’', () => {
    expect(typographic("don't")).toBe('don’t');
    expect(typographic("the Information Commissioner's Office")).toBe(
      'the Information Commissioner’s Office',
    );
    expect(typographic("members' prices")).toBe('members’ prices');
    expect(typographic("rock 'n' roll")).toBe('rock ‘n’ roll');
  });

  it('opens and closes double quotes at the start, the end and mid-sentence', () => {
    expect(typographic('"Direct"')).toBe('“Direct”');
    expect(typographic('try a "parallel session" today')).toBe('try a “parallel session” today');
    expect(typographic('walk more".')).toBe('walk more”.');
  });

  it('opens and closes single quotes', () => {
    expect(typographic("'later' is not a time")).toBe('‘later’ is not a time');
    expect(typographic("she said 'no'.")).toBe('she said ‘no’.');
  });

  it('nests single quotes inside double ones', () => {
    expect(typographic(`"She said 'not today' and left."`)).toBe('“She said ‘not today’ and left.”');
    expect(typographic(`"'Later' never comes"`)).toBe('“‘Later’ never comes”');
  });

  it('opens after brackets, dashes and slashes', () => {
    expect(typographic('("Direct")')).toBe('(“Direct”)');
    expect(typographic("[‘x’] and ['y']")).toBe('[‘x’] and [‘y’]');
    expect(typographic('plans—"flexible" ones')).toBe('plans—“flexible” ones');
    expect(typographic('plans – "flexible"')).toBe('plans – “flexible”');
    expect(typographic('and/"or"')).toBe('and/“or”');
  });

  it('makes an elided year an apostrophe, not an opening quote', () => {
    expect(typographic("the '90s")).toBe('the ’90s');
    expect(typographic("the 1990's")).toBe('the 1990’s');
  });

  it('makes a quote right after a digit a prime: feet and inches', () => {
    expect(typographic(`5'10" tall`)).toBe('5′10″ tall');
    expect(typographic(`a 6' wall`)).toBe('a 6′ wall');
  });

  it('takes the character before the text into account', () => {
    expect(typographic('" said Sam', 'e')).toBe('” said Sam');
    expect(typographic('"Hi"', ' ')).toBe('“Hi”');
    expect(typographic('s plan', 'r')).toBe('s plan');
    expect(typographic("'s plan", 'r')).toBe('’s plan');
  });

  it('leaves text without straight quotes, and typographic quotes, alone', () => {
    expect(typographic('Flexible plans, built for ADHD.')).toBe('Flexible plans, built for ADHD.');
    expect(typographic('“Already” done’s')).toBe('“Already” done’s');
    expect(typographic('')).toBe('');
  });
});
