// Text laid out within a terminal's width, for the owners' commands: the report and verdict of
// `npm run stats` (report/format-table.ts) and the messages of `npm run experiment`
// (tools/experiment/command-text.ts).

/** The width of text written to a file or a pipe. */
export const defaultTextWidth = 100;
/** Below this, no table could show a label beside a figure. */
const narrowestWidth = 40;

/** The width text is laid out in: the one asked for, unless narrower than any table could be. */
export const usableWidth = (width: number) => Math.max(narrowestWidth, width);

/** Splits text into lines of at most `width`: at a space, else after a slash, dash, dot or colon, else anywhere. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const mark = Math.max(...['/', '-', '.', ':'].map((one) => rest.lastIndexOf(one, width - 1)));
    const end = space > 0 ? space : mark > 0 ? mark + 1 : width;
    lines.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  return [...lines, rest];
}
