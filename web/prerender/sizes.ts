import { gzipSync } from 'node:zlib';

/** gzip -9 size: what the size budgets of tests/size-budgets.ts count. */
export const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
