-- The visit statistics report: every breakdown in one pass over the tracking table's export.
-- The same text runs in DuckDB (`npm run stats`) and in Amazon Athena (`npm run stats -- --stage`),
-- so it keeps to SQL both engines read alike; docs/statistics.md lists each construct with its
-- documentation in both. No row of the result stands for fewer than one whole group: the report
-- never lists a record.
--
-- Parameters, in order (report-query.ts gives them):
--   1, 2  first and last export partition to read (the last is a day after the last day asked
--         for, since a record received just before midnight can be written just after it);
--   3     'day' or 'week', the unit of the period breakdown;
--   4, 5  first and last day asked for (the UTC day the server received the record);
--   6, 7  a partner's slug twice, or '' twice for every partner.
WITH records AS (
  SELECT
    substr(NewImage.pk.S, 7) AS received,
    NewImage.action.S AS action,
    NewImage.referrer.S AS referrer,
    -- After the handler's minimisation the query string holds only campaign parameters; records
    -- stored before it hold the whole query string, and the same extraction reads both.
    NewImage.queryString.S AS query_string,
    NewImage.userAgent.S AS user_agent,
    NewImage.webView.BOOL AS web_view,
    NewImage.page.S AS page,
    NewImage.affiliateSource.S AS affiliate_source,
    json_array_length(CAST(NewImage.history.L AS JSON)) AS earlier_records,
    -- The referrer's host: `https://www.google.com/search?q=x` → `www.google.com`.
    lower(split_part(split_part(NewImage.referrer.S, '://', 2), '/', 1)) AS referrer_host
  FROM tracking_export
  WHERE received_day BETWEEN ? AND ?
    AND NewImage IS NOT NULL
),
classified AS (
  SELECT
    action,
    CAST(CAST(date_trunc(?, CAST(received AS DATE)) AS DATE) AS VARCHAR) AS period,
    -- Records sent before `page` existed count as unknown; then a missing partner means none.
    coalesce(page, 'unknown') AS page,
    CASE
      WHEN affiliate_source IS NOT NULL THEN affiliate_source
      WHEN page IS NOT NULL THEN NULL
      ELSE 'unknown'
    END AS partner,
    -- As sent, with `+` read as a space. Not percent-decoded: one engine fails the whole query on
    -- an escape that is not UTF-8, which an old record's raw query string may hold.
    replace(nullif(regexp_extract(query_string, '[?&]utm_source=([^&]*)', 1), ''), '+', ' ') AS campaign_source,
    replace(nullif(regexp_extract(query_string, '[?&]utm_medium=([^&]*)', 1), ''), '+', ' ') AS campaign_medium,
    replace(nullif(regexp_extract(query_string, '[?&]utm_campaign=([^&]*)', 1), ''), '+', ' ') AS campaign_name,
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
    -- In-app browsers first, by the app's own mark in the user agent; then tablets before phones,
    -- since Android tablets say Android without Mobile. iPadOS Safari presents as a Mac: desktop.
    CASE
      WHEN user_agent LIKE '%Instagram%' THEN 'in-app: Instagram'
      WHEN user_agent LIKE '%FBAN/%' OR user_agent LIKE '%FBAV/%' OR user_agent LIKE '%FB_IAB%' THEN 'in-app: Facebook'
      WHEN user_agent LIKE '%musical_ly%' OR user_agent LIKE '%BytedanceWebview%' OR user_agent LIKE '%TikTok%' THEN 'in-app: TikTok'
      WHEN user_agent LIKE '%LinkedInApp%' THEN 'in-app: LinkedIn'
      WHEN user_agent LIKE '%Snapchat%' THEN 'in-app: Snapchat'
      WHEN user_agent LIKE '%Pinterest%' THEN 'in-app: Pinterest'
      WHEN user_agent LIKE '%Twitter%' THEN 'in-app: X'
      WHEN user_agent LIKE '% GSA/%' THEN 'in-app: Google'
      WHEN web_view THEN 'in-app: other'
      WHEN user_agent LIKE '%iPad%' OR user_agent LIKE '%Tablet%'
        OR (user_agent LIKE '%Android%' AND user_agent NOT LIKE '%Mobile%') THEN 'tablet'
      WHEN user_agent LIKE '%iPhone%' OR user_agent LIKE '%iPod%' OR user_agent LIKE '%Android%'
        OR user_agent LIKE '%Mobile%' THEN 'phone'
      ELSE 'desktop'
    END AS device,
    CASE WHEN earlier_records > 0 THEN 'returning' ELSE 'new' END AS visitor
  FROM records
  WHERE received BETWEEN ? AND ?
)
SELECT
  CASE
    WHEN GROUPING(page) = 0 THEN 'page'
    WHEN GROUPING(partner) = 0 THEN 'partner'
    WHEN GROUPING(campaign_source) = 0 THEN 'campaign'
    WHEN GROUPING(referrer) = 0 THEN 'referrer'
    WHEN GROUPING(device) = 0 THEN 'device'
    WHEN GROUPING(visitor) = 0 THEN 'visitor'
    WHEN GROUPING(period) = 0 THEN 'period'
    ELSE 'total'
  END AS breakdown,
  page,
  partner,
  campaign_source,
  campaign_medium,
  campaign_name,
  referrer,
  device,
  visitor,
  period,
  count(CASE WHEN action = 'WebsiteVisit' THEN 1 END) AS visits,
  count(CASE WHEN action = 'DownloadClicked' THEN 1 END) AS downloads
FROM classified
WHERE (? = '' OR partner = ?)
GROUP BY GROUPING SETS (
  (),
  (page),
  (partner),
  (campaign_source, campaign_medium, campaign_name),
  (referrer),
  (device),
  (visitor),
  (period)
)
