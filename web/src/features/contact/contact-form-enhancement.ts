// The contact form before React has it, run by the page's own script (web/src/site/page-script.ts).
// The form hydrates when the visitor starts on it: points at it, touches it or moves focus into
// it, so a visitor who reads the page and leaves never pays for React. Until then the fields are
// the browser's own and keep what is typed, the tick turns Send on here, and a message sent is
// held (the form shows it is busy) and sent by the form as soon as it has hydrated.
import { pageScriptEvents, islandAttribute, type PageBehaviour } from '../../shared/page-script-protocol.ts';

/** The contact form's island (./contact-form-island.tsx hydrates it). */
export const contactFormIsland = 'contact-form';

/** The form's parts, as its markup marks them for the page's script. */
export const contactFormParts = {
  /** The name of the privacy tick, which turns Send on. */
  privacyTick: 'privacyConsent',
  /** On the sentence shown instead of the form when the form cannot work. */
  fallback: 'data-contact-fallback',
} as const;

/** Set on an island once React has hydrated it, for anyone who must know (tests, the tap bench). */
const hydratedIslandAttribute = 'data-hydrated';

const privacyTick = `input[type="checkbox"][name="${contactFormParts.privacyTick}"]`;

function showFallback() {
  for (const fallback of document.querySelectorAll<HTMLElement>(`[${contactFormParts.fallback}]`))
    fallback.hidden = false;
}

export const contactFormBehaviour: PageBehaviour = {
  listen(script) {
    const island = document.querySelector<HTMLElement>(`[${islandAttribute}="${contactFormIsland}"]`);
    const form = island?.querySelector('form');
    if (island === null || form === null || form === undefined) return;
    let state: 'waiting' | 'loading' | 'hydrated' = 'waiting';
    let sendWhenReady = false;

    const hydrate = () => {
      if (state !== 'waiting') return;
      state = 'loading';
      script.loadIsland(contactFormIsland).catch((error: unknown) => {
        console.error('The contact form could not be loaded', error);
        form.removeAttribute('aria-busy');
        showFallback();
      });
    };
    addEventListener(pageScriptEvents.islandHydrated, (event) => {
      if (!(event instanceof CustomEvent) || event.detail !== contactFormIsland) return;
      state = 'hydrated';
      island.setAttribute(hydratedIslandAttribute, '');
      if (!sendWhenReady) return;
      form.removeAttribute('aria-busy');
      form.requestSubmit();
    });
    for (const type of ['pointerover', 'pointerdown', 'focusin'] as const)
      island.addEventListener(type, hydrate, { once: true });

    const followTick = (tick: HTMLInputElement) => {
      const send = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (send !== null) send.disabled = !tick.checked;
    };
    island.addEventListener('change', (event) => {
      if (
        state === 'hydrated' ||
        !(event.target instanceof HTMLInputElement) ||
        !event.target.matches(privacyTick)
      )
        return;
      followTick(event.target);
    });
    // A box ticked before this script ran, while the rest of the page was arriving (decision 0069).
    const tickedEarly = form.querySelector<HTMLInputElement>(privacyTick);
    if (tickedEarly?.checked === true) followTick(tickedEarly);
    form.addEventListener('submit', (event) => {
      if (state === 'hydrated') return;
      event.preventDefault();
      if (form.querySelector<HTMLInputElement>(privacyTick)?.checked !== true) return;
      sendWhenReady = true;
      form.setAttribute('aria-busy', 'true');
      hydrate();
    });
  },
};
