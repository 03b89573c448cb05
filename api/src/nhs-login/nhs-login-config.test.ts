import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config';
import { loadClientKey } from './client-key';
import { loadNhsLoginConfig } from './nhs-login-config';

const context = { publicAppUrl: 'http://localhost:3000', dataDir: 'memory://', production: false };

describe('NHS login configuration', () => {
  it('defaults to the local stand-in and this product’s client', () => {
    expect(loadApiConfig({ DATA_DIR: 'memory://' }).nhsLogin).toMatchObject({
      issuer: 'http://localhost:4020',
      clientId: 'medicines-online',
      redirectUri: 'http://localhost:3000/login',
      scope: 'openid profile email gp_integration_credentials',
      authorizeUrl: 'http://localhost:4020/authorize',
      privateKey: undefined,
      generateKey: { file: undefined },
    });
    expect(loadNhsLoginConfig({ NHS_LOGIN_PORT: '4120' }, context).issuer).toBe(
      'http://localhost:4120',
    );
  });

  it('reads NHS_LOGIN_* and keeps a generated key next to the data directory', () => {
    const config = loadNhsLoginConfig(
      {
        NHS_LOGIN_ISSUER: 'https://auth.sandpit.signin.nhs.uk/',
        NHS_LOGIN_CLIENT_ID: 'partner-client',
        NHS_LOGIN_REDIRECT_URI: 'https://app.example/login',
      },
      { ...context, dataDir: '/srv/data/pglite' },
    );
    expect(config).toMatchObject({
      issuer: 'https://auth.sandpit.signin.nhs.uk',
      clientId: 'partner-client',
      redirectUri: 'https://app.example/login',
      authorizeUrl: 'https://auth.sandpit.signin.nhs.uk/authorize',
      generateKey: { file: '/srv/data/nhs-login-client-key.json' },
    });
  });

  it('never generates a key in production', async () => {
    const config = loadNhsLoginConfig({}, { ...context, production: true });
    expect(config.generateKey).toBe(false);
    expect(await loadClientKey(config)).toBeUndefined();
  });
});

describe('the NHS login client key', () => {
  it('reads an RSA PEM (with \\n written out) and signs RS512; publishes only the public half', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const key = await loadClientKey({
      privateKey: pem.replace(/\n/g, '\\n'),
      generateKey: false,
    });
    expect(key?.alg).toBe('RS512');
    expect(key?.publicJwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS512', kid: key?.kid });
    expect(key?.publicJwks.keys[0]).not.toHaveProperty('d');
  });

  it('reads an EC P-256 JWK and signs ES256', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'my-key' };
    const key = await loadClientKey({ privateKey: JSON.stringify(jwk), generateKey: false });
    expect(key?.alg).toBe('ES256');
    expect(key?.kid).toBe('my-key');
    expect(key?.publicJwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses what is not a private key', async () => {
    await expect(loadClientKey({ privateKey: 'not a key', generateKey: false })).rejects.toThrow(
      /NHS_LOGIN_PRIVATE_KEY/,
    );
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(
      loadClientKey({
        privateKey: JSON.stringify(publicKey.export({ format: 'jwk' })),
        generateKey: false,
      }),
    ).rejects.toThrow(/private key/);
  });

  it('generates a key once and finds it again at the next start (file readable by its owner only)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'nhs-login-key-'));
    try {
      const file = join(directory, 'nhs-login-client-key.json');
      const first = await loadClientKey({ privateKey: undefined, generateKey: { file } });
      const second = await loadClientKey({ privateKey: undefined, generateKey: { file } });
      expect(second?.kid).toBe(first?.kid);
      expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('d');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
