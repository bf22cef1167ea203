import { describe, expect, it } from 'vitest';
import { brandName } from './brand.ts';
import { documentTitle, pageMetaSchema } from './page-meta.ts';

const schema = pageMetaSchema('/faqs');
const valid = {
  title: 'Frequently asked questions',
  description: 'Answers about Fernly: how planning works, calendars, reminders, prices and trials.',
  heading: 'Frequently asked questions',
};

describe('pageMetaSchema', () => {
  it('takes the longest title whose document title fits the 60 characters of a search result', () => {
    const longest = 'T'.repeat(60 - ` | ${brandName}`.length);
    expect(schema.safeParse({ ...valid, title: longest }).success).toBe(true);
    expect(documentTitle(longest, brandName)).toHaveLength(60);
    expect(schema.safeParse({ ...valid, title: `${longest}T` }).success).toBe(false);
  });

  it('refuses a description search engines would replace (under 50) or cut (over 160)', () => {
    expect(schema.safeParse({ ...valid, description: 'D'.repeat(49) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, description: 'D'.repeat(50) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, description: 'D'.repeat(160) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, description: 'D'.repeat(161) }).success).toBe(false);
  });

  it('lets a title name only the facts its page fills in', () => {
    expect(pageMetaSchema('/', ['tagline']).safeParse({ ...valid, title: '{tagline}' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, title: '{tagline}' }).success).toBe(false);
  });
});
