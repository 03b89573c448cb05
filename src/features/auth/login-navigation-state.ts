/** Reads the notice /login understands in navigation state, ignoring anything else a sender put there. */
export function readLoginNavigationState(state: unknown): {
  invalidAccount: boolean;
  msg?: string;
} {
  if (!state || typeof state !== 'object') return { invalidAccount: false };
  const { invalidAccount, msg } = state as Record<string, unknown>;
  return {
    invalidAccount: invalidAccount === true,
    msg: typeof msg === 'string' && msg.trim() !== '' ? msg : undefined,
  };
}

/** The email in navigation state (`{ email }`), trimmed, or '' when there is none. */
export function emailFromNavigationState(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' ? email.trim() : '';
}
