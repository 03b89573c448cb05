import { useSyncExternalStore } from 'react';

export type AlertKind = 'error' | 'success' | 'info';

export interface AlertInput {
  kind: AlertKind;
  /** Already translated. */
  message: string;
  /**
   * Success and information only: closes itself after this long, pausing while hovered or focused.
   * Errors never close by themselves (docs: ACCESSIBILITY.md), so this is ignored for them; spec part 1 §9's
   * timed error alerts are deliberately not followed.
   */
  autoCloseMs?: number;
  /** A link shown under the message (e.g. 'click here to finish your account registration'). */
  link?: { text: string; to: string };
  /**
   * Set this when showing an alert just before navigating (e.g. the pharmacy-updated success alert then go to
   * My pharmacy): the alert survives that one route change and clears on the next. Without it an alert
   * clears on the next route change.
   */
  keepForNextPage?: boolean;
}

export interface Alert extends AlertInput {
  id: string;
  keepForNextPage: boolean;
}

/** spec part 1 §9: the default alert duration (for timed success and information messages). */
export const defaultAlertDurationMs = 5000;

interface AlertState {
  alerts: Alert[];
}

let state: AlertState = { alerts: [] };
const listeners = new Set<() => void>();

/**
 * The alerts the frame shows above the page; components read them with useAlerts. One list needs no store
 * library: zustand added 0.4 kB gzipped to the first render for it (issue #20).
 */
export const alertStore = {
  getState: (): AlertState => state,
  setState(next: AlertState | ((current: AlertState) => AlertState)): void {
    state = typeof next === 'function' ? next(state) : next;
    listeners.forEach((listener) => listener());
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentAlerts = () => state.alerts;

/** The alerts shown now; the component renders again when they change. */
export function useAlerts(): Alert[] {
  return useSyncExternalStore(subscribe, currentAlerts, currentAlerts);
}

let lastAlertId = 0;

/**
 * Shows an alert above the page and returns its id. Showing the same message again (same kind) does not stack
 * a copy: the alert already shown stays, taking the new options.
 */
export function showAlert(input: AlertInput): string {
  const { alerts } = alertStore.getState();
  const existing = alerts.find(
    (alert) => alert.kind === input.kind && alert.message === input.message,
  );
  const id = existing?.id ?? `alert-${++lastAlertId}`;
  const alert: Alert = {
    ...input,
    id,
    autoCloseMs: input.kind === 'error' ? undefined : input.autoCloseMs,
    keepForNextPage: input.keepForNextPage ?? false,
  };
  alertStore.setState({
    alerts: existing
      ? alerts.map((shown) => (shown.id === id ? alert : shown))
      : [...alerts, alert],
  });
  return id;
}

/** Removes one alert (its Dismiss button, its timer, or code that knows it no longer applies). */
export function dismissAlert(id: string): void {
  alertStore.setState(({ alerts }) => ({ alerts: alerts.filter((alert) => alert.id !== id) }));
}

/** Removes every alert. */
export function clearAlerts(): void {
  alertStore.setState({ alerts: [] });
}

/**
 * Called by the frame on each route change: alerts flagged `keepForNextPage` stay (once), the rest go.
 */
export function clearAlertsOnNavigation(): void {
  alertStore.setState(({ alerts }) => ({
    alerts: alerts
      .filter((alert) => alert.keepForNextPage)
      .map((alert) => ({ ...alert, keepForNextPage: false })),
  }));
}
