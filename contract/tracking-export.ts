// The tracking table's daily exports, as the CDK stack writes and catalogues them and as the
// statistics read them: the same layout and the same typed schema in S3 (for Athena) and on disk
// (for DuckDB), so one SQL text runs on both (docs/decisions/0019).

/** Where the exports go in their bucket. */
export const exportRootPrefix = 'exports';
/** The Hive-style partition column of a day's export: the UTC day its records were written. */
export const exportPartitionColumn = 'received_day';
/**
 * The table the report's SQL reads: a Glue table in AWS, a view over the files in DuckDB. The
 * deployed Glue table keeps this name (decision 0077).
 */
export const exportTableName = 'tracking_export';

/** The prefix of one day's incremental export: `exports/received_day=2026-11-22`. */
export function exportDayPrefix(day: string): string {
  return `${exportRootPrefix}/${exportPartitionColumn}=${day}`;
}

/**
 * A column's type in the export's DynamoDB JSON: every attribute is an object keyed by its type
 * (`{"S": "…"}`, `{"BOOL": true}`, `{"L": […]}`), so the schema is structs of those keys.
 */
export type ExportColumnType =
  | 'string'
  | 'boolean'
  | { readonly struct: Readonly<Record<string, ExportColumnType>> }
  | { readonly array: ExportColumnType };

const stringAttribute: ExportColumnType = { struct: { S: 'string' } };
// DynamoDB JSON writes a number as text: `{"N": "1480"}`; the SQL casts it.
const numberAttribute: ExportColumnType = { struct: { N: 'string' } };

/**
 * The columns of an incremental export line that the report reads. Lines carry more
 * (`Metadata`, `Keys`, other attributes); both engines skip what the schema does not name. A line
 * without `NewImage` is a deletion (the table's TTL expiring an item) and is not counted.
 */
export const exportColumns: Readonly<Record<string, ExportColumnType>> = {
  NewImage: {
    struct: {
      pk: stringAttribute,
      sk: stringAttribute,
      receivedAt: stringAttribute,
      action: stringAttribute,
      visitor: stringAttribute,
      // The code of the visitor's network alone, which verdicts count visitors by too.
      network: stringAttribute,
      referrer: stringAttribute,
      queryString: stringAttribute,
      userAgent: stringAttribute,
      webView: { struct: { BOOL: 'boolean' } },
      page: stringAttribute,
      // The partner, under the attribute name stored items carry (the spec's wire name, 0077).
      affiliateSource: stringAttribute,
      // The experiment variant a record was made under.
      experiment: stringAttribute,
      variant: stringAttribute,
      // Only the count of earlier records is read: an empty history is a new browser.
      history: { struct: { L: { array: { struct: { M: { struct: { action: stringAttribute } } } } } } },
      // A page load's field speed (saveWebVitals).
      lcp: numberAttribute,
      lcpElement: stringAttribute,
      inp: numberAttribute,
      inpElement: stringAttribute,
      cls: numberAttribute,
      clsElement: stringAttribute,
      ttfb: numberAttribute,
      // The day's count of records dropped past their network's daily records (its own item).
      dropped: numberAttribute,
    },
  },
};

/** The type as Hive DDL and the Glue catalog write it: `struct<S:string>`. */
export function hiveType(type: ExportColumnType): string {
  if (type === 'string' || type === 'boolean') return type;
  if ('array' in type) return `array<${hiveType(type.array)}>`;
  const fields = Object.entries(type.struct).map(([name, field]) => `${name}:${hiveType(field)}`);
  return `struct<${fields.join(',')}>`;
}

/** The type as DuckDB writes it: `STRUCT("S" VARCHAR)`. */
export function duckdbType(type: ExportColumnType): string {
  if (type === 'string') return 'VARCHAR';
  if (type === 'boolean') return 'BOOLEAN';
  if ('array' in type) return `${duckdbType(type.array)}[]`;
  const fields = Object.entries(type.struct).map(([name, field]) => `"${name}" ${duckdbType(field)}`);
  return `STRUCT(${fields.join(', ')})`;
}

/** The stack outputs `npm run stats -- --stage` reads to find the catalogue and workgroup. */
export const statisticsOutputs = {
  database: 'StatisticsDatabase',
  workGroup: 'StatisticsWorkGroup',
} as const;
