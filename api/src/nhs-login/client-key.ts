/**
 * The key the API signs its `private_key_jwt` client assertions with at NHS login's token endpoint. NHS login
 * learns the public half once, when the client is registered: the stand-in reads it from the API's
 * GET /nhs-login/jwks.json (its `jwks_uri`); for the real sandpit the same JWKS (or the PEM public key) is
 * sent to NHS login at onboarding (README.md "NHS login").
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { NhsLoginConfig } from './nhs-login-config';

export interface ClientKey {
  privateKey: CryptoKey;
  kid: string;
  /** RS512 for RSA keys (what NHS login asks for), ES256 for P-256 keys. */
  alg: string;
  /** The public JWKS to register with the provider. */
  publicJwks: { keys: JWK[] };
}

// The private members of RSA and EC keys, and usage hints that belong to the private key only.
const NOT_PUBLIC = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k', 'key_ops', 'ext']);

/**
 * The configured key (NHS_LOGIN_PRIVATE_KEY), else outside production a generated one (kept in
 * `generateKey.file` when given); undefined when there is none (production without a key).
 */
export async function loadClientKey(
  config: Pick<NhsLoginConfig, 'privateKey' | 'generateKey'>,
): Promise<ClientKey | undefined> {
  if (config.privateKey) return importConfiguredKey(config.privateKey);
  if (!config.generateKey) return undefined;
  const { file } = config.generateKey;
  if (file) {
    const stored = await readStoredKey(file);
    if (stored) return fromPrivateJwk(stored);
  }
  const { privateKey } = await generateKeyPair('RS512', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  if (file) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(jwk)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return fromPrivateJwk(jwk);
}

async function importConfiguredKey(value: string): Promise<ClientKey> {
  if (value.startsWith('{')) {
    let jwk: JWK;
    try {
      jwk = JSON.parse(value) as JWK;
    } catch {
      throw new Error('NHS_LOGIN_PRIVATE_KEY is neither a PEM private key nor a JSON Web Key');
    }
    return fromPrivateJwk(jwk);
  }
  // PEM in an environment variable often arrives with its line breaks written as \n.
  const pem = value.replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('NHS_LOGIN_PRIVATE_KEY is neither a PEM private key nor a JSON Web Key');
  }
  return fromPrivateJwk(key.export({ format: 'jwk' }));
}

async function fromPrivateJwk(jwk: JWK): Promise<ClientKey> {
  if (!jwk.d) throw new Error('NHS_LOGIN_PRIVATE_KEY must be a private key');
  const alg = jwk.kty === 'EC' ? 'ES256' : 'RS512';
  if (jwk.kty !== 'RSA' && !(jwk.kty === 'EC' && jwk.crv === 'P-256')) {
    throw new Error('NHS_LOGIN_PRIVATE_KEY must be an RSA or EC P-256 key');
  }
  const publicJwk: JWK = Object.fromEntries(
    Object.entries(jwk).filter(([member]) => !NOT_PUBLIC.has(member)),
  );
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  const privateKey = await importJWK({ ...jwk, alg }, alg);
  if (!(privateKey instanceof CryptoKey)) throw new Error('NHS_LOGIN_PRIVATE_KEY is not a key');
  return {
    privateKey,
    kid,
    alg,
    publicJwks: { keys: [{ ...publicJwk, kid, alg, use: 'sig' }] },
  };
}

async function readStoredKey(file: string): Promise<JWK | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read the NHS login client key in ${file}: ${String(error)}`);
  }
}
