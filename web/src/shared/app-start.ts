// The handshake between the boot script every page inlines (boot.ts) and the app (entry-client.tsx).

/** Window events the app and the boot script fire so each knows what the other has done. */
export const appStartEvents = {
  /** The page is hydrated: its buttons work. */
  hydrated: 'fernly:hydrated',
  /** The boot script stored a consent choice; the app re-reads it. */
  consentStored: 'fernly:consent-stored',
  /** Every tap queued before hydration has been replayed (or dropped); later taps go to the app. */
  tapsReplayed: 'fernly:taps-replayed',
} as const;

/** Inputs that start loading the app at once: the visitor is about to use the page. */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** How long the boot script waits for an idle moment after the load event before starting anyway. */
export const idleStartTimeoutMs = 1500;

/**
 * Controls whose clicks wait for the app: plain buttons (carousel, menu, video, dialog) and the
 * calls to action, which the app turns into a dialog or an app link. Other links, form fields and
 * <details> work without the app, so the browser handles them at once.
 */
export const deferredControlSelector = 'button[type="button"]:not([disabled]), a[data-app-action]';

/**
 * A toggle whose state the app can change on its own (the hero's Play/Pause: the clip starts by
 * itself after hydration) names its state in this attribute. A tap asks to leave the state it saw;
 * if the app has left it already by the time the tap is replayed, replaying would undo the wish.
 */
export const replayStateAttribute = 'data-replay-state';

/** Whether a queued tap still means what it meant: the control is in the state the visitor tapped. */
export function tapStillApplies(stateAtTap: string | null, stateNow: string | null): boolean {
  return stateAtTap === stateNow;
}

/** A click that asks the browser for something other than the page's own action: a new tab or window. */
export function isModifiedClick(click: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
}
