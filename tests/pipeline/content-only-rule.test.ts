import { describe, expect, it } from 'vitest';
import { contentOnlyProblems, isEditorBranch, parseRawDiff, type PathChange } from './content-only-rule.ts';

const file = (path: string, oldMode = '100644', newMode = '100644'): PathChange => ({
  path,
  oldMode,
  newMode,
});

describe('an editor’s pull request', () => {
  it('is one from a cms/ branch, as Sveltia CMS’s editorial workflow names them', () => {
    expect(isEditorBranch('cms/blog/moving-anyway')).toBe(true);
    expect(isEditorBranch('cms/pages/hero')).toBe(true);
    for (const other of ['main', 'feature/cms', 'CMS/blog/x', 'cms', 'content/blog'])
      expect(isEditorBranch(other), other).toBe(false);
  });
});

describe('the path rule', () => {
  it('accepts regular files under content/: added, changed and removed', () => {
    expect(
      contentOnlyProblems([
        file('content/faq.yaml'),
        file('content/blog/new-post.md', '000000', '100644'),
        file('content/media/old.jpg', '100644', '000000'),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['cdk/fernly-stack.ts'],
    ['package.json'],
    ['lambdas/editor-sign-in/sign-in.ts'],
    ['.github/CODEOWNERS'],
    ['web/admin/cms-config.ts'],
    ['Content/faq.yaml'],
    ['content'],
    ['contents/faq.yaml'],
  ])('refuses %s, outside content/', (path) => {
    expect(contentOnlyProblems([file('content/faq.yaml'), file(path)])).toEqual([
      `${JSON.stringify(path)} is outside content/`,
    ]);
  });

  it('refuses a symbolic link, a submodule or an executable under content/', () => {
    expect(
      contentOnlyProblems([
        file('content/media/link', '000000', '120000'),
        file('content/vendor', '000000', '160000'),
        file('content/run.sh', '100644', '100755'),
      ]),
    ).toEqual([
      '"content/media/link" is not a regular file (mode 000000 → 120000); content/ holds regular files only',
      '"content/vendor" is not a regular file (mode 000000 → 160000); content/ holds regular files only',
      '"content/run.sh" is not a regular file (mode 100644 → 100755); content/ holds regular files only',
    ]);
  });
});

describe('git diff --raw -z', () => {
  it('is read path by path, whatever the path holds', () => {
    const sha = 'a'.repeat(40);
    const output = [
      `:100644 100644 ${sha} ${sha} M`,
      'content/faq.yaml',
      `:000000 100644 ${'0'.repeat(40)} ${sha} A`,
      'content/blog/a\n::error::x.md',
      `:100644 000000 ${sha} ${'0'.repeat(40)} D`,
      'cdk/app.ts',
      '',
    ].join('\0');
    expect(parseRawDiff(output)).toEqual([
      file('content/faq.yaml'),
      file('content/blog/a\n::error::x.md', '000000', '100644'),
      file('cdk/app.ts', '100644', '000000'),
    ]);
    expect(parseRawDiff('')).toEqual([]);
  });

  it('refuses output it does not understand rather than passing it', () => {
    expect(() => parseRawDiff('content/faq.yaml\0')).toThrow(/Not git diff --raw -z output/);
  });
});
