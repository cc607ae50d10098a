// @vitest-environment jsdom
import { ANALYTICS } from '@app/shared/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingAttribution, pushAnalyticsEvent } from '../lib/analytics';
import { startInsights } from './insights';

type W = Window & Record<string, unknown>;
const win = window as unknown as W;
const sent: Array<Record<string, unknown>> = [];
// The script patches history once per page; each test here is a new page.
const { pushState, replaceState } = window.history;

function setNavigator(props: Record<string, unknown>) {
  for (const [k, v] of Object.entries(props))
    Object.defineProperty(window.navigator, k, { value: v, configurable: true, writable: true });
}
function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  sent.length = 0;
  delete (window as unknown as W)[ANALYTICS.scriptGlobal];
  delete (window as unknown as W)[ANALYTICS.queueGlobal];
  window.history.replaceState(null, '', '/?utm_source=probe&utm_campaign=spring-test');
  setReferrer('https://www.google.com/');
  setNavigator({
    webdriver: false,
    globalPrivacyControl: undefined,
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, ...JSON.parse(body) });
      return true;
    },
  });
});
afterEach(() => {
  window.history.pushState = pushState;
  window.history.replaceState = replaceState;
  vi.restoreAllMocks();
});

describe('collection script', () => {
  it('sends the landing page view with its referrer, then SPA navigations, and keeps the landing in memory', () => {
    pushAnalyticsEvent('early_event');
    startInsights(win);
    expect(sent[0]).toEqual({
      url: '/api/v1/analytics/collect',
      n: 'pageview',
      u: '/?utm_source=probe&utm_campaign=spring-test',
      r: 'https://www.google.com/',
    });
    // An event pushed before the deferred script ran is sent once it runs.
    expect(sent[1]).toMatchObject({ n: 'early_event' });
    window.history.pushState(null, '', '/contact-us');
    window.history.replaceState(null, '', '/contact-us');
    expect(sent.filter((s) => s.n === 'pageview').map((s) => s.u)).toEqual([
      '/?utm_source=probe&utm_campaign=spring-test',
      '/contact-us',
    ]);
    expect(sent[2]?.r).toBeUndefined();
    pushAnalyticsEvent('contact_us_click', { label: 'Contact Us' });
    expect(sent.at(-1)).toMatchObject({ n: 'contact_us_click', u: '/contact-us' });
    expect(landingAttribution()).toEqual({
      landing: '/?utm_source=probe&utm_campaign=spring-test',
      referrer: 'https://www.google.com/',
    });
  });

  it('sends nothing and offers no attribution with Global Privacy Control', () => {
    setNavigator({ globalPrivacyControl: true });
    startInsights(win);
    pushAnalyticsEvent('contact_us_click');
    window.history.pushState(null, '', '/contact-us');
    expect(sent).toEqual([]);
    expect(landingAttribution()).toBeUndefined();
  });

  it('is no landing after a full-page navigation inside the site', () => {
    setReferrer(`${window.location.origin}/about-us`);
    startInsights(win);
    expect(sent[0]).toEqual({ url: '/api/v1/analytics/collect', n: 'pageview', u: expect.any(String) });
    expect(landingAttribution()).toBeUndefined();
  });

  it('never counts staff pages', () => {
    window.history.replaceState(null, '', '/admin/analytics');
    startInsights(win);
    expect(sent).toEqual([]);
  });
});
