import { describe, expect, it } from 'vitest';
import {
  duckdbType,
  exportColumns,
  exportDayPrefix,
  hiveType,
  type ExportColumnType,
} from './tracking-export.ts';

const attribute: ExportColumnType = { struct: { S: 'string' } };
const list: ExportColumnType = { struct: { L: { array: { struct: { M: { struct: { a: attribute } } } } } } };

describe('export column types', () => {
  it('write the same shape for Glue and for DuckDB', () => {
    expect(hiveType(attribute)).toBe('struct<S:string>');
    expect(duckdbType(attribute)).toBe('STRUCT("S" VARCHAR)');
    expect(hiveType(list)).toBe('struct<L:array<struct<M:struct<a:struct<S:string>>>>>');
    expect(duckdbType(list)).toBe('STRUCT("L" STRUCT("M" STRUCT("a" STRUCT("S" VARCHAR)))[])');
    expect(hiveType({ struct: { BOOL: 'boolean' } })).toBe('struct<BOOL:boolean>');
  });

  it('name every attribute the report and the experiment verdict read', () => {
    const image = exportColumns.NewImage;
    expect(
      image !== undefined && typeof image === 'object' && 'struct' in image && Object.keys(image.struct),
    ).toEqual([
      'pk',
      'sk',
      'receivedAt',
      'action',
      'visitor',
      'network',
      'referrer',
      'queryString',
      'userAgent',
      'webView',
      'page',
      'affiliateSource',
      'experiment',
      'variant',
      'history',
      'lcp',
      'lcpElement',
      'inp',
      'inpElement',
      'cls',
      'clsElement',
      'ttfb',
      'dropped',
    ]);
  });

  it('put a day under a Hive-style partition', () => {
    expect(exportDayPrefix('2026-11-22')).toBe('exports/received_day=2026-11-22');
  });
});
