import { describe, expect, it } from 'vitest';
import { groupOpeningsByCategory, jobOpeningSchema } from './job-opening';

const opening = {
  _id: '1',
  title: 'Frontend Developer',
  experience: '0-1 Years',
  deadline: '2024-09-08',
  JobDescription: {
    PositionOverview: 'Build the website.',
    KeyResponsibilities: ['Write components'],
    Qualifications: ['B.Tech'],
    PreferredSkills: ['React', 'TypeScript'],
  },
};

describe('jobOpeningSchema', () => {
  it('accepts the careers display shape', () => {
    expect(jobOpeningSchema.parse(opening)).toEqual(opening);
    expect(jobOpeningSchema.safeParse({ ...opening, deadline: '2024-12-08T00:00:00.000Z' }).success).toBe(
      true,
    );
  });

  it('rejects a missing description or bad deadline', () => {
    expect(jobOpeningSchema.safeParse({ ...opening, JobDescription: undefined }).success).toBe(false);
    expect(jobOpeningSchema.safeParse({ ...opening, deadline: 'soon' }).success).toBe(false);
  });
});

describe('groupOpeningsByCategory', () => {
  it('groups in category order and drops empty categories', () => {
    const groups = groupOpeningsByCategory([
      { ...opening, _id: 'a', category: 'Design' },
      { ...opening, _id: 'b', category: 'IT' },
      { ...opening, _id: 'c', category: 'IT' },
    ]);
    expect(groups.map((g) => [g.category, g.openings.map((o) => o._id)])).toEqual([
      ['IT', ['b', 'c']],
      ['Design', ['a']],
    ]);
    expect(groups[0]?.openings[0]).not.toHaveProperty('category');
  });

  it('returns no groups for no openings', () => {
    expect(groupOpeningsByCategory([])).toEqual([]);
  });
});
