import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiConfig, repositoryRoot } from './config';

describe('API configuration', () => {
  it('has working development defaults', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      apiKey: 'dev-api-key',
      databaseUrl: undefined,
      dataDir: join(repositoryRoot, '.data/pglite'),
      seed: true,
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 43_200,
      publicAppUrl: 'http://localhost:3000',
      mail: { transport: 'outbox', from: 'Medicines Online <no-reply@example.com>' },
      passwordResetTtlMinutes: 60,
      geocoder: { kind: 'embedded' },
    });
    expect(config.mobileConfig).toMatchObject({
      productName: 'Medicines Online',
      featureNHSLogin: true,
      featureIM1: true,
      featurePharmacyServiceBooking: true,
      featureAllergyTesting: true,
      featureCovidVaccination: true,
      featureEmailChange: 'Enabled',
      nhsLogin: {
        authorizeUrl: 'http://localhost:4020/authorize',
        clientId: 'medicines-online',
        redirectUri: 'http://localhost:3000/login',
        scope: 'openid profile email gp_integration_credentials',
      },
      supportEmail: 'support@example.com',
    });
  });

  it('reads the environment', () => {
    const config = loadApiConfig({
      API_PORT: '5000',
      API_KEY: 'key-1',
      DATABASE_URL: 'postgres://localhost/medicines',
      DATA_DIR: 'memory://',
      SEED: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      PUBLIC_APP_URL: 'https://app.example/',
      FEATURE_IM1: 'false',
      FEATURE_NHS_LOGIN: '0',
      BETA_MANUAL_DAILY_REMINDERS: 'false',
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    expect(config).toMatchObject({
      port: 5000,
      apiKey: 'key-1',
      databaseUrl: 'postgres://localhost/medicines',
      dataDir: 'memory://',
      seed: false,
      accessTokenTtlSeconds: 60,
      publicAppUrl: 'https://app.example',
      shutdownDrainMs: 3_000,
    });
    expect(config.mobileConfig.featureIM1).toBe(false);
    expect(config.mobileConfig.featureNHSLogin).toBe(false);
    expect(config.mobileConfig.betaFeatures.manualDailyReminders).toBe(false);
    expect(config.mobileConfig.betaFeatures.autoDailyReminders).toBe(true);
    expect(config.mobileConfig.nhsLogin.redirectUri).toBe('https://app.example/login');
    // The NHS login stand-in's authorize endpoint (NHS_LOGIN_PORT), not the API's.
    expect(config.mobileConfig.nhsLogin.authorizeUrl).toBe('http://localhost:4020/authorize');
  });

  it('refuses the development token secret in production, and short secrets anywhere', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadApiConfig({ TOKEN_SECRET: 'too-short' })).toThrow(/at least 32/);
    const secret = 'a-production-secret-that-is-long-enough-0123';
    expect(loadApiConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret }).tokenSecret).toBe(
      secret,
    );
  });

  it('stops on values it cannot read rather than guessing', () => {
    expect(() => loadApiConfig({ FEATURE_IM1: 'flase' })).toThrow(/FEATURE_IM1/);
    expect(() => loadApiConfig({ API_PORT: '80a' })).toThrow(/API_PORT/);
    expect(() => loadApiConfig({ SHUTDOWN_DRAIN_SECONDS: '6' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadApiConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS/,
    );
    expect(() => loadApiConfig({ FEATURE_EMAIL_CHANGE: 'maybe' })).toThrow(/FEATURE_EMAIL_CHANGE/);
  });

  it('turns the development controls on by default, off by DEV_CONTROLS=false and always in production', () => {
    const secret = 'a-production-secret-that-is-long-enough-0123';
    expect(loadApiConfig({}).devControls).toBe(true);
    expect(loadApiConfig({ DEV_CONTROLS: 'false' }).devControls).toBe(false);
    expect(
      loadApiConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, DEV_CONTROLS: 'true' })
        .devControls,
    ).toBe(false);
    expect(() => loadApiConfig({ DEV_CONTROLS: 'off' })).toThrow(/DEV_CONTROLS/);
  });

  it('widens the rate limits only outside production, by RATE_LIMIT_FACTOR', () => {
    const secret = 'a-production-secret-that-is-long-enough-0123';
    expect(loadApiConfig({}).rateLimitFactor).toBe(1);
    expect(loadApiConfig({ RATE_LIMIT_FACTOR: '100' }).rateLimitFactor).toBe(100);
    expect(
      loadApiConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, RATE_LIMIT_FACTOR: '100' })
        .rateLimitFactor,
    ).toBe(1);
    expect(() => loadApiConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('reads the mail settings, and needs an SMTP URL for MAIL_TRANSPORT=smtp', () => {
    const smtp = loadApiConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      MAIL_FROM: 'Pharmacy <mail@example.org>',
      PASSWORD_RESET_TTL_MINUTES: '15',
    });
    expect(smtp.mail).toEqual({
      transport: 'smtp',
      smtpUrl: 'smtps://user:secret@mail.example.org:465',
      from: 'Pharmacy <mail@example.org>',
      relayIntervalMs: 5_000,
    });
    expect(smtp.passwordResetTtlMinutes).toBe(15);
    const often = { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.org' };
    expect(loadApiConfig({ ...often, MAIL_RELAY_INTERVAL_MS: '250' }).mail).toMatchObject({
      relayIntervalMs: 250,
    });
    expect(() => loadApiConfig({ ...often, MAIL_RELAY_INTERVAL_MS: '0' })).toThrow(
      /MAIL_RELAY_INTERVAL_MS/,
    );
    expect(loadApiConfig({ PRODUCT_NAME: 'Meds' }).mail.from).toBe('Meds <no-reply@example.com>');

    expect(() => loadApiConfig({ MAIL_TRANSPORT: 'sendmail' })).toThrow(/MAIL_TRANSPORT/);
    expect(() => loadApiConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    // The URL's password never reaches the message.
    expect(() =>
      loadApiConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://user:secret@mail.example.org' }),
    ).toThrow(/^(?!.*secret).*SMTP_URL/);
    expect(() => loadApiConfig({ PASSWORD_RESET_TTL_MINUTES: '0' })).toThrow(
      /PASSWORD_RESET_TTL_MINUTES/,
    );
  });
});
