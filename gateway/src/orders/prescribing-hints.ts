/** Enough for every session of a busy instance; the oldest hint goes first. A missing hint only costs time. */
const DEFAULT_MAX_SESSIONS = 20_000;

/**
 * Whether each session's active patient could prescribe (me.features.prescribing) when `me` was last read,
 * so that a query asking for `me` and `prescriptions` together (the home screen) can start the prescriptions
 * call alongside account details instead of after it (ARCHITECTURE.md: a screen's calls run in parallel).
 *
 * Only a hint: the prescriptions are answered only when this request's own `me` says prescribing (spec part 1
 * §6); a stale hint costs one unused call, or the two calls one after the other. No hint (a new instance, or a
 * patient not prescribing) means no early call, so a patient who cannot prescribe never makes the API refuse one.
 * Per process, like RefreshCoordinator; nothing in it identifies the user.
 */
export class PrescribingHints {
  private readonly bySession = new Map<string, boolean>();

  constructor(private readonly maxSessions = DEFAULT_MAX_SESSIONS) {}

  remember(sessionId: string, prescribing: boolean): void {
    // Delete first so that the entry moves to the end: Map keeps insertion order, oldest first.
    this.bySession.delete(sessionId);
    this.bySession.set(sessionId, prescribing);
    if (this.bySession.size > this.maxSessions) {
      const oldest = this.bySession.keys().next();
      if (oldest.done !== true) this.bySession.delete(oldest.value);
    }
  }

  likelyPrescribing(sessionId: string): boolean {
    return this.bySession.get(sessionId) === true;
  }

  forget(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}
