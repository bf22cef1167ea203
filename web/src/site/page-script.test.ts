// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/contact-us", "settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36"}}}
// The page's own script in a DOM, with no React and no router: what a visitor does on a
// pre-rendered page before anything else has arrived. Layout and timing are in the end-to-end
// tests (tests/e2e/early-input.spec.ts); this is the behaviour, with nothing faked but the network.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageScriptEvents } from '../shared/page-script-protocol.ts';
import { shown } from './fixtures/router-start-stand-in.ts';
import { pageBehaviours } from '../page-behaviours.ts';
import { visitInBrowser } from '../resolve-visit.ts';
import { keepPostedBodies } from './fixtures/posted-records.ts';
import { startPageScript } from './page-script.ts';

const posted: unknown[] = [];
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

function byId<T extends HTMLElement>(id: string, kind: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof kind)) throw new Error(`#${id} is not on the page as a ${kind.name}`);
  return element;
}

beforeAll(() => {
  // A page whose browser is never idle in this test: its visit waits to be recorded until the visitor acts.
  vi.stubGlobal('requestIdleCallback', () => 0);
  keepPostedBodies(posted);
  document.body.innerHTML = `
    <section class="consent-bar" data-consent-bar hidden>
      <button type="button" id="accept" data-consent-choice="granted">Accept</button>
      <button type="button" id="reject" data-consent-choice="denied">Reject</button>
    </section>
    <button type="button" id="cta" commandfor="download-dialog-signup" command="show-modal" data-app-action="signup">
      <span id="cta-label">Start moving today</span>
    </button>
    <dialog id="download-dialog-signup">
      <p data-partner-note hidden>Your partner discount is included in this code.</p>
      <img data-qr-code src="/qr/signup.svg" alt="">
      <a data-manual-link href="https://app.fernly.example/app/Onboarding-Intro">Open Fernly</a>
    </dialog>
    <p id="fallback" data-contact-fallback hidden>Write to us instead.</p>
    <div data-island="contact-form">
      <form id="form">
        <textarea id="message" name="message"></textarea>
        <input id="tick" type="checkbox" name="privacyConsent">
        <button id="send" type="submit" disabled>Send message</button>
      </form>
    </div>
    <a id="faqs" href="/faqs">FAQs</a>`;
  startPageScript({
    behaviours: pageBehaviours,
    visitOf: visitInBrowser,
    modules: {
      router: fixture('router-start-stand-in.ts'),
      islandContactForm: fixture('hydrates-contact-form.ts'),
    },
  });
});

afterEach(() => {
  posted.length = 0;
});

describe('the page’s own script', () => {
  it('shows the consent bar before any choice, and stores a choice the moment it is tapped', async () => {
    await vi.waitFor(() => {
      expect(byId('accept', HTMLElement).closest('section')?.hidden).toBe(false);
    });
    byId('accept', HTMLElement).click();
    expect(document.cookie).toContain('analytics_consent=granted');
    expect(byId('accept', HTMLElement).closest('section')?.hidden).toBe(true);
  });

  it('records the visit once the browser is idle, or at once when the visitor leaves first', async () => {
    expect(posted).toEqual([]);
    dispatchEvent(new Event('pagehide'));
    dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => {
      expect(posted).toEqual([expect.objectContaining({ action: 'WebsiteVisit', page: '/contact-us' })]);
    });
  });

  it('records a call to action after the visit waiting to be recorded, and fills the dialog’s link with it, a tap on its label included', async () => {
    // The router has shown a page; the browser has not been idle since.
    dispatchEvent(new CustomEvent(pageScriptEvents.pageRendered, { detail: 'https://fernly.example/faqs' }));
    byId('cta-label', HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    const link = byId('download-dialog-signup', HTMLDialogElement).querySelector('a');
    const wherefrom = new URL(link?.href ?? '').searchParams.get('wherefrom');
    expect(JSON.parse(wherefrom ?? '{}')).toMatchObject({
      action: 'DownloadClicked',
      page: '/contact-us',
      history: [expect.objectContaining({ action: 'WebsiteVisit' }), expect.anything()],
    });
    await vi.waitFor(() => {
      expect(posted).toEqual([
        expect.objectContaining({ action: 'WebsiteVisit' }),
        expect.objectContaining({ action: 'DownloadClicked' }),
      ]);
    });
  });

  it('turns Send on when the box is ticked, before the form has hydrated', () => {
    const tick = byId('tick', HTMLInputElement);
    tick.checked = true;
    tick.dispatchEvent(new Event('change', { bubbles: true }));
    expect(byId('send', HTMLButtonElement).disabled).toBe(false);
  });

  it('holds a message sent before the form has hydrated, and sends it through the form once it has', async () => {
    const form = byId('form', HTMLFormElement);
    const submitted: boolean[] = [];
    // Stands in for React's own submit handler, which the island adds on the form's root.
    byId('form', HTMLFormElement).parentElement?.addEventListener('submit', (event) => {
      submitted.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(form.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => {
      expect(submitted).toEqual([true, false]);
    });
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('records a visit for the page it was shown on, even when the router has shown the next before the browser was idle', async () => {
    history.pushState(null, '', '/about');
    dispatchEvent(
      new CustomEvent(pageScriptEvents.pageRendered, { detail: 'https://fernly.example/contact-us' }),
    );
    history.pushState(null, '', '/faqs');
    dispatchEvent(new CustomEvent(pageScriptEvents.pageRendered, { detail: 'https://fernly.example/about' }));
    dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => {
      expect(posted).toEqual([
        expect.objectContaining({ action: 'WebsiteVisit', page: '/about' }),
        expect.objectContaining({ action: 'WebsiteVisit', page: '/faqs' }),
      ]);
    });
    history.pushState(null, '', '/contact-us');
  });

  it('asks the router for a link within the site once the router has arrived', async () => {
    byId('faqs', HTMLElement).dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    byId('faqs', HTMLElement).click();
    await vi.waitFor(() => {
      expect(shown).toEqual(['https://fernly.example/faqs']);
    });
  });
});
