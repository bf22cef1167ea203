// A post's Markdown as HTML, with typographic quotes in its text (web/src/shared/typography.ts).
// Only text runs change: code spans, code blocks, link addresses and image alt text are left as
// written, so an address or a code sample keeps its straight quotes. A post holds only the
// Markdown of markdown-allow-list.ts: anything else stops the build, naming the file and the line.
import { Marked, type Token } from 'marked';
import { typographic } from '../src/shared/typography.ts';
import { ContentError } from './content-issues.ts';
import { markdownRefusals, sanitisePostHtml } from './markdown-allow-list.ts';

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

/**
 * The HTML of a post's text (`source`, which starts on line `firstLine` of `file`), or a
 * ContentError with one sentence per construct a post may not hold.
 */
export function markdownToHtml(source: string, file: string, firstLine = 1): string {
  const tokens = markdown.lexer(source);
  const refusals = markdownRefusals(source, firstLine, (visit) => {
    void markdown.walkTokens(tokens, visit);
  });
  if (refusals.length > 0) throw new ContentError(refusals.map((refusal) => `${file}: ${refusal}`));
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
  return sanitisePostHtml(markdown.parser(tokens));
}
