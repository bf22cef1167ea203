// The islands of a pre-rendered page: each is a module of its own, which the build names on the
// boot script (web/prerender/prerender.ts) and React hydrates or draws into its part of the page,
// only where a visitor needs it. The feature that owns an island decides when (its behaviour in
// web/src/page-behaviours.ts); this loads it and starts it with the page's visit.
import { isIslandModule, islandModuleKey } from '../shared/page-script-protocol.ts';
import type { Visit } from '../shared/visit.ts';

/** The modules the boot script names, by their data attributes (`data-island-contact-form`). */
export type PageModules = Readonly<Record<string, string | undefined>>;

export async function loadIsland(modules: PageModules, name: string, visit: () => Visit): Promise<void> {
  const url = modules[islandModuleKey(name)];
  // `npm run dev` names none: there the router renders the whole page, islands included.
  if (url === undefined) return;
  const module: unknown = await import(url);
  if (!isIslandModule(module)) throw new Error(`${url} is no island module: it exports no start()`);
  module.start(visit());
}
