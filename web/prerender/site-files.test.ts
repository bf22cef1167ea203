import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspHash,
  headOf,
  headProblems,
  htmlFileForPath,
  inlineScripts,
  inlineStyles,
  pageProblem,
  visibleText,
} from './site-files.ts';

describe('htmlFileForPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/HomePage1', 'homepage1/index.html'],
    ['/Quay', 'quay/index.html'],
    ['/privacy-policy', 'privacy-policy/index.html'],
    ['/blog-page/starting-small', 'blog-page/starting-small/index.html'],
    ['/about/', 'about/index.html'],
  ])('%s → %s', (path, file) => {
    expect(htmlFileForPath(path)).toBe(file);
  });

  it.each(['/../etc', '/a/%2e%2e', '/a b'])('refuses the unsafe path %s', (path) => {
    expect(() => htmlFileForPath(path)).toThrow(/not a safe path segment/);
  });
});

describe('inlineScripts and cspHash', () => {
  const html =
    '<head><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/a.js"></script></head>' +
    '<body><script>self.$_TSR={}</script><script></script></body>';

  it('finds the scripts the browser runs: not external ones, and not data blocks such as JSON-LD', () => {
    expect(inlineScripts(html)).toEqual(['self.$_TSR={}']);
    expect(inlineScripts('<script type="module">import("/a.js")</script>')).toEqual(['import("/a.js")']);
  });

  it('hashes the exact script text as the browser does', () => {
    const expected = createHash('sha256').update('self.$_TSR={}').digest('base64');
    expect(cspHash('self.$_TSR={}')).toBe(`sha256-${expected}`);
  });
});

describe('inlineStyles', () => {
  it('finds every <style> element, attributes or not', () => {
    const html = '<head><style data-tsr-inline-css="">:root{--a:1}</style><style>p{margin:0}</style></head>';
    expect(inlineStyles(html)).toEqual([':root{--a:1}', 'p{margin:0}']);
  });
});

describe('pageProblem', () => {
  const text = 'Fernly plans short sessions into your calendar. '.repeat(6);
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><title>About us | Fernly</title></head><body>${body}</body></html>`;

  it('accepts a complete page with its heading', () => {
    expect(pageProblem(page(`<main><h1>About Fernly</h1><p>${text}</p></main>`), 'About Fernly')).toBeNull();
  });

  it('rejects an empty page', () => {
    expect(pageProblem(page('<main><h1>About Fernly</h1></main>'), 'About Fernly')).toMatch(/almost no text/);
  });

  it('rejects a page with the wrong heading', () => {
    expect(pageProblem(page(`<main><h1>Oops</h1><p>${text}</p></main>`), 'About Fernly')).toMatch(
      /heading is "Oops"/,
    );
  });

  it('rejects a page with two h1 headings or no main', () => {
    expect(pageProblem(page(`<main><h1>A</h1><h1>B</h1><p>${text}</p></main>`), undefined)).toMatch(/2 <h1>/);
    expect(pageProblem(page(`<h1>A</h1><p>${text}</p>`), undefined)).toMatch(/no <main>/);
  });

  it('rejects the router error page', () => {
    expect(pageProblem('Internal Server Error', undefined)).toMatch(/not a complete HTML document/);
  });
});

describe('visibleText', () => {
  it('drops the head, scripts and tags', () => {
    expect(
      visibleText('<head><title>T</title></head><body><p>Hello <b>you</b></p><script>x()</script></body>'),
    ).toBe('Hello you');
  });
});

describe('headOf', () => {
  it('reads the title and description as text', () => {
    expect(
      headOf(
        '<head><title>Terms &amp; conditions | Fernly</title><meta name="description" content="Plain &quot;English&quot; terms"/></head>',
      ),
    ).toEqual({ title: 'Terms & conditions | Fernly', description: 'Plain "English" terms' });
    expect(headOf('<head></head>')).toEqual({ title: '', description: '' });
  });
});

describe('headProblems', () => {
  const description = 'A description of at least fifteen characters.';

  it('passes pages with their own title and description of a good length', () => {
    expect(
      headProblems(
        [
          { path: '/', head: { title: 'Exercise that grows with you', description } },
          { path: '/about', head: { title: 'About us | Fernly', description: `${description} Another.` } },
        ],
        'Fernly',
      ),
    ).toEqual([]);
  });

  it('names a title or description too short or too long, and two pages alike', () => {
    expect(
      headProblems(
        [
          { path: '/a', head: { title: 'Hi | Fernly', description: 'Too short' } },
          { path: '/b', head: { title: 'x'.repeat(121), description: 'y'.repeat(161) } },
          { path: '/c', head: { title: 'Hi | Fernly', description: 'Too short' } },
        ],
        'Fernly',
      ),
    ).toEqual([
      '/a: its title "Hi" is not 5–120 characters',
      '/a: its description is 9 characters, not 15–160',
      `/b: its title "${'x'.repeat(121)}" is not 5–120 characters`,
      '/b: its description is 161 characters, not 15–160',
      '/c: its title "Hi" is not 5–120 characters',
      '/c: its description is 9 characters, not 15–160',
      '/c: has the same title as /a',
      '/c: has the same description as /a',
    ]);
  });
});
