import { describe, expect, it } from 'vitest';
import { withoutScripts, withReactAlone } from './floor-pages.ts';

const page = [
  '<!doctype html><html><head>',
  '<link rel="stylesheet" href="/assets/app.css">',
  '<link rel="modulepreload" href="/assets/router.js">',
  '<script type="module" src="/assets/entry.js"></script>',
  '</head><body><main><h1>Move</h1><script>window.x = "</div>";</script></main>',
  '<SCRIPT data-entry="/assets/entry.js">boot()</SCRIPT >',
  '<script defer src="/assets/hydration/a.js"></script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script, inline or external, and every module preload', () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload/i);
  });

  it('keeps the content and the styles', () => {
    expect(withoutScripts(page)).toBe(
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"></head>' +
        '<body><main><h1>Move</h1></main></body></html>',
    );
  });
});

describe('withReactAlone', () => {
  it('loads only the React bundle, as a module at the end of the body, at low priority', () => {
    const html = withReactAlone(page, '/assets/react-alone.js');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/assets/react-alone.js"></script></body>',
    );
  });

  it('refuses a page it cannot place the script in', () => {
    expect(() => withReactAlone('<p>fragment</p>', '/r.js')).toThrow(/<\/body>/);
  });
});
