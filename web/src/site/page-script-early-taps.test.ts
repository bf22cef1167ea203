// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/Quay", "settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36"}}}
// What a visitor did before the page's own script arrived, at the end of a page still coming in
// (decision 0069): HTML did it alone (the dialog opened by its button's command, the box ticked),
// and the script, when it runs, catches up with it so nothing is lost.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageScriptEvents, pageScriptReadyAttribute } from '../shared/page-script-protocol.ts';
import { pageBehaviours } from '../page-behaviours.ts';
import { visitInBrowser } from '../resolve-visit.ts';
import { keepPostedBodies } from './fixtures/posted-records.ts';
import { startPageScript } from './page-script.ts';

const posted: unknown[] = [];

beforeAll(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  keepPostedBodies(posted);
  // The signup dialog is open and the box ticked: both were tapped before the script ran.
  document.body.innerHTML = `
    <dialog id="download-dialog-signup" open>
      <p data-partner-note hidden>Your partner discount is included in this code.</p>
      <a id="manual" data-manual-link href="https://app.fernly.example/app/Onboarding-Intro">Open</a>
    </dialog>
    <dialog id="download-dialog-login">
      <a id="login-manual" data-manual-link href="https://app.fernly.example/app/login">Open</a>
    </dialog>
    <button type="button" commandfor="download-dialog-signup" command="show-modal" data-app-action="signup">Start moving today</button>
    <div data-island="contact-form">
      <form>
        <input id="tick" type="checkbox" name="privacyConsent" checked>
        <button id="send" type="submit" disabled>Send message</button>
      </form>
    </div>`;
  startPageScript({ behaviours: pageBehaviours, visitOf: visitInBrowser, modules: {} });
});

describe('the page’s own script after early taps', () => {
  it('turns Send on for a box ticked before it ran', () => {
    const send = document.getElementById('send');
    expect(send instanceof HTMLButtonElement && !send.disabled).toBe(true);
  });

  it('records the click that opened a dialog before it ran, after the visit, and puts it in the dialog’s link', async () => {
    await vi.waitFor(() => {
      expect(posted).toEqual([
        expect.objectContaining({ action: 'WebsiteVisit', affiliateSource: 'quay' }),
        expect.objectContaining({ action: 'DownloadClicked', affiliateSource: 'quay' }),
      ]);
    });
    const manual = new URL(document.getElementById('manual')?.getAttribute('href') ?? '');
    expect(JSON.parse(manual.searchParams.get('wherefrom') ?? '{}')).toMatchObject({
      action: 'DownloadClicked',
      page: '/quay',
    });
    expect(manual.searchParams.get('affiliate')).toBe('quay');
    expect(document.querySelector('[data-partner-note]')?.hasAttribute('hidden')).toBe(false);
    // The closed dialog was not clicked: its link carries no record.
    const login = new URL(document.getElementById('login-manual')?.getAttribute('href') ?? '');
    expect(login.searchParams.has('wherefrom')).toBe(false);
  });

  it('marks <html> again once the router has rendered the document, which drops the mark', () => {
    expect(document.documentElement.hasAttribute(pageScriptReadyAttribute)).toBe(true);
    document.documentElement.removeAttribute(pageScriptReadyAttribute);
    dispatchEvent(new CustomEvent(pageScriptEvents.pageRendered, { detail: 'https://fernly.example/Quay' }));
    expect(document.documentElement.hasAttribute(pageScriptReadyAttribute)).toBe(true);
  });
});
