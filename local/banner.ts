// What `npm start` prints once the stack is up: where each part answers and where its data is
// kept, in a few lines a newcomer reads at a glance.
import { relative } from 'node:path';
import { apiBasePath, apiOperations } from '../contract/operations.ts';
import { webAppPaths } from '../contract/web-app-paths.ts';

interface BannerFacts {
  readonly url: string;
  readonly appOrigin: string;
  readonly builtAppOrigin: string | undefined;
  /** The editor, on an origin of its own as deployed (decision 0060). */
  readonly editorUrl: string;
  readonly inboxUrl: string;
  readonly dataDir: string;
  readonly tableName: string;
  readonly dynamodb: { readonly endpoint: string };
}

/** The banner's lines; the data folder is shown from the working folder when it is inside it. */
export function stackBanner(stack: BannerFacts, workingDir = process.cwd()): string[] {
  const fromHere = relative(workingDir, stack.dataDir);
  const dataDir = fromHere === '' || fromHere.startsWith('..') ? stack.dataDir : fromHere;
  const operations = apiOperations.map((operation) => operation.operationId).join(', ');
  return [
    'Fernly is running. Ctrl-C stops it; npm start -- --help lists the options.',
    `  Site       ${stack.url}/`,
    `  API        ${stack.url}${apiBasePath}/  (${operations})`,
    `  Web app    ${stack.appOrigin}${webAppPaths.signup}  (a stand-in that reports sign-ups to the API)`,
    ...(stack.builtAppOrigin === undefined || stack.builtAppOrigin === stack.appOrigin
      ? []
      : [
          `             The calls to action of this build open ${stack.builtAppOrigin}; start without --no-build to open the stand-in.`,
        ]),
    `  Editor     ${stack.editorUrl}  (local mode: edits this working tree's content/)`,
    `  SES inbox  ${stack.inboxUrl}  (the mail the site sends)`,
    `  DynamoDB   ${stack.dynamodb.endpoint}  (table ${stack.tableName})`,
    `  Data       ${dataDir}  (tables and mail, kept across restarts)`,
  ];
}
