-- The visit statistics report: every figure in one pass over the tracking table's export, for
-- the period asked for and the one of equal length before it. The same text runs in DuckDB (`npm
-- run stats`) and in Amazon Athena (`npm run stats -- --stage`, the aggregates job, the weekly
-- mail), so it keeps to SQL both engines read alike; docs/statistics.md lists each construct with
-- its documentation in both. No row of the result stands for fewer than one whole group: the
-- report never lists a record.
--
-- People and visits (decision 0036): a record's `visitor` is a keyed hash of its network and
-- browser under a key of its UTC day, so a visitor is one code on one day. A visit is a visitor's
-- page views and taps with gaps under 30 minutes; it lands on its first record's page, and its
-- partner, campaign, referrer, device and browser are that record's. A record stored before
-- visitor codes existed is a visitor and a visit of its own. A sign-up or log-in the web app
-- reports counts for the visitor's last visit with a tap that day, or, with none, by its own
-- fields (the tap that opened the app).
--
-- The plan, for speed on DuckDB (docs/decisions/0051): one scan, reduced at once to `records`,
-- the only wide table DuckDB keeps for several readers; visitor-days and visits are numbered, and
-- those numbers, not the codes, are what visits are grouped, joined and counted by; each user
-- agent's class is worked out once per record, never twice.
--
-- Parameters, in order (report-query.ts gives them):
--   1, 2  first and last export partition to read (the last is a day after the last day asked
--         for, since a record received just before midnight can be written just after it);
--   3     the first day of the period asked for: earlier days are the previous period;
--   4     'day' or 'week', the unit of the period breakdown;
--   5, 6  the first day of the previous period and the last day asked for;
--   7     a partner's slug, or '' for every partner: field speed is reported for every partner only;
--   8-11  the same four times more (visits, then pages).
WITH items AS (
  SELECT
    substr(NewImage.pk.S, 7) AS received,
    NewImage.sk.S AS sk,
    NewImage.receivedAt.S AS received_at,
    NewImage.action.S AS action,
    NewImage.visitor.S AS visitor,
    NewImage.referrer.S AS referrer,
    -- After the handler's minimisation the query string holds only campaign parameters; records
    -- stored before it hold the whole query string, and the same extraction reads both.
    NewImage.queryString.S AS query_string,
    NewImage.userAgent.S AS user_agent,
    NewImage.webView.BOOL AS web_view,
    NewImage.page.S AS page,
    NewImage.affiliateSource.S AS affiliate_source,
    json_array_length(CAST(NewImage.history.L AS JSON)) AS earlier_records,
    NewImage.lcp.N AS lcp,
    NewImage.lcpElement.S AS lcp_element,
    NewImage.inp.N AS inp,
    NewImage.inpElement.S AS inp_element,
    NewImage.cls.N AS cls,
    NewImage.clsElement.S AS cls_element,
    NewImage.ttfb.N AS ttfb,
    -- The screen class, by which field speed is judged, as Google's own field data is: tablets
    -- before phones, since Android tablets say Android without Mobile; iPadOS Safari presents as a
    -- Mac: desktop. Worked out here once and reused by the device below.
    CASE
      WHEN NewImage.userAgent.S LIKE '%iPad%' OR NewImage.userAgent.S LIKE '%Tablet%'
        OR (NewImage.userAgent.S LIKE '%Android%' AND NewImage.userAgent.S NOT LIKE '%Mobile%') THEN 'tablet'
      WHEN NewImage.userAgent.S LIKE '%iPhone%' OR NewImage.userAgent.S LIKE '%iPod%' OR NewImage.userAgent.S LIKE '%Android%'
        OR NewImage.userAgent.S LIKE '%Mobile%' THEN 'phone'
      ELSE 'desktop'
    END AS screen,
    -- The referrer's host: `https://www.google.com/search?q=x` → `www.google.com`.
    lower(split_part(split_part(NewImage.referrer.S, '://', 2), '/', 1)) AS referrer_host
  FROM tracking_export
  WHERE received_day BETWEEN ? AND ?
    AND NewImage IS NOT NULL
    AND NewImage.pk.S LIKE 'VISIT#%'
),
-- Every record of both periods, reduced to what the figures need. DuckDB keeps this in memory
-- for the three readers below (visits, reports, field speed), so it holds only short columns.
records AS (
  SELECT
    CASE WHEN received >= ? THEN 'current' ELSE 'previous' END AS phase,
    CAST(CAST(date_trunc(?, CAST(received AS DATE)) AS DATE) AS VARCHAR) AS period,
    received,
    coalesce(received_at, received) AS received_at,
    sk,
    action,
    coalesce(visitor, sk) AS visitor_key,
    -- Seconds into the UTC day: a visitor's records all share one day.
    coalesce(
      CAST(substr(received_at, 12, 2) AS INTEGER) * 3600 + CAST(substr(received_at, 15, 2) AS INTEGER) * 60
        + CAST(substr(received_at, 18, 2) AS INTEGER),
      0
    ) AS seconds,
    -- Records sent before `page` existed count as unknown; then a missing partner means none.
    coalesce(page, 'unknown') AS page,
    CASE
      WHEN affiliate_source IS NOT NULL THEN affiliate_source
      WHEN page IS NOT NULL THEN NULL
      ELSE 'unknown'
    END AS partner,
    -- As sent, with `+` read as a space. Not percent-decoded: one engine fails the whole query on
    -- an escape that is not UTF-8, which an old record's raw query string may hold. The LIKE only
    -- spares the pattern match where it cannot match (`_` matches any character).
    CASE
      WHEN query_string LIKE '%utm_source=%'
        THEN replace(nullif(regexp_extract(query_string, '[?&]utm_source=([^&]*)', 1), ''), '+', ' ')
    END AS campaign_source,
    CASE
      WHEN query_string LIKE '%utm_medium=%'
        THEN replace(nullif(regexp_extract(query_string, '[?&]utm_medium=([^&]*)', 1), ''), '+', ' ')
    END AS campaign_medium,
    CASE
      WHEN query_string LIKE '%utm_campaign=%'
        THEN replace(nullif(regexp_extract(query_string, '[?&]utm_campaign=([^&]*)', 1), ''), '+', ' ')
    END AS campaign_name,
    CASE
      WHEN referrer = 'Direct' THEN 'Direct'
      WHEN referrer_host = '' OR referrer_host IS NULL THEN 'Unknown'
      WHEN referrer_host LIKE 'google.%' OR referrer_host LIKE 'www.google.%'
        OR referrer_host IN ('bing.com', 'www.bing.com', 'duckduckgo.com', 'html.duckduckgo.com',
          'search.yahoo.com', 'www.ecosia.org', 'search.brave.com', 'www.baidu.com', 'yandex.ru',
          'yandex.com', 'www.startpage.com', 'www.qwant.com', 'kagi.com')
        OR referrer LIKE 'android-app://com.google.android.googlequicksearchbox%'
        THEN 'Search'
      WHEN referrer_host IN ('facebook.com', 'www.facebook.com', 'm.facebook.com', 'l.facebook.com',
          'lm.facebook.com', 'instagram.com', 'www.instagram.com', 'l.instagram.com', 't.co',
          'twitter.com', 'x.com', 'www.linkedin.com', 'linkedin.com', 'lnkd.in', 'www.tiktok.com',
          'tiktok.com', 'www.reddit.com', 'old.reddit.com', 'out.reddit.com', 'www.youtube.com',
          'youtube.com', 'm.youtube.com', 'www.pinterest.com', 'pinterest.com', 'pin.it',
          'www.threads.net', 'threads.net', 'bsky.app')
        OR referrer LIKE 'android-app://com.facebook.%'
        OR referrer LIKE 'android-app://com.instagram.%'
        OR referrer LIKE 'android-app://com.zhiliaoapp.musically%'
        THEN 'Social'
      ELSE split_part(referrer, '://', 1) || '://' || referrer_host
    END AS referrer,
    -- In-app browsers first, by the app's own mark in the user agent, then the screen class. A
    -- speed record's device is its screen class alone.
    CASE
      WHEN action = 'WebVitals' THEN screen
      WHEN user_agent LIKE '%Instagram%' THEN 'in-app: Instagram'
      WHEN user_agent LIKE '%FBAN/%' OR user_agent LIKE '%FBAV/%' OR user_agent LIKE '%FB_IAB%' THEN 'in-app: Facebook'
      WHEN user_agent LIKE '%musical_ly%' OR user_agent LIKE '%BytedanceWebview%' OR user_agent LIKE '%TikTok%' THEN 'in-app: TikTok'
      WHEN user_agent LIKE '%LinkedInApp%' THEN 'in-app: LinkedIn'
      WHEN user_agent LIKE '%Snapchat%' THEN 'in-app: Snapchat'
      WHEN user_agent LIKE '%Pinterest%' THEN 'in-app: Pinterest'
      WHEN user_agent LIKE '%Twitter%' THEN 'in-app: X'
      WHEN user_agent LIKE '% GSA/%' THEN 'in-app: Google'
      WHEN web_view THEN 'in-app: other'
      ELSE screen
    END AS device,
    CASE WHEN earlier_records > 0 THEN 'returning' ELSE 'new' END AS browser,
    -- DynamoDB stores a number as its text (`{"N": "1480"}`), always a valid number.
    CAST(lcp AS DOUBLE) AS lcp, lcp_element, CAST(inp AS DOUBLE) AS inp, inp_element,
    CAST(cls AS DOUBLE) AS cls, cls_element, CAST(ttfb AS DOUBLE) AS ttfb
  FROM items
  WHERE received BETWEEN ? AND ?
),
-- A visitor-day's records in order: a gap of 30 minutes or more starts a visit.
activity AS (
  SELECT
    phase, period, received, visitor_key, received_at, sk, seconds, action, page, partner,
    campaign_source, campaign_medium, campaign_name, referrer, device, browser,
    lag(seconds) OVER (PARTITION BY received, visitor_key ORDER BY received_at, sk) AS previous_seconds
  FROM records
  WHERE action IN ('WebsiteVisit', 'DownloadClicked')
),
steps AS (
  SELECT
    *,
    CASE WHEN previous_seconds IS NULL OR seconds - previous_seconds >= 1800 THEN 1 ELSE 0 END AS starts_visit
  FROM activity
),
-- Each visit is numbered within its visitor-day, and each visitor-day gets a number of its own
-- (decision 0051): visits are grouped, joined and counted on numbers, cheaper than the codes.
numbered AS (
  SELECT
    phase, period, received, visitor_key, action, page, starts_visit, partner,
    campaign_source, campaign_medium, campaign_name, referrer, device, browser,
    count(CASE WHEN starts_visit = 1 THEN 1 END) OVER (
      PARTITION BY received, visitor_key ORDER BY received_at, sk
      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
    ) AS visit_number,
    -- The visitor-day as a number: the day (20261122) times a billion, plus the visitor's place
    -- among the day's codes.
    CAST(replace(received, '-', '') AS BIGINT) * 1000000000
      + dense_rank() OVER (PARTITION BY received ORDER BY visitor_key) AS visitor_day
  FROM steps
),
-- One row a visit, with what it landed on: the one record that started it.
visits AS (
  SELECT
    phase,
    period,
    visitor_day,
    visit_number,
    max(CASE WHEN starts_visit = 1 THEN page END) AS page,
    max(CASE WHEN starts_visit = 1 THEN partner END) AS partner,
    max(CASE WHEN starts_visit = 1 THEN campaign_source END) AS campaign_source,
    max(CASE WHEN starts_visit = 1 THEN campaign_medium END) AS campaign_medium,
    max(CASE WHEN starts_visit = 1 THEN campaign_name END) AS campaign_name,
    max(CASE WHEN starts_visit = 1 THEN referrer END) AS referrer,
    max(CASE WHEN starts_visit = 1 THEN device END) AS device,
    max(CASE WHEN starts_visit = 1 THEN browser END) AS browser,
    count(CASE WHEN action = 'WebsiteVisit' THEN 1 END) AS page_views,
    count(CASE WHEN action = 'DownloadClicked' THEN 1 END) AS taps
  FROM numbered
  GROUP BY phase, period, visitor_day, visit_number
),
-- Each visitor-day's last visit with a tap.
tapped AS (
  SELECT received, visitor_key, max(visitor_day) AS visitor_day, max(visit_number) AS visit_number
  FROM numbered
  WHERE action = 'DownloadClicked'
  GROUP BY received, visitor_key
),
reported AS (
  SELECT
    c.phase, c.period, c.received, c.action, c.page, c.partner, c.campaign_source,
    c.campaign_medium, c.campaign_name, c.referrer, c.device, t.visitor_day, t.visit_number
  FROM records c
  LEFT JOIN tapped t ON t.received = c.received AND t.visitor_key = c.visitor_key
  WHERE c.action IN ('SignUp', 'LogIn')
),
visit_reports AS (
  SELECT
    visitor_day,
    visit_number,
    count(CASE WHEN action = 'SignUp' THEN 1 END) AS sign_ups,
    count(CASE WHEN action = 'LogIn' THEN 1 END) AS log_ins
  FROM reported
  WHERE visit_number IS NOT NULL
  GROUP BY visitor_day, visit_number
),
funnel AS (
  SELECT
    v.phase, v.period, v.page, v.partner, v.campaign_source, v.campaign_medium, v.campaign_name,
    v.referrer, v.device, v.browser,
    v.visitor_day,
    1 AS visits,
    v.page_views,
    CASE WHEN v.page_views <= 1 AND v.taps = 0 THEN 1 ELSE 0 END AS bounces,
    v.taps,
    CASE WHEN v.taps > 0 THEN v.visitor_day END AS tapped_visitor_day,
    coalesce(r.sign_ups, 0) AS sign_ups,
    coalesce(r.log_ins, 0) AS log_ins
  FROM visits v
  LEFT JOIN visit_reports r ON r.visitor_day = v.visitor_day AND r.visit_number = v.visit_number
  UNION ALL
  SELECT
    phase, period, page, partner, campaign_source, campaign_medium, campaign_name, referrer, device,
    'returning' AS browser,
    CAST(NULL AS BIGINT) AS visitor_day,
    0 AS visits,
    0 AS page_views,
    0 AS bounces,
    0 AS taps,
    CAST(NULL AS BIGINT) AS tapped_visitor_day,
    CASE WHEN action = 'SignUp' THEN 1 ELSE 0 END AS sign_ups,
    CASE WHEN action = 'LogIn' THEN 1 ELSE 0 END AS log_ins
  FROM reported
  WHERE visit_number IS NULL
),
-- Page views and taps by the page they happened on, each counted for its visit's partner.
pages AS (
  SELECT n.phase, n.page, n.visitor_day, n.action, v.partner
  FROM numbered n
  JOIN visits v ON v.visitor_day = n.visitor_day AND v.visit_number = n.visit_number
),
-- Field speed: one row a measure.
speed_values AS (
  SELECT phase, page, device, 'lcp' AS metric, lcp AS value, lcp_element AS element
  FROM records WHERE action = 'WebVitals' AND lcp IS NOT NULL
  UNION ALL
  SELECT phase, page, device, 'inp', inp, inp_element
  FROM records WHERE action = 'WebVitals' AND inp IS NOT NULL
  UNION ALL
  SELECT phase, page, device, 'cls', cls, cls_element
  FROM records WHERE action = 'WebVitals' AND cls IS NOT NULL
  UNION ALL
  SELECT phase, page, device, 'ttfb', ttfb, CAST(NULL AS VARCHAR)
  FROM records WHERE action = 'WebVitals' AND ttfb IS NOT NULL
),
-- Each page's figures, and again for all pages together (page NULL).
speed AS (
  SELECT phase, page, device, metric, value FROM speed_values
  UNION ALL
  SELECT phase, CAST(NULL AS VARCHAR), device, metric, value FROM speed_values
),
ranked AS (
  SELECT
    *,
    row_number() OVER (PARTITION BY phase, page, device, metric ORDER BY value) AS position,
    count(*) OVER (PARTITION BY phase, page, device, metric) AS samples
  FROM speed
  WHERE ? = ''
),
-- The 75th percentile by nearest rank: the smallest value at least three quarters are at or under.
percentiles AS (
  SELECT
    phase, page, device, metric,
    max(samples) AS samples,
    min(CASE WHEN position * 4 >= samples * 3 THEN value END) AS p75
  FROM ranked
  GROUP BY phase, page, device, metric
),
-- The element most often named at fault, for each page and for all pages together (page NULL).
culprits AS (
  SELECT
    phase, page, device, metric, element, count(*) AS times,
    row_number() OVER (PARTITION BY phase, page, device, metric ORDER BY count(*) DESC, element) AS place
  FROM speed_values
  WHERE element IS NOT NULL
  GROUP BY GROUPING SETS ((phase, page, device, metric, element), (phase, device, metric, element))
)
SELECT
  CASE
    WHEN GROUPING(page) = 0 THEN 'landingPage'
    WHEN GROUPING(partner) = 0 THEN 'partner'
    WHEN GROUPING(campaign_source) = 0 THEN 'campaign'
    WHEN GROUPING(referrer) = 0 THEN 'referrer'
    WHEN GROUPING(device) = 0 THEN 'device'
    WHEN GROUPING(browser) = 0 THEN 'browser'
    WHEN GROUPING(period) = 0 THEN 'period'
    ELSE 'total'
  END AS breakdown,
  phase,
  page,
  partner,
  campaign_source,
  campaign_medium,
  campaign_name,
  referrer,
  device,
  browser,
  period,
  count(DISTINCT visitor_day) AS visitors,
  CAST(sum(visits) AS BIGINT) AS visits,
  CAST(sum(page_views) AS BIGINT) AS page_views,
  CAST(sum(bounces) AS BIGINT) AS bounces,
  CAST(sum(taps) AS BIGINT) AS taps,
  count(DISTINCT tapped_visitor_day) AS tapped_visitors,
  CAST(sum(sign_ups) AS BIGINT) AS sign_ups,
  CAST(sum(log_ins) AS BIGINT) AS log_ins,
  CAST(NULL AS VARCHAR) AS metric,
  CAST(NULL AS BIGINT) AS samples,
  CAST(NULL AS DOUBLE) AS p75,
  CAST(NULL AS VARCHAR) AS element
