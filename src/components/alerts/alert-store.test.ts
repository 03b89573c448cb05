import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAlerts,
  clearAlertsOnNavigation,
  dismissAlert,
  showAlert,
  alertStore,
} from './alert-store';

const messages = () => alertStore.getState().alerts.map((alert) => alert.message);

afterEach(clearAlerts);

describe('alert store', () => {
  it('shows alerts in order and dismisses one by id', () => {
    const first = showAlert({ kind: 'info', message: 'First' });
    showAlert({ kind: 'success', message: 'Second' });
    expect(messages()).toEqual(['First', 'Second']);
    dismissAlert(first);
    expect(messages()).toEqual(['Second']);
  });

  it('does not stack the same message twice', () => {
    const id = showAlert({
      kind: 'error',
      message: 'Unable to cancel order at this time. Please try again.',
    });
    expect(
      showAlert({
        kind: 'error',
        message: 'Unable to cancel order at this time. Please try again.',
      }),
    ).toBe(id);
    expect(messages()).toHaveLength(1);
  });

  it('never times an error', () => {
    showAlert({ kind: 'error', message: 'Failed', autoCloseMs: 10_000 });
    showAlert({ kind: 'success', message: 'Done', autoCloseMs: 5_000 });
    expect(alertStore.getState().alerts.map((alert) => alert.autoCloseMs)).toEqual([
      undefined,
      5_000,
    ]);
  });

  it('keeps an alert flagged for the next page through one route change only', () => {
    showAlert({ kind: 'info', message: 'This page only' });
    showAlert({ kind: 'success', message: 'Pharmacy Update Success!', keepForNextPage: true });
    clearAlertsOnNavigation();
    expect(messages()).toEqual(['Pharmacy Update Success!']);
    clearAlertsOnNavigation();
    expect(messages()).toEqual([]);
  });

  it('clears every alert', () => {
    showAlert({ kind: 'info', message: 'One' });
    showAlert({ kind: 'error', message: 'Two' });
    clearAlerts();
    expect(messages()).toEqual([]);
  });
});
