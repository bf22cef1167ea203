import { describe, expect, it } from 'vitest';
import { apiOperations } from '../contract/operations.ts';
import { stackBanner } from './banner.ts';

const stack = {
  url: 'http://127.0.0.1:3000',
  appOrigin: 'http://localhost:3000',
  builtAppOrigin: 'http://localhost:3000',
  editorUrl: 'http://admin.localhost:3000/admin/',
  inboxUrl: 'http://127.0.0.1:3001/',
  dataDir: '/home/sam/fernly/.data',
  tableName: 'fernly-tracking',
  dynamodb: { endpoint: 'http://127.0.0.1:3002' },
};

describe('stackBanner', () => {
  it('gives the site, the API with every operation, the editor, the inbox and DynamoDB, one line each', () => {
    const lines = stackBanner(stack, '/home/sam/fernly');
    expect(lines).toContain('  Site       http://127.0.0.1:3000/');
    expect(lines.find((line) => line.startsWith('  API        http://127.0.0.1:3000/api/'))).toBeDefined();
    for (const { operationId } of apiOperations) expect(lines.join('\n')).toContain(operationId);
    expect(lines).toContain('  SES inbox  http://127.0.0.1:3001/  (the mail the site sends)');
    expect(lines).toContain('  DynamoDB   http://127.0.0.1:3002  (table fernly-tracking)');
    expect(lines).toContain(
      '  Web app    http://localhost:3000/app/Onboarding-Intro  (a stand-in that reports sign-ups to the API)',
    );
    expect(lines).toContain(
      "  Editor     http://admin.localhost:3000/admin/  (local mode: edits this working tree's content/)",
    );
    expect(lines).toHaveLength(8);
  });

  it('says where the calls to action lead when the build was made for another web app', () => {
    const lines = stackBanner({ ...stack, builtAppOrigin: 'https://app.fernly.example' });
    expect(lines.join('\n')).toContain(
      'The calls to action of this build open https://app.fernly.example; start without --no-build to open the stand-in.',
    );
  });

  it('names the data folder from the working folder, or in full when it is outside', () => {
    expect(stackBanner(stack, '/home/sam/fernly')).toContain(
      '  Data       .data  (tables and mail, kept across restarts)',
    );
    expect(stackBanner(stack, '/srv/other').join('\n')).toContain('  Data       /home/sam/fernly/.data  (');
  });
});
