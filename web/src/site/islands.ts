// The islands of a pre-rendered page, started by the page's own script (web/src/boot.ts): each is a
// module of its own that React hydrates or draws into its part of the page, only where a visitor
// needs it. Nothing done before an island arrives is lost: what was typed stays in the form's
// fields, a tick turns Send on at once, and a message sent early waits for the form to be ready.
import {
  contactFormFallbackAttribute,
  contactFormIsland,
} from '../features/contact/contact-form-island-name.ts';
import type { AffiliateSource } from '../features/partners/affiliate.ts';
import { partnerPricesIslands } from '../features/pricing/partner-prices-islands.ts';
import { appStartEvents, islandAttribute } from '../shared/app-start.ts';

export interface IslandModules {
  /** The contact form's module (features/contact/contact-form-island.tsx), if the build has one. */
  readonly contactForm: string | undefined;
  /** The partner prices' module (features/pricing/partner-prices-island.tsx). */
  readonly partnerPrices: string | undefined;
}

/** Set on an island once React has hydrated it, for anyone who must know (tests, the tap bench). */
export const hydratedIslandAttribute = 'data-hydrated';

const privacyTick = 'input[type="checkbox"][name="privacyConsent"]';

function showContactFallback() {
  for (const fallback of document.querySelectorAll<HTMLElement>(`[${contactFormFallbackAttribute}]`))
    fallback.hidden = false;
}

/**
 * The contact form hydrates when the visitor starts on it: points at it, touches it or moves focus
 * into it. A visitor who reads the page and leaves never pays for React. Until it has hydrated the
 * fields are the browser's own, the tick turns Send on here, and a message sent is held (the form
 * shows it is busy) and sent by the form as soon as it has hydrated.
 */
function startContactForm(moduleUrl: string) {
  const island = document.querySelector<HTMLElement>(`[${islandAttribute}="${contactFormIsland}"]`);
  const form = island?.querySelector('form');
  if (island === null || form === null || form === undefined) return;
  let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
  let sendWhenReady = false;

  const hydrate = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    import(moduleUrl).catch((error: unknown) => {
      console.error('The contact form could not be loaded', error);
      form.removeAttribute('aria-busy');
      showContactFallback();
    });
  };
  addEventListener(appStartEvents.islandHydrated, (event) => {
    if (!(event instanceof CustomEvent) || event.detail !== contactFormIsland) return;
    state = 'hydrated';
    island.setAttribute(hydratedIslandAttribute, '');
    if (!sendWhenReady) return;
    form.removeAttribute('aria-busy');
    form.requestSubmit();
  });
  for (const type of ['pointerover', 'pointerdown', 'focusin'] as const)
    island.addEventListener(type, hydrate, { once: true });

  island.addEventListener('change', (event) => {
    if (
      state === 'hydrated' ||
      !(event.target instanceof HTMLInputElement) ||
      !event.target.matches(privacyTick)
    )
      return;
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (send !== null) send.disabled = !event.target.checked;
  });
  form.addEventListener('submit', (event) => {
    if (state === 'hydrated') return;
    event.preventDefault();
    if (form.querySelector<HTMLInputElement>(privacyTick)?.checked !== true) return;
    sendWhenReady = true;
    form.setAttribute('aria-busy', 'true');
    hydrate();
  });
}

/**
 * A visitor who came through a partner sees the partner's prices and trial on every page: the
 * pre-rendered ones are the standard, or a partner page's own, so only a partner's visitor on
 * another page needs them redrawn.
 */
function startPartnerPrices(
  moduleUrl: string,
  pageSource: AffiliateSource | null,
  visitorSource: AffiliateSource | null,
) {
  if (pageSource !== null || visitorSource === null) return;
  const names: readonly string[] = Object.values(partnerPricesIslands);
  const parts = [...document.querySelectorAll(`[${islandAttribute}]`)].filter((element) =>
    names.includes(element.getAttribute(islandAttribute) ?? ''),
  );
  if (parts.length === 0) return;
  import(moduleUrl).catch((error: unknown) => {
    console.error('The partner prices could not be loaded', error);
  });
}

export function startIslands(
  modules: IslandModules,
  context: {
    readonly pageSource: AffiliateSource | null;
    /** Read when the page has loaded: the cookie is not read while the page is being shown. */
    readonly visitorSource: () => AffiliateSource | null;
    readonly whenLoaded: (start: () => void) => void;
  },
): void {
  if (modules.contactForm !== undefined) startContactForm(modules.contactForm);
  const { partnerPrices } = modules;
  if (partnerPrices !== undefined)
    context.whenLoaded(() => {
      startPartnerPrices(partnerPrices, context.pageSource, context.visitorSource());
    });
}
