// @vitest-environment happy-dom
// The mark the page's own script sets on <html> once it has shown the first page: end-to-end tests
// wait on it (tests/e2e/home-support.ts), so it must come after every behaviour has shown the page,
// and not wait for the load, the idle moment or the visit record.
import { describe, expect, it, vi } from 'vitest';
import { pageScriptReadyAttribute, type PageBehaviour } from '../shared/page-script-protocol.ts';
import { unknownVisit } from '../shared/visit.ts';
import { startPageScript } from './page-script.ts';

const isMarked = () => document.documentElement.hasAttribute(pageScriptReadyAttribute);

describe('the page script’s ready mark', () => {
  it('is set once every behaviour has shown the first page, in a task after the script’s own', async () => {
    // A browser that is never idle: the mark must not wait for that moment.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const markedWhenShown: boolean[] = [];
    const behaviour: PageBehaviour = {
      show: () => {
        markedWhenShown.push(isMarked());
      },
    };
    startPageScript({ behaviours: [behaviour, behaviour], visitOf: () => unknownVisit, modules: {} });
    expect(isMarked(), 'not in the task that ends in the first paint').toBe(false);
    await vi.waitFor(() => {
      expect(isMarked()).toBe(true);
    });
    expect(markedWhenShown, 'each behaviour had shown the page before the mark').toEqual([false, false]);
    vi.unstubAllGlobals();
  });
});
