// Generated from openapi.yaml by contract/generate.ts. Do not edit; run `npm run contract:generate`.

export const apiBasePath = "/api";

export const contactStartLimits = {"minimumAgeSeconds":3,"lifetimeSeconds":1800} as const;

export const contactLimits = {"messagesPerClientPerDay":5,"messagesPerSitePerDay":10,"mailsPerDay":500,"deferDaysAhead":7,"deferredMessageDays":14} as const;

export const recordLimits = {"recordsPerViewerKeyPerDay":500} as const;

export const contactMessageSchema = {
  "type": "object",
  "additionalProperties": false,
  "required": [
    "name",
    "email",
    "message",
    "timestamp",
    "startToken"
  ],
  "properties": {
    "name": {
      "title": "Name",
      "description": "First and last name, or `Anonymous` when both were left empty.",
      "x-contact-field": "names",
      "type": "string",
      "minLength": 1,
      "maxLength": 200
    },
    "email": {
      "title": "Email",
      "x-contact-field": "email",
      "description": "The visitor's address, or an empty string when none was given. One mailbox with a dotted domain, no display name, spaces or line breaks: a pattern, which every validator reads alike, rather than `format: email`, whose meaning differs between them.",
      "type": "string",
      "maxLength": 254,
      "pattern": "^$|^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"
    },
    "message": {
      "title": "Message",
      "x-contact-field": "reason-and-text",
      "description": "\"Contact from Website\", the reason, a dash, then the visitor's text.",
      "type": "string",
      "minLength": 1,
      "maxLength": 5000
    },
    "timestamp": {
      "$ref": "#/components/schemas/Timestamp",
      "title": "Sent",
      "x-contact-field": "clock"
    },
    "startToken": {
      "$ref": "#/components/schemas/StartToken"
    },
    "website": {
      "description": "Honeypot. Hidden from people, so it must stay empty; a filled one is refused.",
      "type": "string",
      "maxLength": 0
    }
  }
} as const;

export const visitRecordFieldSchemas = {
  "Referrer": {
    "description": "The page that linked here, or `Direct` when there was none.",
    "type": "string",
    "minLength": 1,
    "maxLength": 2048
  },
  "QueryString": {
    "description": "The query string of the landing URL, with its leading `?`, or empty.",
    "type": "string",
    "maxLength": 2048
  },
  "UserAgent": {
    "type": "string",
    "maxLength": 512
  },
  "Page": {
    "description": "The path the record was made on, normalised to its route: lower case, without a trailing slash or query (`/`, `/quay`, `/blog-page/starting-small`), or `/404` for an address that is no page.",
    "type": "string",
    "pattern": "^/[a-z0-9/._-]*$",
    "maxLength": 256
  }
} as const;

