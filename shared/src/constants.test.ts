import { describe, expect, it } from 'vitest';
import {
  AUTH,
  BREAKPOINTS,
  BUDGETS,
  DRAWER_CLOSE_DELAY_MS,
  EDITOR_FONTS,
  EDITOR_SIZES,
  EDUCATION_LEVELS,
  INDUSTRIES,
  INTEREST_OPTIONS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  JOB_POST_DEFAULTS,
  JOB_SCHEDULES,
  JOB_TYPES,
  LIMITS,
  MARKETING_CLAIMS,
  MAX_TAGS,
  MESSAGES,
  META_DESCRIPTION_LENGTH,
  NAV_HIDE_THRESHOLD_PX,
  NOTICE_PERIODS,
  PROFILE_REFRESH,
  PROJECT_DURATIONS,
  PROJECT_PHASES,
  RESUME_MAX_BYTES,
  SHARE_POPUP,
  TITLE_RECOMMENDED_LENGTH,
  TOAST,
} from './constants';

describe('SPEC §9 constants', () => {
  it('keeps the API body limit and the resume limit', () => {
    expect(LIMITS.maxJsonBodyBytes).toBe(65536);
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('has the timing and layout values', () => {
    expect(PROFILE_REFRESH).toEqual({
      intervalMs: 30000,
      visibilityThrottleMs: 10000,
      initialDelayMs: 500,
      rolesChangeReloadMs: 2000,
      unauthorizedSignOutMs: 5000,
    });
    expect([MAX_TAGS, META_DESCRIPTION_LENGTH, TITLE_RECOMMENDED_LENGTH]).toEqual([10, 170, 60]);
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, custom: 768 });
    expect([DRAWER_CLOSE_DELAY_MS, NAV_HIDE_THRESHOLD_PX]).toEqual([1000, 100]);
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(TOAST).toEqual({ position: 'top-right', autoClose: 5000 });
  });

  it('has the option lists word for word', () => {
    expect(INDUSTRIES).toHaveLength(18);
    expect(INDUSTRIES[0]).toBe('Technology');
    expect(INDUSTRIES.at(-1)).toBe('Other');
    expect(INTEREST_OPTIONS).toEqual([
      'Web Development',
      'Data Analytics',
      'Cloud Engineering',
      'AI/ML Solutions',
      'Other',
    ]);
    expect(PROJECT_DURATIONS).toEqual(['TBD', '3 months', '6 months', '12 months+']);
    expect(PROJECT_PHASES).toEqual(['New Project', 'Existing Codebase']);
    expect(BUDGETS).toEqual(['TBD', '<$10K', '$10K-$25K', '$25K-$50K', '$50K-$100K', '$100K+']);
    expect(JOB_CATEGORIES).toEqual([
      'IT',
      'Design',
      'Sales & Marketing',
      'Accounting & Finance',
      'Management',
    ]);
    expect(JOB_LOCATIONS).toEqual(['Noida India', 'Washington United States', 'Remote']);
    expect(JOB_TYPES).toEqual(['Full-Time', 'Part-Time', 'Internship']);
    expect(JOB_SCHEDULES).toEqual(['Day Shift', 'Night Shift']);
    expect(EDUCATION_LEVELS).toEqual(['UG-Pursuing', 'Graduate', 'Post Graduate', 'Doctorate']);
    expect(JOB_LEVELS).toEqual(['Entry', 'Mid', 'Senior', 'Executive']);
    expect(NOTICE_PERIODS).toEqual(['Immediate', '15 days', '1 month', '2 months', '2+ months']);
    expect(JOB_POST_DEFAULTS).toEqual({ numberOfOpenings: 1, experienceMin: 0, experienceMax: 1 });
  });

  it('has the editor fonts and sizes', () => {
    expect(EDITOR_FONTS).toHaveLength(11);
    expect(EDITOR_SIZES.slice(0, 4)).toEqual(['small', 'normal', 'large', 'huge']);
    expect(EDITOR_SIZES.slice(4)).toEqual(Array.from({ length: 12 }, (_, i) => `${14 + 2 * i}px`));
  });

  it('has the claims and auth storage names', () => {
    expect(MARKETING_CLAIMS.projectsDelivered).toBe(50);
    expect([MARKETING_CLAIMS.mvpCostMinUsd, MARKETING_CLAIMS.mvpCostMaxUsd]).toEqual([15000, 30000]);
    expect(AUTH).toEqual({ userStorageKey: 'user', tokenCookie: 'token', tokenHeader: 'token' });
  });
});

describe('MESSAGES', () => {
  it('holds the spec texts verbatim', () => {
    expect(MESSAGES.fillRequired).toBe('Fill all the required details.');
    expect(MESSAGES.noDashboardItems).toBe('Your role does not have any dashboard items to display.');
    expect(MESSAGES.failedToUpdateBlog).toBe('Failed to update blog.');
    expect(MESSAGES.failedToDeleteBlog).toBe('Failed to delete the blog. Please try again.');
    expect(MESSAGES.errorSubmittingTheForm).toBe('There was an error submitting the form.');
    expect(MESSAGES.passwordsMismatch).toBe('Password do not match');
    expect(MESSAGES.useAuthOutsideProvider).toBe('useAuth must be used within an AuthProvider');
    expect(MESSAGES.urlCopied).toBe('URL Copied Successfully');
    expect(MESSAGES.formSubmitted).toBe('Form Submitted Successfully');
    expect(MESSAGES.formSubmittedExclaim).toBe('Form submitted successfully!');
    expect(MESSAGES.noPositions).toBe("We've reached the stars - no new positions available at this moment");
  });

  it('has no duplicate texts', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
