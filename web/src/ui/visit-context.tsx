import { createContext, useContext, type ReactNode } from 'react';
import { unknownVisit, type Visit } from '../shared/visit.ts';

const VisitContext = createContext<Visit>(unknownVisit);

/**
 * Hands the page's visit, resolved once for the page (web/src/resolve-visit.ts), to every part
 * below that needs it: the calls to action's links and the download dialogs. Never read from a
 * cookie or storage while rendering: the value comes in from above.
 */
export function VisitProvider({ visit, children }: { readonly visit: Visit; readonly children: ReactNode }) {
  return <VisitContext value={visit}>{children}</VisitContext>;
}

/** The visit of the page being rendered. */
export function useVisit(): Visit {
  return useContext(VisitContext);
}
