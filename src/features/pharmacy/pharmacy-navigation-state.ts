/**
 * Whether the page was reached with navigation state `invalidAccount: true` (spec part 1 §2 'Choose
 * pharmacy': 'Invalid-account banner'), read as the login page reads it: anything else is ignored.
 */
export function arrivedWithInvalidAccount(state: unknown): boolean {
  return (
    !!state &&
    typeof state === 'object' &&
    (state as Record<string, unknown>)['invalidAccount'] === true
  );
}
