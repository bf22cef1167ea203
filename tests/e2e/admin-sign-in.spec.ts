// The editor's GitHub sign-in and editorial workflow, end to end in Chromium with the real Sveltia
// CMS bundle (decisions 0052, 0059, 0060): /admin on its own origin with the editor's headers and
// the generated configuration, the helper's own request handling, and GitHub played by the test
// (admin-github.ts). An editor signs in through the GitHub App, and a saved edit becomes a branch
// and a pull request, never a commit on main.
import { contentOnlyProblems } from '../pipeline/content-only-rule.ts';
import {
  commits,
  mutations,
  playGitHubApi,
  playGitHubAuthorize,
  repository,
  startEditorServer,
  userToken,
  type EditorServer,
} from './admin-github.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

let editor: EditorServer;

test.beforeAll(async () => {
  editor = await startEditorServer();
});

test.afterAll(async () => {
  await editor.close();
});

// The editor's version check and avatars are out of reach offline, and a call GitHub's played API
// does not answer is recorded for the test to see.
test.use({
  allowedConsoleErrors: [
    [/unpkg\.com/, /data:image\/svg\+xml/, /ERR_NAME_NOT_RESOLVED/, /ERR_FAILED/],
    { scope: 'test' },
  ],
});

test.describe(
  'the editor’s GitHub sign-in',
  runsOn(['desktop'], 'owners edit at a desk; the editor is driven through its desktop layout'),
  () => {
    test('signs an editor in through the GitHub App, and an edit becomes a pull request', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const authorizeRequests = await playGitHubAuthorize(context);
      const calls = await playGitHubApi(context);

      await page.goto(`${editor.origin}/admin/`);
      const popupOpened = page.waitForEvent('popup');
      // The editor wraps the service's name in Unicode isolation marks.
      await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
      const popup = await popupOpened;

      // The helper sent the window to GitHub with the app and the editor's callback, asking no scope.
      await expect.poll(() => authorizeRequests.length).toBe(1);
      expect(Object.fromEntries(authorizeRequests[0]?.searchParams ?? [])).toEqual({
        client_id: 'Iv23.e2e-client',
        redirect_uri: `${editor.origin}/api/cms-auth/callback`,
        state: expect.stringMatching(/^[\w-]{43}$/),
      });
      // The editor has the token (GitHub's API sees it) and closes the window.
      await expect.poll(() => calls.some((call) => call.authorization.includes(userToken))).toBe(true);
      expect(JSON.parse(editor.exchanges.at(-1) ?? '{}')).toMatchObject({
        code: 'e2e-code',
        client_secret: 'e2e-secret',
      });
      await expect.poll(() => popup.isClosed()).toBe(true);

      // The editor loads main's content through GitHub's API and opens the FAQs.
      await page.getByRole('treeitem', { name: 'Site content' }).click();
      await page.getByRole('gridcell', { name: 'FAQs' }).click();
      const answer =
        'No. Fernly is built around how ADHD brains tend to work, and you never need to prove a diagnosis to join.';
      await page.getByRole('textbox', { name: 'Answer' }).first().fill(answer);
      await page.getByRole('button', { name: 'Save' }).click();

      // Saving makes a branch of its own from main's head, commits the file there and opens a pull request.
      await expect
        .poll(() => calls.filter((call) => call.path === `/repos/${repository.repo}/pulls`).length)
        .toBe(1);
      const [branch] = mutations(calls, 'createRef');
      expect(branch).toMatchObject({ name: 'refs/heads/cms/site/faq', oid: 'a'.repeat(40) });
      const made = commits(calls);
      expect(made.map(({ branch: onBranch, files }) => [onBranch, files.map(({ path }) => path)])).toEqual([
        ['cms/site/faq', ['content/faq.yaml']],
      ]);
      expect(made[0]?.files[0]?.text).toContain(answer);
      // What the pull-request check will find: content/ only.
      expect(
        contentOnlyProblems(
          made.flatMap(({ files }) =>
            files.map(({ path }) => ({ path, oldMode: '100644', newMode: '100644' })),
          ),
        ),
      ).toEqual([]);
      const pullRequest = calls.find((call) => call.path === `/repos/${repository.repo}/pulls`);
      expect(pullRequest?.method).toBe('POST');
      expect(pullRequest?.body).toMatchObject({ head: 'cms/site/faq', base: repository.branch, draft: true });
      // Nothing was committed to main, nor merged.
      expect(made.filter(({ branch: onBranch }) => onBranch === repository.branch)).toEqual([]);
      expect(calls.filter((call) => call.path.endsWith('/merge'))).toEqual([]);
      expect(calls.filter((call) => call.method === 'PATCH' || call.method === 'PUT')).toEqual([]);
    });
  },
);
