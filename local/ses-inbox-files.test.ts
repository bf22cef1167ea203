import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearStore, getStoreReadonly, saveEmail, type Email } from 'aws-ses-v2-local/dist/store.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxFiles } from './ses-inbox-files.ts';

function mail(messageId: string, at: number): Email {
  return {
    messageId,
    from: 'website@fernly.example',
    replyTo: ['jordan.ellis@example.com'],
    destination: { to: ['support@fernly.example'], cc: [], bcc: [] },
    subject: `Website contact ${messageId}`,
    body: { text: `Message ${messageId}` },
    attachments: [],
    at,
  };
}

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'ses-inbox-files-'));
  clearStore();
});
afterEach(() => {
  clearStore();
  rmSync(folder, { recursive: true, force: true });
});

describe('inboxFiles', () => {
  it('keeps each mail the inbox receives as a file, and puts them back in order in a new store', () => {
    const files = inboxFiles(folder);
    files.restore();
    saveEmail(mail('ses-200', 1_800_000_200));
    saveEmail(mail('ses-100', 1_800_000_100));
    files.save();
    expect(readdirSync(folder).sort()).toEqual(['ses-100.json', 'ses-200.json']);

    clearStore();
    inboxFiles(folder).restore();
    expect(getStoreReadonly().emails).toEqual([
      mail('ses-100', 1_800_000_100),
      mail('ses-200', 1_800_000_200),
    ]);
  });

  it('starts from the folder alone, whatever the store held before', () => {
    saveEmail(mail('ses-from-another-stack', 1));
    inboxFiles(folder).restore();
    expect(getStoreReadonly().emails).toEqual([]);
  });

  it('removes the files of mail cleared from the inbox page', () => {
    const files = inboxFiles(folder);
    files.restore();
    saveEmail(mail('ses-300', 3));
    files.save();
    clearStore();
    files.save();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a file that is not a mail it kept, naming it', () => {
    writeFileSync(join(folder, 'ses-400.json'), JSON.stringify({ messageId: 'ses-400' }));
    expect(() => {
      inboxFiles(folder).restore();
    }).toThrow(`${join(folder, 'ses-400.json')} is not a mail the local SES inbox kept`);
  });

  it('writes each file whole, in aws-ses-v2-local’s own shape', () => {
    const files = inboxFiles(folder);
    files.restore();
    saveEmail(mail('ses-500', 5));
    files.save();
    expect(JSON.parse(readFileSync(join(folder, 'ses-500.json'), 'utf8'))).toEqual(mail('ses-500', 5));
    expect(readdirSync(folder)).toEqual(['ses-500.json']);
  });
});
