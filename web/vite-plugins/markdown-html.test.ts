import { describe, expect, it } from 'vitest';
import { sanitisePostHtml } from './markdown-allow-list.ts';
import { markdownToHtml } from './markdown-html.ts';

describe('markdownToHtml', () => {
  it('makes quotes and apostrophes in prose typographic', () => {
    expect(markdownToHtml(`"I will go later" is a sentence that's ended runs.`, 'post.md')).toBe(
      '<p>“I will go later” is a sentence that’s ended runs.</p>\n',
    );
  });

  it('carries the text before emphasis and links into the next run', () => {
    expect(markdownToHtml(`_later_'s problem, and [the plan](/plan)'s "rules"`, 'post.md')).toBe(
      '<p><em>later</em>’s problem, and <a href="/plan">the plan</a>’s “rules”</p>\n',
    );
    expect(markdownToHtml(`"*Later*" never comes`, 'post.md')).toBe('<p>“<em>Later</em>” never comes</p>\n');
  });

  it('leaves code spans, code blocks, link addresses and image alt text as written', () => {
    expect(markdownToHtml("Run `echo 'hi'` and read [Sam's notes](https://x.example/it's)", 'post.md')).toBe(
      "<p>Run <code>echo 'hi'</code> and read <a href=\"https://x.example/it's\">Sam’s notes</a></p>\n",
    );
    expect(markdownToHtml("```\nconst a = 'b';\n```", 'post.md')).toBe(
      "<pre><code>const a = 'b';\n</code></pre>\n",
    );
    expect(markdownToHtml(`![Sam's plant](/p.png)`, 'post.md')).toBe(
      '<p><img src="/p.png" alt="Sam\'s plant" /></p>\n',
    );
  });

  it('starts each paragraph and list item afresh', () => {
    expect(markdownToHtml(`ends with a\n\n"starts"\n\n- "one"\n- 'two'`, 'post.md')).toBe(
      '<p>ends with a</p>\n<p>“starts”</p>\n<ul>\n<li>“one”</li>\n<li>‘two’</li>\n</ul>\n',
    );
  });

  it('keeps a backslash-escaped quote straight', () => {
    expect(markdownToHtml(`a \\"raw\\" quote`, 'post.md')).toBe('<p>a "raw" quote</p>\n');
  });
});

describe('what a post may hold', () => {
  it('is headings, lists, links, images, emphasis, code and tables, rendered as marked writes them', () => {
    const source = [
      '## Plan',
      '',
      '### Week one',
      '',
      '1. *Walk* for **five** minutes, ~~not forty~~',
      '2. Read [the guide](/blog-page/starting-small), [the NHS page](https://www.nhs.uk/) or [write](mailto:hi@fernly.example)',
      '',
      '- a line  ',
      '  broken',
      '',
      '![A fern](/content/media/fern.jpg "Fern")',
      '',
      '| Day | Minutes |',
      '| :-- | ------: |',
      '| Mon | 5 |',
      '',
      '```yaml',
      'minutes: 5',
      '```',
      '',
      'Run `npm start` and see [the table](#plan).',
    ].join('\n');
    const html = markdownToHtml(source, 'post.md');
    for (const part of [
      '<h2>Plan</h2>',
      '<h3>Week one</h3>',
      '<ol>',
      '<em>Walk</em>',
      '<strong>five</strong>',
      '<del>not forty</del>',
      '<a href="/blog-page/starting-small">',
      '<a href="https://www.nhs.uk/">',
      '<a href="mailto:hi@fernly.example">',
      '<br />',
      '<img src="/content/media/fern.jpg" alt="A fern" title="Fern" />',
      '<th align="left">Day</th>',
      '<td align="right">5</td>',
      '<pre><code class="language-yaml">minutes: 5',
      '<code>npm start</code>',
      '<a href="#plan">',
    ])
      expect(html).toContain(part);
  });

  it.each([
    [
      'a script',
      'Read on.\n\n<script src="https://cdn.example/x.js"></script>',
      3,
      /raw HTML is not allowed in a post \(<script src="https:\/\/cdn\.example\/x\.js"><\/script>\)/,
    ],
    [
      'an image with an error handler',
      'A picture: <img src=x onerror=alert(1)>',
      1,
      /raw HTML is not allowed in a post \(<img src=x onerror=alert\(1\)>\)/,
    ],
    ['an HTML comment', 'Text\n\n<!-- hidden -->', 3, /raw HTML is not allowed/],
    [
      'a javascript: link',
      'Click [here](javascript:alert(document.cookie)).',
      1,
      /the link address javascript:alert\(document\.cookie\) is not allowed/,
    ],
    [
      'a javascript: link spelt with an entity',
      '[here](java&#115;cript:alert(1))',
      1,
      /the link address java&#115;cript:alert\(1\) is not allowed/,
    ],
    [
      'a javascript: link by reference',
      'See [it].\n\n[it]: JAVASCRIPT:alert(1)',
      1,
      /the link address JAVASCRIPT:alert\(1\) is not allowed/,
    ],
    [
      'an autolink to a script',
      'Go <javascript:alert(1)>',
      1,
      /the link address javascript:alert\(1\) is not allowed/,
    ],
    ['a data: link', '[x](data:text/html,hi)', 1, /the link address data:text\/html,hi is not allowed/],
    [
      'an image from another site',
      '![x](https://tracker.example/pixel.gif)',
      1,
      /the image address https:\/\/tracker\.example\/pixel\.gif is not allowed/,
    ],
    [
      'a protocol-relative image',
      '![x](//tracker.example/p.gif)',
      1,
      /the image address \/\/tracker\.example\/p\.gif is not allowed/,
    ],
    [
      'a quote block',
      'Text\n\n> quoted',
      3,
      /a quote block \(> quoted\) is not among the Markdown a post may use/,
    ],
    ['a dividing line', 'Text\n\n***', 3, /a dividing line/],
    ['a task list', '- [ ] buy shoes', 1, /a task list/],
    ['a first-level heading', 'Title\n=====', 1, /a first-level heading .*the title is the page's only h1/],
  ])('refuses %s, naming the file and the line', (_what, source, line, reason) => {
    const refused = () => markdownToHtml(source, 'content/blog/evil.md', 8);
    expect(refused).toThrow(new RegExp(`^content/blog/evil\\.md: line ${String(7 + line)}: `));
    expect(refused).toThrow(reason);
  });

  it('names every refused construct, not only the first', () => {
    expect(() => markdownToHtml('<b>a</b>\n\n[x](javascript:x)', 'post.md')).toThrow(
      /post\.md: line 1: raw HTML[\s\S]*post\.md: line 1: raw HTML[\s\S]*post\.md: line 3: the link address/,
    );
  });
});

describe('the kept sanitiser behind the check', () => {
  it('removes what the check refuses, were anything to reach it', () => {
    expect(
      sanitisePostHtml(
        '<p><a href="javascript:alert(1)">x</a><a href="java&#115;cript:alert(1)">y</a><img src="x" onerror="alert(1)"><img src="https://tracker.example/p.gif"><script src="//e.example/x.js"></script><iframe src="/"></iframe><span style="color:red" onclick="x()">z</span></p>',
      ),
    ).toBe('<p><a>x</a><a>y</a><img src="x" /><img />z</p>');
  });
});
