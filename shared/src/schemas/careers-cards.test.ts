import { describe, expect, it } from 'vitest';
import { processStepSchema, traitCardSchema, valueCardSchema, visionCardSchema } from './careers-cards';

describe('careers display cards', () => {
  it('accepts each card shape', () => {
    expect(
      valueCardSchema.safeParse({
        image: '/img/team.webp',
        alt: 'Team',
        value: 'Team Work',
        description: 'Together.',
      }).success,
    ).toBe(true);
    expect(traitCardSchema.safeParse({ title: 'Curiosity', description: 'Asks why.' }).success).toBe(true);
    expect(processStepSchema.safeParse({ heading: 'Planning', description: 'We plan.' }).success).toBe(true);
    expect(
      visionCardSchema.safeParse({
        image: '/img/v.webp',
        heading: 'Vision',
        description: 'Ahead.',
        alt: 'Vision',
      }).success,
    ).toBe(true);
  });

  it('rejects missing fields', () => {
    expect(valueCardSchema.safeParse({ image: '/img/team.webp', value: 'Team Work' }).success).toBe(false);
    expect(visionCardSchema.safeParse({ heading: 'Vision' }).success).toBe(false);
  });
});
