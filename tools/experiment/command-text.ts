// The text `npm run experiment` prints, laid out within the terminal's width (100 columns when it
// prints to a file or a pipe) so that it reads on a phone's terminal too: paragraphs wrap at a word,
// keeping their line's indent, and a list of terms keeps its descriptions in a column of their own.
import { usableWidth, wrapText } from '../../contract/wrap-text.ts';

/** A term and its description, such as an option and what it does. */
export type TermRow = readonly [term: string, description: string];

/** A paragraph (its lines kept, each wrapped), or a list of terms. */
export type TextBlock = string | readonly TermRow[];

const listIndent = '  ';
const gap = '  ';
/** Descriptions narrower than this go on the lines under their term instead. */
const narrowestDescription = 24;

/**
 * A command on a line of its own, or a line of the usage: never wrapped, so that copied from the
 * terminal it stays one line.
 */
const commandLine = /^(?:Usage:)? +npm run /;

function paragraphLines(paragraph: string, width: number): string[] {
  return paragraph.split('\n').flatMap((line) => {
    if (commandLine.test(line)) return [line];
    // A bullet's own lines wrap under its text, not under its dash.
    const indent = ' '.repeat(/^ *(?:- )?/.exec(line)?.[0].length ?? 0);
    const [first = '', ...rest] = wrapText(line.slice(indent.length), width - indent.length);
    return [line.slice(0, indent.length) + first, ...rest.map((one) => indent + one)];
  });
}

function listLines(rows: readonly TermRow[], width: number): string[] {
  const termWidth = Math.max(...rows.map(([term]) => term.length));
  const column = listIndent.length + termWidth + gap.length;
  const beside = width - column >= narrowestDescription;
  return rows.flatMap(([term, description]) => {
    if (!beside) {
      const under = `${listIndent}${listIndent}`;
      return [listIndent + term, ...wrapText(description, width - under.length).map((one) => under + one)];
    }
    const [first = '', ...rest] = wrapText(description, width - column);
    return [
      `${listIndent}${term.padEnd(termWidth)}${gap}${first}`,
      ...rest.map((one) => ' '.repeat(column) + one),
    ];
  });
}

/** The blocks one after another, every line within `width`. */
export function layOut(blocks: readonly TextBlock[], width: number): string {
  const fit = usableWidth(width);
  return blocks
    .flatMap((block) => (typeof block === 'string' ? paragraphLines(block, fit) : listLines(block, fit)))
    .map((line) => line.trimEnd())
    .join('\n');
}
