// JSX for the editor's preview (preview.tsx): the site's components become elements of the React
// that Sveltia CMS runs, through the `h` it puts on window for preview templates (Decap CMS's
// createElement), so a preview ships no React of its own and can hold the editor's own widgets.
import type { ElementType, ReactElement } from 'react';

type CreateElement = (type: ElementType | symbol, props: Readonly<Record<string, unknown>>) => ReactElement;

declare global {
  interface Window {
    readonly h?: CreateElement;
  }
}

/** React's own marker for a fragment, the same symbol in every copy of React. */
export const Fragment = Symbol.for('react.fragment');

export function jsx(
  type: ElementType | symbol,
  props: Readonly<Record<string, unknown>>,
  key?: string,
): ReactElement {
  const h = window.h;
  if (h === undefined) throw new Error('Sveltia CMS has not put its createElement on window.h');
  // createElement keeps `children` from the props when it is given no children of its own.
  return h(type, key === undefined ? props : { ...props, key });
}

export const jsxs = jsx;
