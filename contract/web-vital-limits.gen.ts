// Generated from openapi.yaml by contract/generate.ts. Do not edit; run `npm run contract:generate`.

export const webVitalLimits = {
  "milliseconds": {
    "minimum": 0,
    "maximum": 600000
  },
  "layoutShift": {
    "minimum": 0,
    "maximum": 100
  },
  "faultyElement": {
    "minLength": 1,
    "maxLength": 256
  }
} as const;
