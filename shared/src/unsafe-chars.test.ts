/**
 * Issue 25, finding 4: the one person-name rule, and free text that loses
 * control, bidi-control and invisible characters on input.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { applicationUpdateSchema } from './schemas/careers-admin';
import { optionalText, personName, plainText, requiredText } from './schemas/common';
import { contactFormSchema } from './schemas/contact';
import { dealCreateSchema } from './schemas/deal';
import { jobApplicationFormSchema } from './schemas/job-application';
import { leadUpdateSchema } from './schemas/lead-admin';
import { letsConnectFormSchema } from './schemas/lets-connect';
import { displayNameSchema } from './schemas/member';
import * as z from './schemas/zod-mini';
import { escapeXml, singleLine, stripUnsafeChars } from './unsafe-chars';

const nameError = (schema: z.core.$ZodType, value: string) => {
  const result = z.safeParse(schema, value);
  return result.success ? '' : result.error.issues[0]?.message;
};

describe('person names', () => {
  const name = personName('Name');

  it.each([
    'D’Souza',
    "D'Souza",
    'Oʼneil',
    'Jean-Luc Picard',
    'J. R. R. Tolkien',
    'Nguyễn Thị Minh',
    'Ananya Sharma',
    'क्षितिज',
    'José Álvarez',
  ])('accepts %j', (value) => {
    expect(nameError(name, value)).toBe('');
  });

  it.each([
    ['a vertical tab (the pen test)', 'Ana\u000BRao'],
    ['U+0001', 'Ana\u0001Rao'],
    ['a form feed', 'Ana\fRao'],
    ['a no-break space', 'Ana\u00A0Rao'],
    ['a line separator', 'Ana\u2028Rao'],
    ['a zero-width space', 'Ana\u200BRao'],
    ['a right-to-left override', 'Ana\u202ERao'],
    ['a Hangul filler (an invisible letter)', '\u3164'],
    ['a Hangul filler inside a name', 'Ana\u3164Rao'],
    ['a combining grapheme joiner', 'Ana\u034FRao'],
    ['a variation selector', 'Ana\uFE0FRao'],
    ['a name starting with a mark', '\u0301Ana'],
    ['four stacked marks', 'Ana\u0301\u0302\u0303\u0304'],
    ['digits', 'Agent 007'],
  ])('refuses %s with the shared message', (_why, value) => {
    expect(nameError(name, value)).toBe(MESSAGES.nameInvalidCharacters);
  });

  it('is the rule of display, lead, applicant and deal contact names', () => {
    const bad = 'Ana\u000BRao';
    expect(z.safeParse(displayNameSchema, { displayName: bad }).success).toBe(false);
    expect(z.safeParse(displayNameSchema, { displayName: 'Ana D’Souza' }).success).toBe(true);
    const fields = (schema: z.core.$ZodType, value: object) => {
      const result = z.safeParse(schema, value);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(fields(contactFormSchema, { name: bad })).toContain('name');
    expect(fields(letsConnectFormSchema, { fullName: bad })).toContain('fullName');
    expect(fields(jobApplicationFormSchema, { firstName: bad, lastName: bad })).toEqual(
      expect.arrayContaining(['firstName', 'lastName']),
    );
    expect(fields(dealCreateSchema, { title: 'Deal', contactName: bad })).toContain('contactName');
    expect(fields(dealCreateSchema, { title: 'Deal', contactName: 'Ana D’Souza' })).not.toContain(
      'contactName',
    );
  });
});

describe('other text fields', () => {
  it('keep their rules and lose control, bidi-control and invisible characters', () => {
    const title = requiredText('Title', 200);
    expect(z.parse(title, 'AT&T')).toBe('AT&T');
    expect(z.parse(title, 'Smith, Jones & Co.')).toBe('Smith, Jones & Co.');
    expect(z.parse(plainText('Title', 200), 'Redesign (phase 2)')).toBe('Redesign (phase 2)');
    expect(z.parse(title, 'Re\u0001de\u000Bsign\u202E \u200B2\uFEFF')).toBe('Redesign 2');
    expect(z.parse(optionalText('Message', 500), 'Line one\nLine\u0007 two\u2066')).toBe(
      'Line one\nLine two',
    );
    expect(z.parse(leadUpdateSchema, { note: 'Called\u0007 back\u202E' }).note).toBe('Called back');
    expect(z.parse(applicationUpdateSchema, { note: '\u200BPhone screen' }).note).toBe('Phone screen');
    // Only invisible characters is blank.
    expect(z.safeParse(title, '\u200B\u0001').success).toBe(false);
    // Emoji sequences and Persian words keep their joiners and selectors.
    expect(stripUnsafeChars('👩‍💻 ❤️ می‌خواهم')).toBe('👩‍💻 ❤️ می‌خواهم');
  });
});

describe('writers', () => {
  it('escape XML and drop what XML 1.0 forbids', () => {
    expect(escapeXml('A\u0001<b>&"\'\uFFFE\uD800\f')).toBe('A&lt;b&gt;&amp;&quot;&apos;');
  });

  it('make one header line of anything', () => {
    expect(singleLine(' New lead:\r\nBcc: x@y.z\u000B\u0085 end ')).toBe('New lead: Bcc: x@y.z end');
  });
});
