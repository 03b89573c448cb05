import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from '../../lib/analytics-loader';
import { cookieConsentStorageKey, rememberCookieChoice } from '../../lib/cookie-consent';
import { AnalyticsConsent } from './analytics-consent';

vi.mock('../../lib/analytics-loader', () => ({ loadAnalytics: vi.fn() }));

const scriptUrl = 'https://stats.example/analytics.js';
/** Time enough for the lazy import the component makes, had it made one. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  vi.mocked(loadAnalytics).mockClear();
  window.localStorage.removeItem(cookieConsentStorageKey);
});

describe('AnalyticsConsent', () => {
  it('loads nothing before a choice, or after analytics cookies are rejected', async () => {
    render(<AnalyticsConsent scriptUrl={scriptUrl} />);
    await settle();
    expect(loadAnalytics).not.toHaveBeenCalled();
    act(() => rememberCookieChoice(false));
    await settle();
    expect(loadAnalytics).not.toHaveBeenCalled();
  });

  it('loads the configured script the moment analytics cookies are accepted', async () => {
    render(<AnalyticsConsent scriptUrl={scriptUrl} />);
    act(() => rememberCookieChoice(true));
    await vi.waitFor(() => expect(loadAnalytics).toHaveBeenCalledWith(scriptUrl));
  });

  it('loads a script accepted on an earlier visit, and nothing when none is configured', async () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'true');
    const { unmount } = render(<AnalyticsConsent scriptUrl={null} />);
    await settle();
    expect(loadAnalytics).not.toHaveBeenCalled();
    unmount();
    render(<AnalyticsConsent scriptUrl={scriptUrl} />);
    await vi.waitFor(() => expect(loadAnalytics).toHaveBeenCalledWith(scriptUrl));
  });

  it('removes analytics cookies when they are rejected', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'other=kept; path=/';
    rememberCookieChoice(false);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('other=kept');
    document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});
