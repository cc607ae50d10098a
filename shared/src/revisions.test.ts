import { describe, expect, it } from 'vitest';
import { changeSummary, fieldChanges, fieldLabel, textDiff } from './revisions';

const LABELS = { faqs: 'FAQ', headline: 'Headline' };

describe('revisions', () => {
  it('names changed fields by their label and position', () => {
    expect(fieldLabel('faqs.1.answer', LABELS)).toBe('FAQ 2: answer');
    expect(fieldLabel('headline', LABELS)).toBe('Headline');
    const before = { headline: 'A', faqs: [{ q: 'x', answer: 'old' }] };
    const after = {
      headline: 'B',
      faqs: [
        { q: 'x', answer: 'new' },
        { q: 'y', answer: 'z' },
      ],
    };
    expect(fieldChanges(before, after, LABELS).map((c) => c.label)).toEqual([
      'Headline',
      'FAQ 1: answer',
      'FAQ 2: q',
      'FAQ 2: answer',
    ]);
    expect(changeSummary(before, after, LABELS)).toBe('Changed Headline, FAQ 1: answer, FAQ 2: q and 1 more');
    expect(changeSummary(before, before, LABELS)).toBe('Saved without changes');
  });

  it('diffs long texts word by word, and a huge text as one block', () => {
    expect(textDiff('Eight to twelve weeks.', 'Ten weeks.')).toEqual([
      { text: 'Eight to twelve', kind: 'removed' },
      { text: 'Ten', kind: 'added' },
      { text: ' weeks.', kind: 'same' },
    ]);
    expect(textDiff('Often eight to twelve weeks from kickoff.', 'Usually ten weeks, with a demo.')).toEqual([
      { text: 'Often eight to twelve weeks from kickoff.', kind: 'removed' },
      { text: 'Usually ten weeks, with a demo.', kind: 'added' },
    ]);
    expect(textDiff('We ship fast and well.', 'We ship well.')).toEqual([
      { text: 'We ship ', kind: 'same' },
      { text: 'fast and ', kind: 'removed' },
      { text: 'well.', kind: 'same' },
    ]);
    const huge = 'word '.repeat(5000);
    expect(textDiff(huge, `${huge}more`)).toHaveLength(2);
  });
});
