-- The visit statistics report: every figure for the period asked for and the one of equal length
-- before it, added up from the days' rollups (`day_rollups`, the rows day-rollups.sql answers).
-- DuckDB keeps each day's rollups and runs this over them; Athena runs it as one statement with
-- day-rollups.sql as its first common table expression (report-query.ts joins the two), so both
-- engines run both texts (docs/decisions/0056). No row of the result stands for fewer than one
-- whole group: the report never lists a record.
--
-- Parameters, in order (report-query.ts gives them):
--   1     the first day of the period asked for: earlier days are the previous period;
--   2-5   a partner's slug, or '' for every visitor (the funnel and pages of one partner's
--         visits, or of every visit);
--   6     'day' or 'week', the unit of the period breakdown;
--   7, 8  the same partner, or '': field speed is reported for every visitor only;
--   9     the same partner, or '': and so are dropped records.
WITH
-- Each day's rows, in the period asked for or the one before.
days AS (
  SELECT
    *,
    CASE WHEN received >= ? THEN 'current' ELSE 'previous' END AS phase
  FROM day_rollups
),
-- The funnel and pages of the audience asked for, a row a day. A partner's total and its row in
-- the partner breakdown are both that partner's row of the breakdown over every visit.
funnel AS (
  SELECT
    breakdown, phase, received, page, partner, campaign_source, campaign_medium, campaign_name,
    referrer, device, browser, visitors, visits, page_views, bounces, taps, tapped_visitors,
    sign_ups, log_ins
  FROM days
  WHERE ? = '' AND scope IS NULL AND breakdown NOT IN ('speed', 'culprit', 'dropped')
  UNION ALL
  SELECT
    breakdown, phase, received, page, CAST(NULL AS VARCHAR), campaign_source, campaign_medium,
    campaign_name, referrer, device, browser, visitors, visits, page_views, bounces, taps,
    tapped_visitors, sign_ups, log_ins
  FROM days
  WHERE scope = 'partner' AND partner = ?
  UNION ALL
  SELECT
    'partner', phase, received, CAST(NULL AS VARCHAR), partner, CAST(NULL AS VARCHAR),
    CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
    CAST(NULL AS VARCHAR), visitors, visits, page_views, bounces, taps, tapped_visitors,
    sign_ups, log_ins
  FROM days
  WHERE breakdown = 'partner' AND scope IS NULL AND partner = ?
  UNION ALL
  SELECT
    'total', phase, received, CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
    CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
    CAST(NULL AS VARCHAR), visitors, visits, page_views, bounces, taps, tapped_visitors,
    sign_ups, log_ins
  FROM days
  WHERE breakdown = 'partner' AND scope IS NULL AND partner = ?
),
-- Each day's totals, in the period (day or week) it belongs to.
periods AS (
  SELECT
    phase,
    CAST(CAST(date_trunc(?, CAST(received AS DATE)) AS DATE) AS VARCHAR) AS period,
    visitors, visits, page_views, bounces, taps, tapped_visitors, sign_ups, log_ins
  FROM funnel
  WHERE breakdown = 'total'
),
-- How many measures had each value over the period, for each page and for all pages together
-- (page NULL).
speed_counts AS (
  SELECT phase, page, device, metric, value, CAST(sum(times) AS BIGINT) AS times
  FROM days
  WHERE breakdown = 'speed' AND ? = ''
  GROUP BY phase, page, device, metric, value
  UNION ALL
  SELECT phase, CAST(NULL AS VARCHAR), device, metric, value, CAST(sum(times) AS BIGINT)
  FROM days
  WHERE breakdown = 'speed' AND ? = ''
  GROUP BY phase, device, metric, value
),
ranked AS (
  SELECT
    phase, page, device, metric, value,
    sum(times) OVER (
      PARTITION BY phase, page, device, metric ORDER BY value
      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
    ) AS at_or_under,
    sum(times) OVER (PARTITION BY phase, page, device, metric) AS samples
  FROM speed_counts
),
-- The 75th percentile by nearest rank: the smallest value at least three quarters are at or under.
percentiles AS (
  SELECT
    phase, page, device, metric,
    CAST(max(samples) AS BIGINT) AS samples,
    min(CASE WHEN at_or_under * 4 >= samples * 3 THEN value END) AS p75
  FROM ranked
  GROUP BY phase, page, device, metric
),
-- The element most often named at fault, for each page and for all pages together (page NULL).
culprit_counts AS (
  SELECT phase, page, device, metric, element, CAST(sum(times) AS BIGINT) AS times
  FROM days
  WHERE breakdown = 'culprit'
  GROUP BY phase, page, device, metric, element
  UNION ALL
  SELECT phase, CAST(NULL AS VARCHAR), device, metric, element, CAST(sum(times) AS BIGINT)
  FROM days
  WHERE breakdown = 'culprit'
  GROUP BY phase, device, metric, element
),
culprits AS (
  SELECT
    phase, page, device, metric, element,
    row_number() OVER (PARTITION BY phase, page, device, metric ORDER BY times DESC, element) AS place
  FROM culprit_counts
)
SELECT
  breakdown, phase, page, partner, campaign_source, campaign_medium, campaign_name, referrer,
  device, browser,
  CAST(NULL AS VARCHAR) AS period,
  CAST(sum(visitors) AS BIGINT) AS visitors,
  CAST(sum(visits) AS BIGINT) AS visits,
  CAST(sum(page_views) AS BIGINT) AS page_views,
  CAST(sum(bounces) AS BIGINT) AS bounces,
  CAST(sum(taps) AS BIGINT) AS taps,
  CAST(sum(tapped_visitors) AS BIGINT) AS tapped_visitors,
  CAST(sum(sign_ups) AS BIGINT) AS sign_ups,
  CAST(sum(log_ins) AS BIGINT) AS log_ins,
  CAST(NULL AS VARCHAR) AS metric,
  CAST(NULL AS BIGINT) AS samples,
  CAST(NULL AS DOUBLE) AS p75,
  CAST(NULL AS VARCHAR) AS element,
  CAST(NULL AS BIGINT) AS dropped
