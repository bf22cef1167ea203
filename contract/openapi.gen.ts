// Generated from openapi.yaml by contract/generate.ts. Do not edit; run `npm run contract:generate`.
export interface paths {
    "/saveTrackingData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store one visit record (a page view or a download click).
         * @description Called on every page load (`WebsiteVisit`) and each download-button click
         *     (`DownloadClicked`). A retried identical request is stored once and still answers 200.
         *     Before it is stored, the query string keeps only the campaign parameters (`utm_source`,
         *     `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `ref`) and the referrer only its
         *     origin, in the record and in its history; a campaign value that looks like an e-mail
         *     address or a phone number is replaced by `[email]` or `[phone]`. The stored record also
         *     gets the `visitor` and `network` codes (see the description above). Past the viewer key's
         *     records of the day (`x-record-limits`) it is dropped, counted, and answered 429
         *     `quota_exceeded`.
         *     The operation, its action values and the `affiliateSource` field keep the names the spec
         *     gives them on the wire (decision 0077); the record is the visit record everywhere inside.
         */
        post: operations["saveTrackingData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saveSignUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store one sign-up or log-in in the web app that started from the site.
         * @description Called by the web app, from its own origin, once a visitor who arrived with a `wherefrom`
         *     parameter has signed up (`SignUp`) or logged in (`LogIn`), with the record `wherefrom`
         *     carried: the tap record the site stored with `saveTrackingData` as the visitor opened the
         *     app. Stored with the visit records of the day it is received, minimised as
         *     `saveTrackingData` minimises a record, with the `visitor` and `network` codes of that tap;
         *     a retried identical request is stored once and still answers 200.
         *
         *     An unsigned report must come from the web app's origin (another `Origin` is answered 403,
         *     and so is its preflight) and name a tap stored in the last 24 hours that no other report
         *     took: otherwise it is answered 400 naming `/wherefrom`, and nothing is stored. Past the
         *     viewer key's records of the day (`x-record-limits`) it is dropped, counted, and answered
         *     429 `quota_exceeded`.
         *
         *     A report the web app's backend signs (`X-Fernly-Signature`) is stored from any origin,
         *     with or without a stored tap, and counts towards no viewer key: the backend reports every
         *     sign-up from its own network. A bad or stale signature is answered 403.
         */
        post: operations["saveSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saveWebVitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store how fast one page was for the visitor who saw it (field web vitals).
         * @description Sent once per page load, as the visitor leaves the page (a beacon at `pagehide`), only where
         *     a visit record may be sent: never after Reject. Each figure is what the `web-vitals`
         *     library measured in the visitor's browser, with the element its attribution build names
         *     as at fault. The device class is read from the request's User-Agent; nothing ties the
         *     figures to a visitor. A retried identical request is stored once and still answers 200.
         *     Past the viewer key's records of the day (`x-record-limits`) it is dropped, counted, and
         *     answered 429 `quota_exceeded`.
         */
        post: operations["saveWebVitals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/startContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a contact-form message; answers the start token sendEmail requires.
         * @description Called when the contact form is shown. Stores a start record, a random id, the time by
         *     the server's clock and the keyed hash of the client's viewer key, which expires after
         *     `x-contact-start`'s lifetime, and answers its id. The body is an empty JSON object. A
         *     request without the viewer key CloudFront writes is answered 403.
         */
        post: operations["startContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a contact-form message to the support inbox.
         * @description Sends the message by email to the support inbox, with Reply-To set to the visitor's
         *     address when one was given. A message that passes validation is sent (200 with the mail's
         *     id), deferred to a later day (202 with that day), or refused with an error, never dropped: a
         *     start token younger than `x-contact-start`'s minimum age gets 429 `too_soon` with
         *     Retry-After; an unknown, expired, used or other client's one 400 naming `/startToken`; a
         *     client, or its site, past `x-contact-limits`' daily messages 429 `quota_exceeded`; a
         *     message past the stage's daily mails is deferred to the first later day with room, and only
         *     with every day `deferDaysAhead` allows full is it refused with 503. A filled honeypot field
         *     fails validation. A request without the viewer key CloudFront writes is answered 403.
         */
        post: operations["sendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The page that linked here, or `Direct` when there was none. */
        Referrer: string;
        /** @description The query string of the landing URL, with its leading `?`, or empty. */
        QueryString: string;
        UserAgent: string;
        /** @description True when the page is shown inside an app's in-app browser. */
        WebView: boolean;
        /** @enum {string} */
        VisitAction: "WebsiteVisit" | "DownloadClicked";
        /**
         * Format: date-time
         * @description ISO 8601 date-time in UTC.
         */
        Timestamp: string;
        /** @description The path the record was made on, normalised to its route: lower case, without a trailing slash or query (`/`, `/quay`, `/blog-page/starting-small`), or `/404` for an address that is no page. */
        Page: string;
        /** @description The partner the visitor came through, by its slug (the value of the `affiliateSource` cookie), sent only when there is one. A visit record carries it as `affiliateSource`, the spec's name on the wire. */
        Partner: string;
        /** @description The experiment whose variant the page showed (an id of `edge/experiments/experiments.ts`), sent only while the visitor is in one: on the experiment's page the variant that page is, on later pages the variant the visitor was given. */
        ExperimentId: string;
        /** @description The variant of that experiment, sent with `experiment` and only with it; statistics leave out a record that has one without the other. */
        VariantName: string;
        /** @description An earlier visit record, kept without its own history. */
        EarlierVisitRecord: {
            referrer: components["schemas"]["Referrer"];
            queryString: components["schemas"]["QueryString"];
            userAgent: components["schemas"]["UserAgent"];
            webView: components["schemas"]["WebView"];
            action: components["schemas"]["VisitAction"];
            timestamp: components["schemas"]["Timestamp"];
        };
        /** @description The latest record, with up to 10 earlier ones, newest first. The site sends `page` on every record and `affiliateSource` when the visitor came through a partner, so a record with `page` and no `affiliateSource` came through none; records without `page` were sent before these fields existed, and statistics count their page and partner as unknown. While the visitor is in an experiment, `experiment` and `variant` say which page they were shown. */
        VisitRecord: {
            referrer: components["schemas"]["Referrer"];
            queryString: components["schemas"]["QueryString"];
            userAgent: components["schemas"]["UserAgent"];
            webView: components["schemas"]["WebView"];
            action: components["schemas"]["VisitAction"];
            timestamp: components["schemas"]["Timestamp"];
            history: components["schemas"]["EarlierVisitRecord"][];
            page?: components["schemas"]["Page"];
            affiliateSource?: components["schemas"]["Partner"];
            experiment?: components["schemas"]["ExperimentId"];
            variant?: components["schemas"]["VariantName"];
        };
        /** @description What the web app reports: whether the visitor signed up or logged in, and the visit record its `wherefrom` parameter carried, as the site wrote it. */
        SignUpReport: {
            /** @enum {string} */
            action: "SignUp" | "LogIn";
            wherefrom: components["schemas"]["VisitRecord"];
        };
        /** @description A duration the browser measured, in milliseconds. */
        Milliseconds: number;
        /** @description The CSS selector the `web-vitals` attribution build gives the element at fault (it writes at most 100 characters): the largest paint's element, the interaction's target, or the element that moved most. */
        FaultyElement: string;
        TimedVital: {
            value: components["schemas"]["Milliseconds"];
            element?: components["schemas"]["FaultyElement"];
        };
        LayoutShiftVital: {
            /** @description The cumulative layout shift score (unitless; 0.1 and under is good). */
            value: number;
            element?: components["schemas"]["FaultyElement"];
        };
        /** @description How fast one page load was for its visitor: largest contentful paint (`lcp`), interaction to next paint (`inp`, only after an interaction), cumulative layout shift (`cls`) and time to first byte (`ttfb`), each sent when the browser measured it. */
        WebVitals: {
            page: components["schemas"]["Page"];
            /** @description When the page was loaded, which tells two loads of one page apart. */
            timestamp: components["schemas"]["Timestamp"];
            lcp?: components["schemas"]["TimedVital"];
            inp?: components["schemas"]["TimedVital"];
            cls?: components["schemas"]["LayoutShiftVital"];
            ttfb?: components["schemas"]["Milliseconds"];
        };
        /** @description Nothing is asked; the server notes the time itself. */
        ContactStart: Record<string, never>;
        /** @description The id startContact answered for this form. */
        StartToken: string;
        ContactMessage: {
            /**
             * Name
             * @description First and last name, or `Anonymous` when both were left empty.
             */
            name: string;
            /**
             * Email
             * @description The visitor's address, or an empty string when none was given. One mailbox with a dotted domain, no display name, spaces or line breaks: a pattern, which every validator reads alike, rather than `format: email`, whose meaning differs between them.
             */
            email: string;
            /**
             * Message
             * @description "Contact from Website", the reason, a dash, then the visitor's text.
             */
            message: string;
            /** Sent */
            timestamp: components["schemas"]["Timestamp"];
            startToken: components["schemas"]["StartToken"];
            /** @description Honeypot. Hidden from people, so it must stay empty; a filled one is refused. */
            website?: string;
        };
        /** @description A message past the stage's daily mails, deferred to be mailed on a later day. */
        Deferral: {
            /** @description Identifier of the deferred message. */
            id: string;
            /**
             * Format: date
             * @description The UTC day the message will be mailed to the support inbox.
             */
            sendOn: string;
        };
        Accepted: {
            /** @description Identifier of the stored record or the sent message. */
            id: string;
        };
        FieldError: {
            /** @description JSON Pointer to the failing value in the request body (`` for the body itself). */
            field: string;
            message: string;
        };
        /** @description The one error body of every non-2xx answer. */
        Error: {
            /** @enum {string} */
            code: "validation_failed" | "payload_too_large" | "unsupported_media_type" | "too_many_requests" | "upstream_failed" | "service_unavailable" | "forbidden" | "not_found" | "too_soon" | "quota_exceeded";
            message: string;
            requestId?: string;
            /** @description Each failing field, for `validation_failed`. */
            errors?: components["schemas"]["FieldError"][];
        };
    };
    responses: {
        /** @description Stored or sent. */
        Accepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "id": "2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60"
                 *     }
                 */
                "application/json": components["schemas"]["Accepted"];
            };
        };
        /** @description Deferred, not yet mailed: the stage has sent its daily mails (`x-contact-limits`), so the message is stored and mailed on `sendOn`, the first later day with room. */
        Deferred: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "id": "9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f",
                 *       "sendOn": "2026-11-23"
                 *     }
                 */
                "application/json": components["schemas"]["Deferral"];
            };
        };
        /** @description The body is not JSON, breaks the schema or holds a string that is not well-formed Unicode (a lone surrogate); every failing field is listed. Also (sendEmail) a start token that cannot send, and (saveSignUp) a report naming no tap it may be stored against, each with the field named. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "validation_failed",
                 *       "message": "The request body does not match the schema.",
                 *       "requestId": "c6a1d2e0-5b8f-4e2a-9d3c-7f1e2a3b4c5d",
                 *       "errors": [
                 *         {
                 *           "field": "/timestamp",
                 *           "message": "must match format \"date-time\""
                 *         },
                 *         {
                 *           "field": "/webView",
                 *           "message": "must be boolean"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused by the API's protection: the web application firewall's common rules, an access policy, (startContact, sendEmail) a request without the viewer key CloudFront writes, or (saveSignUp) an unsigned request from an origin other than the web app's, or one whose signature is wrong or stale. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "forbidden",
                 *       "message": "The request was refused by the API's protection.",
                 *       "requestId": "3e2d1c0b-9a8f-4e7d-6c5b-4a3f2e1d0c9b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No operation at this path with this method (each operation takes POST only). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_found",
                 *       "message": "There is no such operation. Each operation takes POST.",
                 *       "requestId": "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than 32 KiB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "payload_too_large",
                 *       "message": "The request body must be at most 32768 bytes."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not sent as application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unsupported_media_type",
                 *       "message": "Send the body as application/json."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this client (`too_many_requests`), a contact message sent sooner than its start token allows (`too_soon`), or (`quota_exceeded`, until the next UTC day) a contact message past the client's or its site's daily messages, or a record past the viewer key's daily records, which is counted as dropped and not stored; try again after Retry-After. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "too_many_requests",
                 *       "message": "Too many requests. Try again in a minute."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The mail service refused the message. */
        BadGateway: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "upstream_failed",
                 *       "message": "The mail service could not send the message. Try again later.",
                 *       "requestId": "0b9e8d7c-6a5f-4e3d-2c1b-0a9f8e7d6c5b"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The storage or mail service is unavailable, throttling or too slow, the handler did not answer in time, or (sendEmail) every day a message may be deferred to is full already; try again later. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "service_unavailable",
                 *       "message": "The service is busy. Try again in a few seconds.",
                 *       "requestId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    saveTrackingData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisitRecord"];
            };
        };
        responses: {
            200: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveSignUp: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Sent only by the web app's backend, never by a browser. `t=<seconds>,v1=<hex>`: the
                 *     Unix time it was signed at and HMAC-SHA-256, in lower-case hex, of `<seconds>.<body>`
                 *     (the time, a full stop and the request body exactly as sent) under the stage's app
                 *     signing secret (Secrets Manager, the stack output `AppSigningSecretArn`). Accepted up
                 *     to `x-tolerance-seconds` either side of the server's clock, so a signed body seen in
                 *     transit cannot be stored again on a later day.
                 */
                "X-Fernly-Signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpReport"];
            };
        };
        responses: {
            200: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveWebVitals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebVitals"];
            };
        };
        responses: {
            200: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactStart"];
            };
        };
        responses: {
            200: components["responses"]["Accepted"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            200: components["responses"]["Accepted"];
            202: components["responses"]["Deferred"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
