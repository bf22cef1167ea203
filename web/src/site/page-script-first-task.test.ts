// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/totum", "settings": {"navigator": {"userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36"}}}
// The page's own script in the task that ends in the first paint: it only listens there. Reading
// cookies and storage waits on the browser, so the page's state is shown in a task of its own, and
// a tap that comes first (a hurried visitor's) shows it at once and loses nothing.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pageBehaviours } from '../page-behaviours.ts';
import { visitInBrowser } from '../resolve-visit.ts';
import { keepPostedBodies } from './fixtures/posted-records.ts';
import { startPageScript } from './page-script.ts';

const posted: unknown[] = [];
const readsInFirstTask: string[] = [];

beforeAll(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  keepPostedBodies(posted);
  document.body.innerHTML = `
    <section data-consent-bar hidden><button type="button" data-consent-choice="granted">Accept</button></section>
    <button type="button" id="cta" commandfor="download-dialog-signup" command="show-modal" data-app-action="signup">Start moving today</button>
    <dialog id="download-dialog-signup"><a id="link" data-manual-link href="https://app.fernly.example/app/Onboarding-Intro">Open</a></dialog>`;
  const cookie = vi.spyOn(document, 'cookie', 'get');
  const storage = vi.spyOn(Storage.prototype, 'getItem');
  startPageScript({ behaviours: pageBehaviours, visitOf: visitInBrowser, modules: {} });
  if (cookie.mock.calls.length > 0) readsInFirstTask.push('document.cookie');
  if (storage.mock.calls.length > 0) readsInFirstTask.push('localStorage');
  // A tap in the same task as the script: before the page's state has been shown.
  document.getElementById('cta')?.click();
  cookie.mockRestore();
  storage.mockRestore();
});

describe('the page’s own script in the first task', () => {
  it('reads no cookie and no storage while the page is first being shown', () => {
    expect(readsInFirstTask).toEqual([]);
  });

  it('records the page’s visit before a call to action tapped that early, both for the page’s partner', async () => {
    await vi.waitFor(() => {
      expect(posted).toEqual([
        expect.objectContaining({ action: 'WebsiteVisit', page: '/totum', affiliateSource: 'totum' }),
        expect.objectContaining({ action: 'DownloadClicked', page: '/totum', affiliateSource: 'totum' }),
      ]);
    });
    const link = document.getElementById('link');
    expect(link instanceof HTMLAnchorElement && new URL(link.href).searchParams.get('affiliate')).toBe(
      'totum',
    );
  });

  it('shows the page’s state, the consent bar included, by the time the tap is answered', () => {
    expect(document.querySelector('[data-consent-bar]')?.hasAttribute('hidden')).toBe(false);
    expect(document.cookie).toContain('affiliateSource=totum');
  });
});
