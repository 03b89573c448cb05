/** The environment as a plain record, so config can be loaded from a test's object as well as process.env. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A set, non-blank variable, or the default. */
export function readString(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/**
 * A boolean flag. Only true/false/1/0 are accepted: a typo such as `FEATURE_IM1=flase` must stop the start
 * rather than silently leave the feature in its default state.
 */
export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}

/** A whole number in [min, max]; anything else stops the start. */
export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (
    !/^\d+$/.test(raw) ||
    !Number.isSafeInteger(value) ||
    value < range.min ||
    value > range.max
  ) {
    throw new Error(
      `${name} must be a whole number from ${range.min} to ${range.max}, not "${raw}"`,
    );
  }
  return value;
}
