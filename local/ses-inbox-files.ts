// The local SES inbox's mail, kept as files in the data folder so it survives a restart.
// aws-ses-v2-local keeps what it receives only in memory, in one store per process
// (aws-ses-v2-local/dist/store.js). After each request to the inbox the store is written out, one
// JSON file per mail in aws-ses-v2-local's own shape, and a mail cleared from the inbox page is
// removed; on start the files are put back into the store. Because the store belongs to the
// process, one process runs one persistent inbox.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearStore, getStoreReadonly, type Email } from 'aws-ses-v2-local/dist/store.js';
import { z } from 'zod';

const emailSchema = z.object({
  messageId: z.string().min(1),
  from: z.string(),
  replyTo: z.array(z.string()),
  destination: z.object({ to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()) }),
  subject: z.string(),
  body: z.object({ html: z.string().optional(), text: z.string().optional() }),
  attachments: z.array(
    z.object({
      content: z.string(),
      contentType: z.string(),
      filename: z.string().optional(),
      size: z.number(),
    }),
  ),
  headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  /** Seconds since the epoch; the inbox page asks for mail newer than it has. */
  at: z.number(),
}) satisfies z.ZodType<Email>;

const mailFileSuffix = '.json';

function fileNameOf(messageId: string): string {
  return `${encodeURIComponent(messageId)}${mailFileSuffix}`;
}

interface InboxFiles {
  readonly folder: string;
  /** Empties the store and fills it with the folder's mail, oldest first. */
  restore(): void;
  /** Writes the store's new mail to the folder and removes the files of mail no longer in it. */
  save(): void;
}

export function inboxFiles(folder: string): InboxFiles {
  /** The message ids that have a file in the folder. */
  const saved = new Set<string>();
  return {
    folder,
    restore() {
      mkdirSync(folder, { recursive: true });
      saved.clear();
      const mail = readdirSync(folder)
        .filter((name) => name.endsWith(mailFileSuffix))
        .map((name) => {
          const path = join(folder, name);
          const parsed = emailSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
          if (!parsed.success) {
            throw new Error(
              `${path} is not a mail the local SES inbox kept (${parsed.error.issues[0]?.message ?? 'invalid'}); ` +
                'move it away and start again.',
            );
          }
          return parsed.data;
        })
        .sort((first, second) => first.at - second.at || first.messageId.localeCompare(second.messageId));
      clearStore();
      // Pushed into the store as it is, not through saveEmail, which would also forward each old
      // mail again to an SMTP server when SMTP_TRANSPORT is set.
      getStoreReadonly().emails.push(...mail);
      for (const email of mail) saved.add(email.messageId);
    },
    save() {
      const emails = getStoreReadonly().emails;
      const present = new Set(emails.map((email) => email.messageId));
      for (const email of emails) {
        if (saved.has(email.messageId)) continue;
        const path = join(folder, fileNameOf(email.messageId));
        // Written whole, then renamed, so a stack stopped mid-write leaves no half a mail.
        writeFileSync(`${path}.partial`, `${JSON.stringify(email, null, 2)}\n`);
        renameSync(`${path}.partial`, path);
        saved.add(email.messageId);
      }
      for (const messageId of saved) {
        if (present.has(messageId)) continue;
        rmSync(join(folder, fileNameOf(messageId)), { force: true });
        saved.delete(messageId);
      }
    },
  };
}
