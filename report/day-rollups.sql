-- One UTC day's statistics, or several days' side by side: every figure of the visit report,
-- counted per day of receipt. `report.sql` adds days up into periods, so a report over a month
-- reads a month of these rows instead of a month of records (docs/decisions/0056).
--
-- Every figure adds up across days: a visitor is one code on one day (decision 0036), so a visit
-- never crosses midnight and a day's distinct visitors are distinct from any other day's. Field
-- speed is kept as how many measures had each value, from which a percentile over any run of days
-- is exact; the element named at fault, as a count per element.
--
-- A partner's report counts only the visits that partner brought, and a visitor who came through
-- two partners in a day is one visitor of each and one of everyone. So the breakdowns are counted
-- twice: over every visit (scope NULL), and per partner (scope 'partner'); the partner breakdown
-- over every visit is also each partner's total.
--
-- The same text runs in DuckDB (`npm run stats`, a batch of days at a time, kept per day) and, as
-- the first part of report.sql's one statement, in Amazon Athena; docs/statistics.md lists each
-- construct with its documentation in both. Within a day, the plan is decision 0051's: one scan,
-- reduced at once to `records`; visitor-days and visits numbered, each user agent classified once.
--
-- People and visits (decision 0036): a record's `visitor` is a keyed hash of its network and
-- browser under a key of its UTC day. A visit is a visitor's page views and taps with gaps under
-- 30 minutes; it lands on its first record's page, and its partner, campaign, referrer, device and
-- browser are that record's. A record stored before visitor codes existed is a visitor and a visit
-- of its own. A sign-up or log-in the web app reports counts for the visitor's last visit with a
-- tap that day, or, with none, by its own fields (the tap that opened the app).
--
-- A day's partition also holds one item that is no record: the count of records dropped that day
-- past their network's daily records (decision 0062), rolled up as it is.
--
-- Parameters, in order:
--   1, 2  first and last export partition to read (the last is a day after the last day asked
--         for, since a record received just before midnight can be written just after it);
--   3, 4  the first and last day of receipt to count.
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
    NewImage.dropped.N AS dropped,
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
-- Every record of the days asked for, reduced to what the figures need. DuckDB keeps this in
-- memory for the three readers below (visits, reports, field speed), so it holds only short columns.
records AS (
  SELECT
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
    CAST(cls AS DOUBLE) AS cls, cls_element, CAST(ttfb AS DOUBLE) AS ttfb,
    CAST(dropped AS BIGINT) AS dropped
  FROM items
  WHERE received BETWEEN ? AND ?
),
-- A visitor-day's records in order: a gap of 30 minutes or more starts a visit.
activity AS (
  SELECT
    received, visitor_key, received_at, sk, seconds, action, page, partner,
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
    received, visitor_key, action, page, starts_visit, partner,
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
    received,
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
  GROUP BY received, visitor_day, visit_number
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
    c.received, c.action, c.page, c.partner, c.campaign_source,
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
    v.received, v.page, v.partner, v.campaign_source, v.campaign_medium, v.campaign_name,
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
    received, page, partner, campaign_source, campaign_medium, campaign_name, referrer, device,
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
  SELECT n.received, n.page, n.visitor_day, n.action, v.partner
  FROM numbered n
  JOIN visits v ON v.visitor_day = n.visitor_day AND v.visit_number = n.visit_number
),
-- Field speed: one row a measure.
speed_values AS (
  SELECT received, page, device, 'lcp' AS metric, lcp AS value, lcp_element AS element
  FROM records WHERE action = 'WebVitals' AND lcp IS NOT NULL
  UNION ALL
  SELECT received, page, device, 'inp', inp, inp_element
  FROM records WHERE action = 'WebVitals' AND inp IS NOT NULL
  UNION ALL
  SELECT received, page, device, 'cls', cls, cls_element
  FROM records WHERE action = 'WebVitals' AND cls IS NOT NULL
  UNION ALL
  SELECT received, page, device, 'ttfb', ttfb, CAST(NULL AS VARCHAR)
  FROM records WHERE action = 'WebVitals' AND ttfb IS NOT NULL
)
-- The funnel's breakdowns, over every visit and per partner.
SELECT
  received,
  CASE
    WHEN GROUPING(page) = 0 THEN 'landingPage'
    WHEN GROUPING(campaign_source) = 0 THEN 'campaign'
    WHEN GROUPING(referrer) = 0 THEN 'referrer'
    WHEN GROUPING(device) = 0 THEN 'device'
    WHEN GROUPING(browser) = 0 THEN 'browser'
    WHEN GROUPING(partner) = 0 THEN 'partner'
    ELSE 'total'
  END AS breakdown,
  CASE
    WHEN GROUPING(partner) = 0 AND (GROUPING(page) = 0 OR GROUPING(campaign_source) = 0
      OR GROUPING(referrer) = 0 OR GROUPING(device) = 0 OR GROUPING(browser) = 0) THEN 'partner'
  END AS scope,
  page,
  partner,
  campaign_source,
  campaign_medium,
  campaign_name,
  referrer,
  device,
  browser,
  count(DISTINCT visitor_day) AS visitors,
  CAST(sum(visits) AS BIGINT) AS visits,
  CAST(sum(page_views) AS BIGINT) AS page_views,
  CAST(sum(bounces) AS BIGINT) AS bounces,
  CAST(sum(taps) AS BIGINT) AS taps,
  count(DISTINCT tapped_visitor_day) AS tapped_visitors,
  CAST(sum(sign_ups) AS BIGINT) AS sign_ups,
  CAST(sum(log_ins) AS BIGINT) AS log_ins,
  CAST(NULL AS VARCHAR) AS metric,
  CAST(NULL AS DOUBLE) AS value,
  CAST(NULL AS VARCHAR) AS element,
  CAST(NULL AS BIGINT) AS times