FROM funnel
GROUP BY
  breakdown, phase, page, partner, campaign_source, campaign_medium, campaign_name, referrer,
  device, browser
UNION ALL
SELECT
  'period', phase,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  period,
  CAST(sum(visitors) AS BIGINT), CAST(sum(visits) AS BIGINT), CAST(sum(page_views) AS BIGINT),
  CAST(sum(bounces) AS BIGINT), CAST(sum(taps) AS BIGINT), CAST(sum(tapped_visitors) AS BIGINT),
  CAST(sum(sign_ups) AS BIGINT), CAST(sum(log_ins) AS BIGINT),
  CAST(NULL AS VARCHAR), CAST(NULL AS BIGINT), CAST(NULL AS DOUBLE), CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT)
FROM periods
GROUP BY phase, period
UNION ALL
SELECT
  'speed', p.phase, p.page,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), p.device, CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  p.metric, p.samples, p.p75, c.element, CAST(NULL AS BIGINT)
FROM percentiles p
LEFT JOIN culprits c
  ON c.phase = p.phase AND c.device = p.device AND c.metric = p.metric AND c.place = 1
  AND (c.page = p.page OR (c.page IS NULL AND p.page IS NULL))
UNION ALL
-- Records dropped past their network's daily records, which no partner's visits own: reported to
-- every visitor's report only.
SELECT
  'dropped', phase,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS VARCHAR), CAST(NULL AS BIGINT), CAST(NULL AS DOUBLE), CAST(NULL AS VARCHAR),
  CAST(sum(times) AS BIGINT)
FROM days
WHERE breakdown = 'dropped' AND ? = ''
GROUP BY phase
