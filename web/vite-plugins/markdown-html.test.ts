import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html.ts';

describe('markdownToHtml', () => {
  it('makes quotes and apostrophes in prose typographic', () => {
    expect(markdownToHtml(`"I will go later" is a sentence that's ended runs.`)).toBe(
      '<p>“I will go later” is a sentence that’s ended runs.</p>\n',
    );
  });

  it('carries the text before emphasis and links into the next run', () => {
    expect(markdownToHtml(`_later_'s problem, and [the plan](/plan)'s "rules"`)).toBe(
      '<p><em>later</em>’s problem, and <a href="/plan">the plan</a>’s “rules”</p>\n',
    );
    expect(markdownToHtml(`"*Later*" never comes`)).toBe('<p>“<em>Later</em>” never comes</p>\n');
  });

  it('leaves code spans, code blocks, link addresses, image alt text and raw HTML as written', () => {
    expect(markdownToHtml("Run `echo 'hi'` and read [Sam's notes](https://x.example/it's)")).toBe(
      '<p>Run <code>echo &#39;hi&#39;</code> and read <a href="https://x.example/it&#39;s">Sam’s notes</a></p>\n',
    );
    expect(markdownToHtml("```\nconst a = 'b';\n```")).toBe(
      '<pre><code>const a = &#39;b&#39;;\n</code></pre>\n',
    );
    expect(markdownToHtml(`![Sam's plant](/p.png)`)).toBe(
      '<p><img src="/p.png" alt="Sam&#39;s plant"></p>\n',
    );
    expect(markdownToHtml(`<span title="it's">x</span>`)).toBe('<p><span title="it\'s">x</span></p>\n');
  });

  it('starts each paragraph and list item afresh', () => {
    expect(markdownToHtml(`ends with a\n\n"starts"\n\n- "one"\n- 'two'`)).toBe(
      '<p>ends with a</p>\n<p>“starts”</p>\n<ul>\n<li>“one”</li>\n<li>‘two’</li>\n</ul>\n',
    );
  });

  it('keeps a backslash-escaped quote straight', () => {
    expect(markdownToHtml(`a \\"raw\\" quote`)).toBe('<p>a &quot;raw&quot; quote</p>\n');
  });
});
