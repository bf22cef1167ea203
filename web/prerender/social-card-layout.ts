// How a card's title is set: the largest size at which it fits, wrapped at spaces, and cut with an
// ellipsis when even the smallest size cannot hold it. A long title is never a build error: every
// page gets a card. Pure, so the rules are tested without drawing (./social-card-layout.test.ts).

/** The title's box on the 1200×630 card (./social-card-image.tsx). */
export const titleBoxWidth = 1040;

/**
 * Atkinson Hyperlegible Bold averages about 0.5 em a character in English titles; 0.56 plans for
 * wider words. The drawing clamps to the same line count, so a title of only wide letters still
 * ends in an ellipsis inside its box rather than spilling out of it.
 */
const averageCharacterEm = 0.56;

/** From largest to smallest; the smaller the letters, the more lines fit. */
export const titleSizes = [
  { fontSize: 72, maxLines: 3 },
  { fontSize: 60, maxLines: 3 },
  { fontSize: 50, maxLines: 4 },
] as const;

export interface TitleLayout {
  readonly fontSize: number;
  readonly maxLines: number;
  readonly lines: readonly string[];
  readonly truncated: boolean;
}

export function charactersPerLine(fontSize: number): number {
  return Math.floor(titleBoxWidth / (fontSize * averageCharacterEm));
}

/** Greedy wrapping at spaces; a word longer than a line is split where the line ends. */
export function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    let rest = word;
    while (rest.length > perLine) {
      if (line !== '') lines.push(line);
      lines.push(rest.slice(0, perLine));
      rest = rest.slice(perLine);
      line = '';
    }
    if (line === '') line = rest;
    else if (line.length + 1 + rest.length <= perLine) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The first `maxLines` lines, the last ending in "…" within the line's length. */
export function truncateLines(lines: readonly string[], maxLines: number, perLine: number): string[] {
  if (lines.length <= maxLines) return [...lines];
  const kept = lines.slice(0, maxLines);
  const last = kept.at(-1) ?? '';
  let cut = last;
  while (cut.length + 1 > perLine) cut = cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : -1);
  cut = cut.replace(/[\s,;:.–—-]+$/u, '');
  kept[kept.length - 1] = `${cut}…`;
  return kept;
}

export function titleLayout(title: string): TitleLayout {
  const text = title.trim();
  for (const size of titleSizes) {
    const lines = wrapWords(text, charactersPerLine(size.fontSize));
    if (lines.length <= size.maxLines) return { ...size, lines, truncated: false };
  }
  const smallest = titleSizes[titleSizes.length - 1] ?? titleSizes[0];
  const perLine = charactersPerLine(smallest.fontSize);
  return {
    ...smallest,
    lines: truncateLines(wrapWords(text, perLine), smallest.maxLines, perLine),
    truncated: true,
  };
}
