import type { ReactNode } from 'react';
import { islandAttribute } from '../shared/page-script-protocol.ts';
import './island.css';

/**
 * A part of the page React takes over in the browser, alone, without the rest of the page: the
 * contact form (hydrated, so what was typed stays), or the prices redrawn for a partner's visitor.
 * The box itself takes no part in the layout.
 */
export function Island({ name, children }: { readonly name: string; readonly children: ReactNode }) {
  return <div {...{ [islandAttribute]: name }}>{children}</div>;
}
