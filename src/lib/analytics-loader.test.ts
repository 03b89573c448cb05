import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics-loader';

const headBefore = document.head.innerHTML;
afterEach(() => {
  document.head.innerHTML = headBefore;
});

const scriptTags = () => document.head.innerHTML.match(/<script [^>]*data-analytics/g) ?? [];

describe('loadAnalytics', () => {
  it('adds the script, asynchronous, once however often it is called', () => {
    loadAnalytics('https://stats.example/analytics.js');
    loadAnalytics('https://stats.example/analytics.js');
    expect(scriptTags()).toHaveLength(1);
    expect(document.head.innerHTML).toContain('src="https://stats.example/analytics.js"');
    expect(document.head.innerHTML).toMatch(/<script [^>]*async/);
  });
});
