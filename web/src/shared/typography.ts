// Typographic quotes for text as people type it: editors write ' and ", pages show ‘ ’ “ ” and
// the apostrophe ’. Applied where text becomes a page (components through <Typeset>, Markdown
// through web/vite-plugins/markdown-html.ts), never to code, attributes or addresses, which are
// not text. A quote right after a digit is a prime: 5'10" reads as 5′10″ (feet and inches).

/** Where an opening quote may stand: the start, after a space, an opening bracket or quote, or a dash. */
const opensAfter = /[\s([{<“‘\-–—/]/u;
const letter = /\p{L}/u;
const digit = /\p{N}/u;

/**
 * `text` with its straight quotes made typographic. `before` is the character that precedes the
 * text on the page (the end of the previous text run, when emphasis or a link splits a sentence),
 * so a quote right after `*word*` still closes.
 */
export function typographic(text: string, before = ''): string {
  if (!text.includes("'") && !text.includes('"')) return text;
  let result = '';
  let previous = before.at(-1) ?? '';
  // By UTF-16 unit: the quotes are ASCII, and a neighbour outside the BMP is never a quote.
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    const next = text.charAt(index + 1);
    const opening = previous === '' || opensAfter.test(previous);
    let out = character;
    if (character === "'") {
      if (opening) out = digit.test(next) ? '’' : '‘';
      else if (digit.test(previous) && !letter.test(next)) out = '′';
      else out = '’';
    } else if (character === '"') {
      if (opening) out = '“';
      else if (digit.test(previous)) out = '″';
      else out = '”';
    }
    result += out;
    previous = out;
  }
  return result;
}
