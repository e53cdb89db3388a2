// What every benchmark server runs with, on top of the test server's defaults: as in production, answers are not
// checked against their contracts again (the API tests check them) and the log is quiet.
// `MARGINALIA_REQUEST_TIMINGS=1 npm run bench` gives answers Server-Timing headers (docs/ARCHITECTURE.md).
export const PRODUCTION_LIKE = {
  LOG_LEVEL: 'silent',
  RESPONSE_VALIDATION: false,
  MARGINALIA_REQUEST_TIMINGS: ['1', 'on', 'true'].includes(process.env.MARGINALIA_REQUEST_TIMINGS ?? ''),
} as const;
