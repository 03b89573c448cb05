import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordGate, type WhenBusy } from './password-gate';

/**
 * Password hashing with scrypt (memory-hard). N=2^15, r=8, p=3 is one of OWASP's equivalent scrypt settings
 * (Password Storage Cheat Sheet): 32 MiB per hash, about a quarter of a second here. The parameters are
 * written into each hash, so they can be raised later without breaking stored hashes.
 * Format: `$scrypt$ln=15,r=8,p=3$<salt base64>$<key base64>`.
 *
 * Every hash goes through the process's password gate (./password-gate.ts): a request's hash is refused with
 * 503 service.busy, before anything is read or written, when it would wait too long for its turn.
 */
const DEFAULT_PARAMETERS = { logN: 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds for parameters read back from a stored hash, so a damaged row cannot make one verify run away.
const MAX_LOG_N = 20;
const MAX_R = 16;
const MAX_P = 16;

interface ScryptParameters {
  logN: number;
  r: number;
  p: number;
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  {
    parameters = DEFAULT_PARAMETERS,
    whenBusy = 'refuse',
  }: { parameters?: ScryptParameters; whenBusy?: WhenBusy } = {},
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, parameters, whenBusy);
  const { logN, r, p } = parameters;
  return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches `storedHash`; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseHash(storedHash);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.parameters, 'refuse');
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins to unknown emails or accounts without a
 * password, so response timing does not reveal which emails have accounts. Always false.
 */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(SALT_BYTES).toString('base64'), { whenBusy: 'wait' });
  await verifyPassword(password, await dummyHash);
  return false;
}

function deriveKey(
  password: string,
  salt: Buffer,
  { logN, r, p }: ScryptParameters,
  whenBusy: WhenBusy,
): Promise<Buffer> {
  const N = 2 ** logN;
  // Node refuses scrypt above `maxmem` (32 MiB by default); allow what these parameters need, with room.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return passwordGate().run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    whenBusy,
  );
}

function parseHash(
  stored: string,
): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    stored,
  );
  if (!match) return undefined;
  const [, logN, r, p, salt, key] = match;
  const parameters = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (
    parameters.logN < 1 ||
    parameters.logN > MAX_LOG_N ||
    parameters.r < 1 ||
    parameters.r > MAX_R ||
    parameters.p < 1 ||
    parameters.p > MAX_P
  ) {
    return undefined;
  }
  const keyBytes = Buffer.from(key ?? '', 'base64');
  const saltBytes = Buffer.from(salt ?? '', 'base64');
  // Exact lengths: scrypt's output for a shorter length is a prefix of the longer one, so a truncated
  // stored key would otherwise still verify.
  if (keyBytes.length !== KEY_BYTES || saltBytes.length < SALT_BYTES) return undefined;
  return { parameters, salt: saltBytes, key: keyBytes };
}
