import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentFiles, parseContentFile } from './content-files.ts';
import { blogCollectionProblems } from './markdown-post.ts';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('content files', () => {
  it.each(contentFiles)('$file keeps its schema', ({ file, schema }) => {
    expect(() => parseContentFile(file, schema, read(file))).not.toThrow();
  });

  it('names the file, the field and the rule a too-long quote breaks', () => {
    const { file, schema } = contentFiles[1];
    const data: unknown = parse(read(file));
    const text = stringify(data).replace(/^( {4}text: ).*$/m, `$1${'So good. '.repeat(30)}`);
    expect(() => parseContentFile(file, schema, text)).toThrow(
      'content/testimonials.yaml: testimonials.0.text: at most 220 characters',
    );
  });

  it('names a missing field, a count the spec fixes and a value off the list', () => {
    const { file, schema } = contentFiles[0];
    const oneHomeQuestion = stringify({ home: [{ question: 'Why?' }], more: [], employeeBenefits: [] });
    const problems = (() => {
      try {
        parseContentFile(file, schema, oneHomeQuestion);
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : '';
      }
    })();
    expect(problems).toContain('content/faq.yaml: home: exactly 4 items');
    expect(problems).toContain('content/faq.yaml: home.0.answer: required');
    expect(problems).toContain('content/faq.yaml: home.0.question: at least 10 characters');
    expect(problems).toContain('content/faq.yaml: more: at least 6 items');
    const team = contentFiles[2];
    expect(() =>
      parseContentFile(
        team.file,
        team.schema,
        read(team.file).replace('portrait: maya-okafor', 'portrait: maya'),
      ),
    ).toThrow('content/team.yaml: founders.0.portrait: one of maya-okafor, daniel-reyes, priya-raman');
  });

  it('refuses an answer that names a fact the code does not have', () => {
    const { file, schema } = contentFiles[0];
    const text = read(file).replace('{partner-discount}', '{discount}');
    expect(() => parseContentFile(file, schema, text)).toThrow(
      /content\/faq\.yaml: more\.\d+\.answer: braces only around \{trial-lengths\}/,
    );
  });
});

/** The sentences the build stops with for `text` as the content of `file`, or none. */
function problemsOf(file: string, text: string): string[] {
  const entry = contentFiles.find((content) => content.file === file);
  if (entry === undefined) throw new Error(`${file} is not a content file`);
  try {
    parseContentFile(file, entry.schema, text);
    return [];
  } catch (error) {
    return error instanceof Error ? error.message.split('\n') : [];
  }
}

describe('page copy', () => {
  it('names a placeholder the code does not fill, and a button too long for the hero', () => {
    const file = 'content/pages/about.yaml';
    const text = read(file).replace('{trial}', '{trial-length}');
    expect(problemsOf(file, text)).toEqual([
      'content/pages/about.yaml: about.callToAction.text: braces only around {trial}',
    ]);
    const hero = 'content/pages/hero.yaml';
    expect(
      problemsOf(
        hero,
        read(hero).replace('cta: Start moving today', 'cta: Start moving today, at your own pace'),
      ),
    ).toEqual(['content/pages/hero.yaml: hero.cta: at most 28 characters']);
  });

  it('refuses a placeholder in a text that takes none', () => {
    const file = 'content/pages/pricing.yaml';
    expect(
      problemsOf(file, read(file).replace('title: Try Fernly free', 'title: Try Fernly free for {trial}')),
    ).toEqual([
      'content/pages/pricing.yaml: trialBanner.title: no braces: facts that code owns are not written here',
    ]);
  });
});

describe('legal documents', () => {
  const file = 'content/legal/privacy-policy.yaml';

  it('names a retention period written in place of the code that sets it', () => {
    const text = read(file).replace('{tracking-retention-months} months', '{retention} months');
    expect(problemsOf(file, text)).toEqual([
      expect.stringMatching(
        /^content\/legal\/privacy-policy\.yaml: sections\.7\.blocks\.1\.items\.0\.detail: braces only around \{brand\}, /,
      ),
    ]);
  });

  it('keeps the cookie switch in the privacy policy, and a heading the contents can hold', () => {
    const text = read(file)
      .replace(/^ {6}- kind: consentToggle\n/m, '')
      .replace('title: Introduction', `title: ${'A very long heading '.repeat(4)}`);
    expect(problemsOf(file, text)).toEqual([
      'content/legal/privacy-policy.yaml: sections.0.title: at most 60 characters',
      'content/legal/privacy-policy.yaml: sections: the cookie choice switch exactly once',
    ]);
  });
});

describe('blog posts together', () => {
  const meta = (slug: string, description: string) => ({
    slug,
    description,
    title: 'A post',
    published: '2026-01-01',
    author: 'Maya Okafor',
    readingMinutes: 3,
  });

  it('refuses an address the index uses, and one description twice', () => {
    expect(
      blogCollectionProblems([
        { file: 'content/blog/page.md', meta: meta('page', 'One description of a post.') },
        { file: 'content/blog/a.md', meta: meta('a', 'The same description here.') },
        { file: 'content/blog/b.md', meta: meta('b', 'The same description here.') },
      ]),
    ).toEqual([
      "content/blog/page.md: the address /blog-page/page collides with the blog index's pages",
      "content/blog/b.md: description: the same as content/blog/a.md's; each post needs its own",
    ]);
  });

  it('accepts posts with their own addresses and descriptions', () => {
    expect(
      blogCollectionProblems([
        { file: 'content/blog/a.md', meta: meta('a', 'The first description.') },
        { file: 'content/blog/b.md', meta: meta('b', 'The second description.') },
      ]),
    ).toEqual([]);
  });
});