export const openapiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Fernly website API",
    "version": "1.0.0",
    "summary": "The calls the Fernly marketing website makes, and the one its web app makes.",
    "description": "The only description of the API. Types, the typed web client, the run-time validators,\nthe mock service worker, the Lambda handlers, the API Gateway definition and the contract\ntests are all generated from or checked against this file.\n\nLength limits (the product spec gives none, so these are ours):\n- referrer, queryString: 2048 characters (a long but real URL);\n- userAgent: 512 characters (real user agents stay under 400);\n- timestamps: ISO 8601 date-time, at most 40 characters;\n- history: the 10 most recent earlier records, without their own history;\n- contact name: 200, email: 254 (RFC 5321), message: 5000 (includes the\n  \"Contact from Website\" prefix);\n- a request body of more than 32 KiB is refused with 413 before it is parsed.\n\nA contact message starts with `startContact`, when the form is shown: the server stores when,\nby its own clock, and for which client, and answers the record's id, the start token\n`sendEmail` requires (see `x-contact-start` for how old it may be). A client is the viewer key\nCloudFront writes: the visitor's IPv4 address, or the /64 network of an IPv6 one. The server\nkeeps no address, only a keyed hash of it under a key that is new each UTC day and then deleted.\n`x-contact-limits` gives what one client and the whole stage may send in a UTC day.\n\nVisit statistics count people without cookies: the server stores, on each visit record and\nsign-up, a `visitor` code, a keyed hash of the same viewer key and the request's User-Agent\nunder that day's key, cut to 16 hex digits, and a `network` code, the same of the viewer key\nalone, so a verdict can count visitors by network too. Once the day's key is deleted, no one\ncan tell whose a code was, and the next day the same browser gets another.\n\nOne viewer key stores at most `x-record-limits`' records in a UTC day, whatever the operation\n(`saveTrackingData`, `saveSignUp`, `saveWebVitals`); past it a record is counted as dropped, not\nstored, and answered 429 `quota_exceeded` until the day ends. Only the day's count of dropped\nrecords is kept, with the day's visit records.\n\n`saveSignUp` is the one operation called from another origin: the web app's. It answers a\nCORS preflight and a request only for the web app's origin (the stage's `appOrigin`); any\nother `Origin` gets 403, unless the web app's backend signed the request (`X-Fernly-Signature`).\nAn unsigned report is stored only against the tap it names, stored by `saveTrackingData` in\nthe day before, and each tap takes one report. The others are called from the site's own\norigin.\n\nEvery string in a request body must be well-formed Unicode: one holding a lone surrogate\n(`\"\\ud800\"` in JSON) is refused with 400 naming it.\n\nEmpty values on the contact form: every field is optional for the visitor. The website\nsends `name` as `Anonymous` when both name fields are empty, `email` as an empty string\nwhen none was typed (the reply then goes to no one), and `message` always carries the\n\"Contact from Website <reason> - \" prefix, so it is never empty.\n",
    "contact": {
      "name": "Fernly support",
      "email": "support@fernly.example"
    },
    "license": {
      "name": "Proprietary",
      "url": "https://fernly.example/terms-and-conditions"
    }
  },
  "servers": [
    {
      "url": "/api",
      "description": "Same origin as the website (CloudFront routes /api/* to API Gateway)."
    }
  ],
  "security": [],
  "x-request-limits": {
    "maxBodyBytes": 32768
  },
  "x-contact-start": {
    "minimumAgeSeconds": 3,
    "lifetimeSeconds": 1800
  },
  "x-contact-limits": {
    "messagesPerClientPerDay": 5,
    "messagesPerSitePerDay": 10,
    "mailsPerDay": 500,
    "deferDaysAhead": 7,
    "deferredMessageDays": 14
  },
  "x-record-limits": {
    "recordsPerViewerKeyPerDay": 500
  },
  "tags": [
    {
      "name": "tracking",
      "description": "First-party visit statistics."
    },
    {
      "name": "contact",
      "description": "Messages from the contact form."
    }
  ],
  "paths": {
    "/saveTrackingData": {
      "post": {
        "operationId": "saveTrackingData",
        "tags": [
          "tracking"
        ],
        "summary": "Store one visit record (a page view or a download click).",
        "description": "Called on every page load (`WebsiteVisit`) and each download-button click\n(`DownloadClicked`). A retried identical request is stored once and still answers 200.\nBefore it is stored, the query string keeps only the campaign parameters (`utm_source`,\n`utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `ref`) and the referrer only its\norigin, in the record and in its history; a campaign value that looks like an e-mail\naddress or a phone number is replaced by `[email]` or `[phone]`. The stored record also\ngets the `visitor` and `network` codes (see the description above). Past the viewer key's\nrecords of the day (`x-record-limits`) it is dropped, counted, and answered 429\n`quota_exceeded`.\nThe operation, its action values and the `affiliateSource` field keep the names the spec\ngives them on the wire (decision 0077); the record is the visit record everywhere inside.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/VisitRecord"
              },
              "examples": {
                "visit": {
                  "summary": "A first visit from a search engine",
                  "value": {
                    "referrer": "https://www.example.org/search?q=adhd+exercise",
                    "queryString": "?utm_source=search",
                    "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
                    "webView": false,
                    "action": "WebsiteVisit",
                    "timestamp": "2026-11-22T09:15:00.000Z",
                    "history": [],
                    "page": "/"
                  }
                },
                "partnerVisit": {
                  "summary": "A visit to a partner's page from a campaign link",
                  "value": {
                    "referrer": "https://perks.example.com/",
                    "queryString": "?utm_source=quay&utm_medium=benefits&utm_campaign=spring",
                    "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
                    "webView": false,
                    "action": "WebsiteVisit",
                    "timestamp": "2026-11-22T09:20:00.000Z",
                    "history": [],
                    "page": "/quay",
                    "affiliateSource": "quay"
                  }
                },
                "experimentVisit": {
                  "summary": "A visit to `/` shown the simplified landing page of an experiment",
                  "value": {
                    "referrer": "Direct",
                    "queryString": "",
                    "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
                    "webView": false,
                    "action": "WebsiteVisit",
                    "timestamp": "2026-12-02T10:05:00.000Z",
                    "history": [],
                    "page": "/",
                    "experiment": "home-landing",
                    "variant": "homepage1"
                  }
                },
                "download": {
                  "summary": "A download click after an earlier visit",
                  "value": {
                    "referrer": "Direct",
                    "queryString": "",
                    "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
                    "webView": false,
                    "action": "DownloadClicked",
                    "timestamp": "2026-11-22T09:17:30.000Z",
                    "page": "/homepage1",
                    "history": [
                      {
                        "referrer": "Direct",
                        "queryString": "",
                        "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
                        "webView": false,
                        "action": "WebsiteVisit",
                        "timestamp": "2026-11-22T09:15:00.000Z"
                      }
                    ]
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Accepted"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/saveSignUp": {
      "post": {
        "operationId": "saveSignUp",
        "tags": [
          "tracking"
        ],
        "x-called-from": "app-origin",
        "summary": "Store one sign-up or log-in in the web app that started from the site.",
        "description": "Called by the web app, from its own origin, once a visitor who arrived with a `wherefrom`\nparameter has signed up (`SignUp`) or logged in (`LogIn`), with the record `wherefrom`\ncarried: the tap record the site stored with `saveTrackingData` as the visitor opened the\napp. Stored with the visit records of the day it is received, minimised as\n`saveTrackingData` minimises a record, with the `visitor` and `network` codes of that tap;\na retried identical request is stored once and still answers 200.\n\nAn unsigned report must come from the web app's origin (another `Origin` is answered 403,\nand so is its preflight) and name a tap stored in the last 24 hours that no other report\ntook: otherwise it is answered 400 naming `/wherefrom`, and nothing is stored. Past the\nviewer key's records of the day (`x-record-limits`) it is dropped, counted, and answered\n429 `quota_exceeded`.\n\nA report the web app's backend signs (`X-Fernly-Signature`) is stored from any origin,\nwith or without a stored tap, and counts towards no viewer key: the backend reports every\nsign-up from its own network. A bad or stale signature is answered 403.\n",
        "parameters": [
          {
            "name": "X-Fernly-Signature",
            "in": "header",
            "required": false,
            "description": "Sent only by the web app's backend, never by a browser. `t=<seconds>,v1=<hex>`: the\nUnix time it was signed at and HMAC-SHA-256, in lower-case hex, of `<seconds>.<body>`\n(the time, a full stop and the request body exactly as sent) under the stage's app\nsigning secret (Secrets Manager, the stack output `AppSigningSecretArn`). Accepted up\nto `x-tolerance-seconds` either side of the server's clock, so a signed body seen in\ntransit cannot be stored again on a later day.\n",
            "x-tolerance-seconds": 300,
            "schema": {
              "type": "string",
              "maxLength": 100,
              "pattern": "^t=[0-9]{1,12},v1=[0-9a-f]{64}$"
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/SignUpReport"
              },
              "examples": {
                "signUp": {
                  "summary": "A sign-up after a tap on a partner page's call to action",
                  "value": {
                    "action": "SignUp",
                    "wherefrom": {
                      "referrer": "https://perks.example.com/",
                      "queryString": "?utm_source=quay&utm_medium=benefits&utm_campaign=spring",
                      "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
                      "webView": false,
                      "action": "DownloadClicked",
                      "timestamp": "2026-11-22T09:21:10.000Z",
                      "history": [
                        {
                          "referrer": "https://perks.example.com/",
                          "queryString": "?utm_source=quay&utm_medium=benefits&utm_campaign=spring",
                          "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
                          "webView": false,
                          "action": "WebsiteVisit",
                          "timestamp": "2026-11-22T09:20:00.000Z"
                        }
                      ],
                      "page": "/quay",
                      "affiliateSource": "quay"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Accepted"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/saveWebVitals": {
      "post": {
        "operationId": "saveWebVitals",
        "tags": [
          "tracking"
        ],
        "summary": "Store how fast one page was for the visitor who saw it (field web vitals).",
        "description": "Sent once per page load, as the visitor leaves the page (a beacon at `pagehide`), only where\na visit record may be sent: never after Reject. Each figure is what the `web-vitals`\nlibrary measured in the visitor's browser, with the element its attribution build names\nas at fault. The device class is read from the request's User-Agent; nothing ties the\nfigures to a visitor. A retried identical request is stored once and still answers 200.\nPast the viewer key's records of the day (`x-record-limits`) it is dropped, counted, and\nanswered 429 `quota_exceeded`.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/WebVitals"
              },
              "examples": {
                "leaving": {
                  "summary": "A page left after a tap",
                  "value": {
                    "page": "/homepage1",
                    "timestamp": "2026-11-22T09:15:00.000Z",
                    "lcp": {
                      "value": 1480,
                      "element": "main>section.hero>picture>img"
                    },
                    "inp": {
                      "value": 64,
                      "element": "main>section.hero>div>button.cta"
                    },
                    "cls": {
                      "value": 0.02,
                      "element": "footer.site-footer"
                    },
                    "ttfb": 120
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Accepted"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/startContact": {
      "post": {
        "operationId": "startContact",
        "tags": [
          "contact"
        ],
        "summary": "Start a contact-form message; answers the start token sendEmail requires.",
        "description": "Called when the contact form is shown. Stores a start record, a random id, the time by\nthe server's clock and the keyed hash of the client's viewer key, which expires after\n`x-contact-start`'s lifetime, and answers its id. The body is an empty JSON object. A\nrequest without the viewer key CloudFront writes is answered 403.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ContactStart"
              },
              "examples": {
                "start": {
                  "summary": "The form is shown",
                  "value": {}
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Accepted"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    },
    "/sendEmail": {
      "post": {
        "operationId": "sendEmail",
        "tags": [
          "contact"
        ],
        "summary": "Send a contact-form message to the support inbox.",
        "description": "Sends the message by email to the support inbox, with Reply-To set to the visitor's\naddress when one was given. A message that passes validation is sent (200 with the mail's\nid), deferred to a later day (202 with that day), or refused with an error, never dropped: a\nstart token younger than `x-contact-start`'s minimum age gets 429 `too_soon` with\nRetry-After; an unknown, expired, used or other client's one 400 naming `/startToken`; a\nclient, or its site, past `x-contact-limits`' daily messages 429 `quota_exceeded`; a\nmessage past the stage's daily mails is deferred to the first later day with room, and only\nwith every day `deferDaysAhead` allows full is it refused with 503. A filled honeypot field\nfails validation. A request without the viewer key CloudFront writes is answered 403.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/ContactMessage"
              },
              "examples": {
                "support": {
                  "summary": "A support question",
                  "value": {
                    "name": "Alex Morgan",
                    "email": "alex@example.com",
                    "message": "Contact from Website Support - The reminders stopped after I changed my calendar.",
                    "timestamp": "2026-11-22T10:02:11.000Z",
                    "startToken": "2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60",
                    "website": ""
                  }
                },
                "anonymous": {
                  "summary": "Feedback with both name fields left empty",
                  "value": {
                    "name": "Anonymous",
                    "email": "",
                    "message": "Contact from Website Feedback - Love the plant!",
                    "timestamp": "2026-11-22T10:05:00.000Z",
                    "startToken": "7a6b5c4d3e2f4a1b9c8d7e6f5a4b3c2d"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Accepted"
          },
          "202": {
            "$ref": "#/components/responses/Deferred"
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "403": {
            "$ref": "#/components/responses/Forbidden"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "502": {
            "$ref": "#/components/responses/BadGateway"
          },
          "503": {
            "$ref": "#/components/responses/ServiceUnavailable"
          }
        }
      }
    }
  },
  "components": {
    "schemas": {
      "Referrer": {
        "description": "The page that linked here, or `Direct` when there was none.",
        "type": "string",
        "minLength": 1,
        "maxLength": 2048
      },
      "QueryString": {
        "description": "The query string of the landing URL, with its leading `?`, or empty.",
        "type": "string",
        "maxLength": 2048
      },
      "UserAgent": {
        "type": "string",
        "maxLength": 512
      },
      "WebView": {
        "description": "True when the page is shown inside an app's in-app browser.",
        "type": "boolean"
      },
      "VisitAction": {
        "type": "string",
        "enum": [
          "WebsiteVisit",
          "DownloadClicked"
        ]
      },
      "Timestamp": {
        "description": "ISO 8601 date-time in UTC.",
        "type": "string",
        "format": "date-time",
        "maxLength": 40
      },
      "Page": {
        "description": "The path the record was made on, normalised to its route: lower case, without a trailing slash or query (`/`, `/quay`, `/blog-page/starting-small`), or `/404` for an address that is no page.",
        "type": "string",
        "pattern": "^/[a-z0-9/._-]*$",
        "maxLength": 256
      },
      "Partner": {
        "description": "The partner the visitor came through, by its slug (the value of the `affiliateSource` cookie), sent only when there is one. A visit record carries it as `affiliateSource`, the spec's name on the wire.",
        "type": "string",
        "pattern": "^[a-z0-9-]+$",
        "maxLength": 32
      },
      "ExperimentId": {
        "description": "The experiment whose variant the page showed (an id of `edge/experiments/experiments.ts`), sent only while the visitor is in one: on the experiment's page the variant that page is, on later pages the variant the visitor was given.",
        "type": "string",
        "pattern": "^[a-z][a-z0-9-]*$",
        "maxLength": 40
      },
      "VariantName": {
        "description": "The variant of that experiment, sent with `experiment` and only with it; statistics leave out a record that has one without the other.",
        "type": "string",
        "pattern": "^[a-z][a-z0-9-]*$",
        "maxLength": 30
      },
      "EarlierVisitRecord": {
        "description": "An earlier visit record, kept without its own history.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "referrer",
          "queryString",
          "userAgent",
          "webView",
          "action",
          "timestamp"
        ],
        "properties": {
          "referrer": {
            "$ref": "#/components/schemas/Referrer"
          },
          "queryString": {
            "$ref": "#/components/schemas/QueryString"
          },
          "userAgent": {
            "$ref": "#/components/schemas/UserAgent"
          },
          "webView": {
            "$ref": "#/components/schemas/WebView"
          },
          "action": {
            "$ref": "#/components/schemas/VisitAction"
          },
          "timestamp": {
            "$ref": "#/components/schemas/Timestamp"
          }
        }
      },
      "VisitRecord": {
        "description": "The latest record, with up to 10 earlier ones, newest first. The site sends `page` on every record and `affiliateSource` when the visitor came through a partner, so a record with `page` and no `affiliateSource` came through none; records without `page` were sent before these fields existed, and statistics count their page and partner as unknown. While the visitor is in an experiment, `experiment` and `variant` say which page they were shown.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "referrer",
          "queryString",
          "userAgent",
          "webView",
          "action",
          "timestamp",
          "history"
        ],
        "properties": {
          "referrer": {
            "$ref": "#/components/schemas/Referrer"
          },
          "queryString": {
            "$ref": "#/components/schemas/QueryString"
          },
          "userAgent": {
            "$ref": "#/components/schemas/UserAgent"
          },
          "webView": {
            "$ref": "#/components/schemas/WebView"
          },
          "action": {
            "$ref": "#/components/schemas/VisitAction"
          },
          "timestamp": {
            "$ref": "#/components/schemas/Timestamp"
          },
          "history": {
            "type": "array",
            "maxItems": 10,
            "items": {
              "$ref": "#/components/schemas/EarlierVisitRecord"
            }
          },
          "page": {
            "$ref": "#/components/schemas/Page"
          },
          "affiliateSource": {
            "$ref": "#/components/schemas/Partner"
          },
          "experiment": {
            "$ref": "#/components/schemas/ExperimentId"
          },
          "variant": {
            "$ref": "#/components/schemas/VariantName"
          }
        }
      },
      "SignUpReport": {
        "description": "What the web app reports: whether the visitor signed up or logged in, and the visit record its `wherefrom` parameter carried, as the site wrote it.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "action",
          "wherefrom"
        ],
        "properties": {
          "action": {
            "type": "string",
            "enum": [
              "SignUp",
              "LogIn"
            ]
          },
          "wherefrom": {
            "$ref": "#/components/schemas/VisitRecord"
          }
        }
      },
      "Milliseconds": {
        "description": "A duration the browser measured, in milliseconds.",
        "type": "number",
        "minimum": 0,
        "maximum": 600000
      },
      "FaultyElement": {
        "description": "The CSS selector the `web-vitals` attribution build gives the element at fault (it writes at most 100 characters): the largest paint's element, the interaction's target, or the element that moved most.",
        "type": "string",
        "minLength": 1,
        "maxLength": 256
      },
      "TimedVital": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "value"
        ],
        "properties": {
          "value": {
            "$ref": "#/components/schemas/Milliseconds"
          },
          "element": {
            "$ref": "#/components/schemas/FaultyElement"
          }
        }
      },
      "LayoutShiftVital": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "value"
        ],
        "properties": {
          "value": {
            "description": "The cumulative layout shift score (unitless; 0.1 and under is good).",
            "type": "number",
            "minimum": 0,
            "maximum": 100
          },
          "element": {
            "$ref": "#/components/schemas/FaultyElement"
          }
        }
      },
      "WebVitals": {
        "description": "How fast one page load was for its visitor: largest contentful paint (`lcp`), interaction to next paint (`inp`, only after an interaction), cumulative layout shift (`cls`) and time to first byte (`ttfb`), each sent when the browser measured it.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "page",
          "timestamp"
        ],
        "properties": {
          "page": {
            "$ref": "#/components/schemas/Page"
          },
          "timestamp": {
            "description": "When the page was loaded, which tells two loads of one page apart.",
            "$ref": "#/components/schemas/Timestamp"
          },
          "lcp": {
            "$ref": "#/components/schemas/TimedVital"
          },
          "inp": {
            "$ref": "#/components/schemas/TimedVital"
          },
          "cls": {
            "$ref": "#/components/schemas/LayoutShiftVital"
          },
          "ttfb": {
            "$ref": "#/components/schemas/Milliseconds"
          }
        }
      },
      "ContactStart": {
        "description": "Nothing is asked; the server notes the time itself.",
        "type": "object",
        "additionalProperties": false
      },
      "StartToken": {
        "description": "The id startContact answered for this form.",
        "type": "string",
        "pattern": "^[0-9a-f]{32}$"
      },
      "ContactMessage": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "email",
          "message",
          "timestamp",
          "startToken"
        ],
        "properties": {
          "name": {
            "title": "Name",
            "description": "First and last name, or `Anonymous` when both were left empty.",
            "x-contact-field": "names",
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "email": {
            "title": "Email",
            "x-contact-field": "email",
            "description": "The visitor's address, or an empty string when none was given. One mailbox with a dotted domain, no display name, spaces or line breaks: a pattern, which every validator reads alike, rather than `format: email`, whose meaning differs between them.",
            "type": "string",
            "maxLength": 254,
            "pattern": "^$|^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"
          },
          "message": {
            "title": "Message",
            "x-contact-field": "reason-and-text",
            "description": "\"Contact from Website\", the reason, a dash, then the visitor's text.",
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          },
          "timestamp": {
            "$ref": "#/components/schemas/Timestamp",
            "title": "Sent",
            "x-contact-field": "clock"
          },
          "startToken": {
            "$ref": "#/components/schemas/StartToken"
          },
          "website": {
            "description": "Honeypot. Hidden from people, so it must stay empty; a filled one is refused.",
            "type": "string",
            "maxLength": 0
          }
        }
      },
      "Deferral": {
        "description": "A message past the stage's daily mails, deferred to be mailed on a later day.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "sendOn"
        ],
        "properties": {
          "id": {
            "description": "Identifier of the deferred message.",
            "type": "string",
            "minLength": 1,
            "maxLength": 128
          },
          "sendOn": {
            "description": "The UTC day the message will be mailed to the support inbox.",
            "type": "string",
            "format": "date"
          }
        }
      },
      "Accepted": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "description": "Identifier of the stored record or the sent message.",
            "type": "string",
            "minLength": 1,
            "maxLength": 128
          }
        }
      },
      "FieldError": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "field",
          "message"
        ],
        "properties": {
          "field": {
            "description": "JSON Pointer to the failing value in the request body (`` for the body itself).",
            "type": "string",
            "maxLength": 256
          },
          "message": {
            "type": "string",
            "maxLength": 256
          }
        }
      },
      "Error": {
        "description": "The one error body of every non-2xx answer.",
        "type": "object",
        "additionalProperties": false,
        "required": [
          "code",
          "message"
        ],
        "properties": {
          "code": {
            "type": "string",
            "enum": [
              "validation_failed",
              "payload_too_large",
              "unsupported_media_type",
              "too_many_requests",
              "upstream_failed",
              "service_unavailable",
              "forbidden",
              "not_found",
              "too_soon",
              "quota_exceeded"
            ]
          },
          "message": {
            "type": "string",
            "maxLength": 512
          },
          "requestId": {
            "type": "string",
            "maxLength": 128
          },
          "errors": {
            "description": "Each failing field, for `validation_failed`.",
            "type": "array",
            "maxItems": 50,
            "items": {
              "$ref": "#/components/schemas/FieldError"
            }
          }
        }
      }
    },
    "headers": {
      "RetryAfter": {
        "description": "Seconds to wait before trying again.",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 3600
        }
      }
    },
    "responses": {
      "Accepted": {
        "description": "Stored or sent.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Accepted"
            },
            "example": {
              "id": "2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60"
            }
          }
        }
      },
      "Deferred": {
        "description": "Deferred, not yet mailed: the stage has sent its daily mails (`x-contact-limits`), so the message is stored and mailed on `sendOn`, the first later day with room.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Deferral"
            },
            "example": {
              "id": "9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f",
              "sendOn": "2026-11-23"
            }
          }
        }
      },
      "BadRequest": {
        "description": "The body is not JSON, breaks the schema or holds a string that is not well-formed Unicode (a lone surrogate); every failing field is listed. Also (sendEmail) a start token that cannot send, and (saveSignUp) a report naming no tap it may be stored against, each with the field named.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "validation_failed",
              "message": "The request body does not match the schema.",
              "requestId": "c6a1d2e0-5b8f-4e2a-9d3c-7f1e2a3b4c5d",
              "errors": [
                {
                  "field": "/timestamp",
                  "message": "must match format \"date-time\""
                },
                {
                  "field": "/webView",
                  "message": "must be boolean"
                }
              ]
            }
          }
        }
      },
      "Forbidden": {
        "description": "Refused by the API's protection: the web application firewall's common rules, an access policy, (startContact, sendEmail) a request without the viewer key CloudFront writes, or (saveSignUp) an unsigned request from an origin other than the web app's, or one whose signature is wrong or stale.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "forbidden",
              "message": "The request was refused by the API's protection.",
              "requestId": "3e2d1c0b-9a8f-4e7d-6c5b-4a3f2e1d0c9b"
            }
          }
        }
      },
      "NotFound": {
        "description": "No operation at this path with this method (each operation takes POST only).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "not_found",
              "message": "There is no such operation. Each operation takes POST.",
              "requestId": "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The body is larger than 32 KiB.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "payload_too_large",
              "message": "The request body must be at most 32768 bytes."
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The body is not sent as application/json.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "unsupported_media_type",
              "message": "Send the body as application/json."
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too many requests from this client (`too_many_requests`), a contact message sent sooner than its start token allows (`too_soon`), or (`quota_exceeded`, until the next UTC day) a contact message past the client's or its site's daily messages, or a record past the viewer key's daily records, which is counted as dropped and not stored; try again after Retry-After.",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "too_many_requests",
              "message": "Too many requests. Try again in a minute."
            }
          }
        }
      },
      "BadGateway": {
        "description": "The mail service refused the message.",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "upstream_failed",
              "message": "The mail service could not send the message. Try again later.",
              "requestId": "0b9e8d7c-6a5f-4e3d-2c1b-0a9f8e7d6c5b"
            }
          }
        }
      },
      "ServiceUnavailable": {
        "description": "The storage or mail service is unavailable, throttling or too slow, the handler did not answer in time, or (sendEmail) every day a message may be deferred to is full already; try again later.",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/RetryAfter"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            },
            "example": {
              "code": "service_unavailable",
              "message": "The service is busy. Try again in a few seconds.",
              "requestId": "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a"
            }
          }
        }
      }
    }
  }
} as const;
