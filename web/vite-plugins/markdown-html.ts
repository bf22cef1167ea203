// A post's Markdown as HTML, with typographic quotes in its text (web/src/shared/typography.ts).
// Only text runs change: code spans, code blocks, raw HTML, link addresses and image alt text
// are left as written, so an address or a code sample keeps its straight quotes.
import { Marked, type Token } from 'marked';
import { typographic } from '../src/shared/typography.ts';

const markdown = new Marked({ gfm: true });

/** Where a new run of text starts, so a quote at its start opens rather than closes. */
const blockTypes = new Set([
  'paragraph',
  'heading',
  'list_item',
  'blockquote',
  'table',
  'code',
  'hr',
  'space',
]);

export function markdownToHtml(source: string): string {
  const tokens = markdown.lexer(source);
  // Tokens come in reading order, so the end of one text run is what precedes the next one,
  // across emphasis, links and code spans alike.
  let previous = '';
  const altText = new Set<Token>();
  // The callback is synchronous, so the promises walkTokens collects for async ones are empty.
  void markdown.walkTokens(tokens, (token: Token) => {
    if (token.type === 'image') for (const child of token.tokens ?? []) altText.add(child);
    if (altText.has(token)) return;
    if (blockTypes.has(token.type)) previous = '';
    else if (token.type === 'text' && token.tokens === undefined) {
      const text: unknown = token.text;
      if (typeof text === 'string') {
        const typeset = typographic(text, previous);
        token.text = typeset;
        previous = typeset;
      }
    } else if (token.type === 'codespan' && typeof token.text === 'string') previous = token.text;
  });
  return markdown.parser(tokens);
}