FROM funnel
WHERE (? = '' OR partner = ?)
GROUP BY GROUPING SETS (
  (phase),
  (phase, page),
  (phase, partner),
  (phase, campaign_source, campaign_medium, campaign_name),
  (phase, referrer),
  (phase, device),
  (phase, browser),
  (phase, period)
)
UNION ALL
SELECT
  'page', phase, page,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  count(DISTINCT visitor_day),
  CAST(NULL AS BIGINT),
  count(CASE WHEN action = 'WebsiteVisit' THEN 1 END),
  CAST(NULL AS BIGINT),
  count(CASE WHEN action = 'DownloadClicked' THEN 1 END),
  count(DISTINCT CASE WHEN action = 'DownloadClicked' THEN visitor_day END),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS VARCHAR), CAST(NULL AS BIGINT), CAST(NULL AS DOUBLE), CAST(NULL AS VARCHAR)
FROM pages
WHERE (? = '' OR partner = ?)
GROUP BY phase, page
UNION ALL
SELECT
  'speed', p.phase, p.page,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), p.device, CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  p.metric, p.samples, p.p75, c.element
FROM percentiles p
LEFT JOIN culprits c
  ON c.phase = p.phase AND c.device = p.device AND c.metric = p.metric AND c.place = 1
  AND (c.page = p.page OR (c.page IS NULL AND p.page IS NULL))
