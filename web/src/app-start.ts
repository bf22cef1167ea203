// The handshake between the boot script every page inlines (boot.ts) and the app (entry-client.tsx).

/** Window events the app fires so the boot script knows when React has taken over the page. */
export const appStartEvents = {
  /** React is about to hydrate: from now on it sees every event itself. */
  hydrating: 'fernly:hydrating',
  /** The page is hydrated: its buttons work. */
  hydrated: 'fernly:hydrated',
} as const;

/** Inputs that start loading the app at once: the visitor is about to use the page. */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** How long the boot script waits for an idle moment after the load event before starting anyway. */
export const idleStartTimeoutMs = 1500;

interface ClosestCapable {
  closest(selectors: string): unknown;
}

function canLookUp(target: unknown): target is ClosestCapable {
  return (
    typeof target === 'object' &&
    target !== null &&
    'closest' in target &&
    typeof target.closest === 'function'
  );
}

/**
 * The control a click before hydration should be replayed on once the app is ready, or null.
 * Only plain buttons (menu, dialog, carousel, video): links and forms already work without the
 * app, and replaying them would navigate or submit twice.
 */
export function replayableButton<Button>(
  target: unknown,
  isButton: (value: unknown) => value is Button,
): Button | null {
  if (!canLookUp(target)) return null;
  const button = target.closest('button[type="button"]:not([disabled])');
  return isButton(button) ? button : null;
}
