// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://fernly.example/"}
// The boot script in a DOM, before the app exists: taps on the app's controls wait and are
// replayed in order once the page hydrates, a tap on a control's inner element counts as a tap on
// the control, and a consent choice is stored at once. The real-browser timing is in
// tests/e2e/early-input.spec.ts; this is the ordering, with nothing faked but the app.
import { describe, expect, it } from 'vitest';
import { appStartEvents } from './shared/app-start.ts';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`#${id} is not on the page`);
  return element;
}

function tapsReplayed(): Promise<void> {
  return new Promise((resolve) => {
    addEventListener(
      appStartEvents.tapsReplayed,
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

describe('the boot script, before the app has arrived', () => {
  it('holds taps, stores consent at once, and replays the taps in order after hydration', async () => {
    document.body.innerHTML = `
      <section class="consent-bar">
        <button type="button" id="accept" data-consent-choice="granted">Accept</button>
      </section>
      <button type="button" id="next">Next</button>
      <button type="button" id="menu"><svg id="menu-icon"></svg><span>Menu</span></button>
      <button type="button" id="faq">FAQ</button>`;
    const reacted: string[] = [];
    for (const id of ['next', 'menu', 'faq']) byId(id).addEventListener('click', () => reacted.push(id));
    await import('./boot.ts');

    byId('next').click();
    byId('menu-icon').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    byId('accept').click();
    byId('next').click();
    byId('faq').click();

    expect(reacted).toEqual([]);
    expect(document.cookie).toContain('analytics_consent=granted');
    expect(byId('accept').closest('section')?.hidden).toBe(true);

    const replayed = tapsReplayed();
    dispatchEvent(new Event(appStartEvents.hydrated));
    await replayed;
    expect(reacted).toEqual(['next', 'menu', 'next', 'faq']);

    byId('faq').click();
    expect(reacted.at(-1)).toBe('faq');
    expect(reacted).toHaveLength(5);
  });
});
