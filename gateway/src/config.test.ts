import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'a-session-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      production: false,
      apiUrl: 'http://127.0.0.1:4010',
      apiKey: 'dev-api-key',
      upstreamTimeoutMs: 10_000,
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      serveAppDir: null,
      cookieSecure: false,
    });
    expect(config.endpoints.signIn).toBe('/v1/auth/token');
  });

  it('requires a session secret of 32 characters or more in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret });
    expect(config.production).toBe(true);
    expect(config.serveAppDir).toMatch(/dist\/app$/);
  });

  it('takes an analytics script only from https, or http on this machine', () => {
    expect(loadConfig({}).analyticsScriptUrl).toBeNull();
    expect(
      loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js' }).analyticsScriptUrl,
    ).toBe('https://stats.example/a.js');
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/a.js' }).analyticsScriptUrl).toBe(
      'http://127.0.0.1:9/a.js',
    );
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'http://stats.example/a.js' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS after SIGTERM, none by default, at most 5', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainMs).toBe(5_000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '6' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('overrides endpoint paths with ENDPOINT_<NAME>', () => {
    const config = loadConfig({ ENDPOINT_SIGNIN: '/oauth/token', ENDPOINT_ACCOUNTDETAILS: '/me' });
    expect(config.endpoints.signIn).toBe('/oauth/token');
    expect(config.endpoints.accountDetails).toBe('/me');
    expect(config.endpoints.refreshToken).toBe('/v1/auth/refresh');
    expect(() => loadConfig({ ENDPOINT_SIGNIN: 'no-slash' })).toThrow(ConfigError);
  });

  it('makes the cookie secure for an https public URL, or when told', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://meds.example.nhs.uk' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(ConfigError);
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      API_URL: 'https://api.example/',
      API_KEY: 'k',
      UPSTREAM_TIMEOUT_MS: '2500',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      SERVE_APP: '/srv/app',
      NHS_LOGIN_ORIGIN: 'https://auth.login.nhs.uk/authorize',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'https://api.example',
      apiKey: 'k',
      upstreamTimeoutMs: 2500,
      sessionIdleMs: 15 * 60_000,
      sessionAbsoluteMs: 8 * 3_600_000,
      serveAppDir: '/srv/app',
      nhsLoginOrigin: 'https://auth.login.nhs.uk',
    });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  });
});
