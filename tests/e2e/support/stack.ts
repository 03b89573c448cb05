/**
 * Where the journeys' stack listens. playwright.config.ts starts it with these ports (scripts/start.ts via
 * webServer); the journeys use the API's address only to put shared demo data back after a test changes it.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eApiPort = Number(process.env.E2E_API_PORT ?? 4110);
/** The NHS login stand-in (api/src/nhs-login-stand-in/), the issuer the journeys' API trusts. */
export const e2eNhsLoginPort = Number(process.env.E2E_NHS_LOGIN_PORT ?? 4120);
export const e2eBaseURL = `http://localhost:${e2ePort}`;
export const e2eApiURL = `http://127.0.0.1:${e2eApiPort}`;
export const e2eNhsLoginURL = `http://localhost:${e2eNhsLoginPort}`;
