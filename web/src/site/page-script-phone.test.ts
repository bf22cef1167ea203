// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/Quay", "settings": {"navigator": {"userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"}}}
// The page's own script on a phone, on a partner's page, with the contact form's code unreachable:
// a call to action opens the web app straight away with the visit record and the partner, and a
// form that cannot work says how else to reach the team.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageBehaviours } from '../page-behaviours.ts';
import { visitInBrowser } from '../resolve-visit.ts';
import { keepPostedBodies } from './fixtures/posted-records.ts';
import { startPageScript } from './page-script.ts';

const posted: unknown[] = [];

beforeAll(() => {
  keepPostedBodies(posted);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `
    <a id="cta-link" href="https://app.fernly.example/app/Onboarding-Intro" data-app-action="signup">Start moving today</a>
    <button type="button" id="cta" commandfor="download-dialog-signup" command="show-modal" data-app-action="signup">Start moving today</button>
    <dialog id="download-dialog-signup"><a data-manual-link href="https://app.fernly.example/app/Onboarding-Intro">Open</a></dialog>
    <p id="fallback" data-contact-fallback hidden>Write to us instead.</p>
    <div data-island="contact-form"><form><textarea name="message"></textarea></form></div>`;
  startPageScript({
    behaviours: pageBehaviours,
    visitOf: visitInBrowser,
    modules: { islandContactForm: '/no/such/module.js' },
  });
});

describe('the page’s own script on a phone', () => {
  it('remembers the partner of the page, and records the visit with it', async () => {
    await vi.waitFor(() => {
      expect(document.cookie).toContain('affiliateSource=quay');
    });
    await vi.waitFor(() => {
      expect(posted).toContainEqual(
        expect.objectContaining({ action: 'WebsiteVisit', affiliateSource: 'quay' }),
      );
    });
  });

  it('opens the web app at once, with the click’s record and the partner, instead of the dialog', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('cta')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const opened = new URL(String(assign.mock.calls[0]?.[0]));
    expect(opened.pathname).toBe('/app/Onboarding-Intro');
    expect(opened.searchParams.get('affiliate')).toBe('quay');
    expect(JSON.parse(opened.searchParams.get('wherefrom') ?? '{}')).toMatchObject({
      action: 'DownloadClicked',
      page: '/quay',
      affiliateSource: 'quay',
    });
  });

  it('sends the link a narrow screen shows until the page is shown to the app with the record too', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    assign.mockClear();
    const link = document.getElementById('cta-link');
    // After the page's script has heard the click, this stands in for the browser opening a new tab.
    let leftToTheBrowser = false;
    const openNewTab = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    addEventListener('click', openNewTab, { once: true });
    link?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
    );
    expect(leftToTheBrowser, 'a new tab is the browser’s to open').toBe(true);
    expect(assign).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const opened = new URL(String(assign.mock.calls[0]?.[0]));
    expect(opened.pathname).toBe('/app/Onboarding-Intro');
    expect(JSON.parse(opened.searchParams.get('wherefrom') ?? '{}')).toMatchObject({
      action: 'DownloadClicked',
      page: '/quay',
    });
    assign.mockRestore();
  });

  it('says how else to reach the team when the form’s code cannot load, keeping what was typed', async () => {
    const message = document.querySelector('textarea');
    if (message === null) throw new Error('no message field');
    message.value = 'Hello';
    message.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => {
      expect(document.getElementById('fallback')?.hidden).toBe(false);
    });
    expect(message.value).toBe('Hello');
  });
});