FROM funnel
GROUP BY GROUPING SETS (
  (received),
  (received, page),
  (received, partner),
  (received, campaign_source, campaign_medium, campaign_name),
  (received, referrer),
  (received, device),
  (received, browser),
  (received, partner, page),
  (received, partner, campaign_source, campaign_medium, campaign_name),
  (received, partner, referrer),
  (received, partner, device),
  (received, partner, browser)
)
UNION ALL
-- Page views and taps by the page they happened on, over every visit and per partner.
SELECT
  received, 'page',
  CASE WHEN GROUPING(partner) = 0 THEN 'partner' END,
  page, partner,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  count(DISTINCT visitor_day),
  CAST(NULL AS BIGINT),
  count(CASE WHEN action = 'WebsiteVisit' THEN 1 END),
  CAST(NULL AS BIGINT),
  count(CASE WHEN action = 'DownloadClicked' THEN 1 END),
  count(DISTINCT CASE WHEN action = 'DownloadClicked' THEN visitor_day END),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS VARCHAR), CAST(NULL AS DOUBLE), CAST(NULL AS VARCHAR), CAST(NULL AS BIGINT)
FROM pages
GROUP BY GROUPING SETS ((received, page), (received, partner, page))
UNION ALL
-- How many measures had each value, by page and device.
SELECT
  received, 'speed', CAST(NULL AS VARCHAR), page,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), device, CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  metric, value, CAST(NULL AS VARCHAR), count(*)
FROM speed_values
GROUP BY received, page, device, metric, value
UNION ALL
-- How often each element was named at fault, by page and device.
SELECT
  received, 'culprit', CAST(NULL AS VARCHAR), page,
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), device, CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  metric, CAST(NULL AS DOUBLE), element, count(*)
FROM speed_values
WHERE element IS NOT NULL
GROUP BY received, page, device, metric, element
UNION ALL
-- The day's count of dropped records. Its item is written as often as a record is dropped, so a
-- drop just before midnight can leave an older image of it in the day's export and the latest in
-- the next day's: the largest is the day's count.
SELECT
  received, 'dropped', CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR), CAST(NULL AS VARCHAR),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT), CAST(NULL AS BIGINT),
  CAST(NULL AS VARCHAR), CAST(NULL AS DOUBLE), CAST(NULL AS VARCHAR), max(dropped)
FROM records
WHERE dropped IS NOT NULL
GROUP BY received
