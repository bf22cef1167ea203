-- The counts of an experiment's verdict (report/experiment-verdict.ts): for each variant, the
-- visitors shown it, the visitors among them who tapped a call to action, and those who then
-- signed up in the web app (its sign-up report carries the experiment and variant of the record
-- the call to action sent, and that tap's codes). A visitor is the record's `visitor` code, a keyed
-- hash of network and browser under a key of its UTC day, so one person on one day. Each of the
-- three is counted again by viewer key, the record's `network` code (the same of the network
-- alone): forged visitors, many browsers on few networks, raise the first count and not the second
-- (decision 0062). A record stored before network codes existed is a network of its own. Records
-- carry `experiment` and `variant` only while the visitor is in the experiment
-- (web/src/features/tracking/experiment-variant.ts); records without a visitor code (sent before
-- codes existed) are left out. The same text runs in DuckDB and Athena (decision 0019).
--
-- Parameters, in order (report/experiment-query.ts gives them):
--   1, 2  first and last export partition to read (the last a day after the last day asked for);
--   3     the experiment's id;
--   4, 5  first and last day asked for (the UTC day the server received the record).
WITH records AS (
  SELECT
    substr(NewImage.pk.S, 7) AS received,
    NewImage.action.S AS action,
    NewImage.visitor.S AS visitor,
    coalesce(NewImage.network.S, NewImage.visitor.S) AS viewer_key,
    NewImage.experiment.S AS experiment,
    NewImage.variant.S AS variant
  FROM tracking_export
  WHERE received_day BETWEEN ? AND ?
    AND NewImage IS NOT NULL
)
SELECT
  variant,
  CAST(count(DISTINCT visitor) AS VARCHAR) AS visitors,
  CAST(count(DISTINCT viewer_key) AS VARCHAR) AS viewer_keys,
  CAST(count(DISTINCT CASE WHEN action = 'DownloadClicked' THEN visitor END) AS VARCHAR) AS tapped,
  CAST(count(DISTINCT CASE WHEN action = 'DownloadClicked' THEN viewer_key END) AS VARCHAR) AS tapped_viewer_keys,
  CAST(count(DISTINCT CASE WHEN action = 'SignUp' THEN visitor END) AS VARCHAR) AS signed_up,
  CAST(count(DISTINCT CASE WHEN action = 'SignUp' THEN viewer_key END) AS VARCHAR) AS signed_up_viewer_keys
FROM records
WHERE experiment = ?
  AND received BETWEEN ? AND ?
  AND variant IS NOT NULL
  AND visitor IS NOT NULL
GROUP BY variant
ORDER BY variant
