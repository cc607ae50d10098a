import { describe, expect, it } from 'vitest';
import {
  emailField,
  isPhoneNumber,
  linkField,
  numericInput,
  numericInputWithDefault,
  optionalUrl,
  personName,
  plainText,
  requiredText,
} from './common';
import { validationErrors } from './issues';
import * as z from './zod-mini';

const msg = (schema: z.core.$ZodType, value: unknown) =>
  validationErrors(z.object({ f: schema }), { f: value }).f;

describe('requiredText', () => {
  const schema = requiredText('Company', 5);
  it('trims and enforces required and max length', () => {
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(msg(schema, '   ')).toBe('Company is required.');
    expect(msg(schema, undefined)).toBe('Company is required.');
    expect(msg(schema, 'abcdef')).toBe('Company must be at most 5 characters.');
  });
});

describe('emailField', () => {
  const schema = emailField();
  it('trims, lowercases and requires a dotted domain', () => {
    expect(schema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(msg(schema, '')).toBe('Email is required.');
    expect(msg(schema, 'jane@localhost')).toBe('Enter valid email');
    expect(msg(schema, 'not-an-email')).toBe('Enter valid email');
    expect(msg(schema, `${'a'.repeat(250)}@x.com`)).toBe('Email must be at most 254 characters.');
  });
});

describe('personName', () => {
  const schema = personName('Name');
  it.each([
    "Jane O'Brien",
    'Jean-Luc Picard',
    'J. R. R. Tolkien',
    'José Álvarez',
    'Ananya Sharma',
    'J.Rowling',
  ])('accepts %j', (name) => {
    expect(schema.safeParse(name).success).toBe(true);
  });

  it.each(['https://spam.example', 'visit www.spam', 'spam.com', '<b>Jane</b>', 'jane@example.com'])(
    'rejects the link or HTML %j',
    (name) => {
      expect(msg(schema, name)).toBe('Name cannot contain links or HTML.');
    },
  );

  it('rejects digits and symbols', () => {
    expect(msg(schema, 'Agent 007')).toBe(
      'Name can only contain letters, spaces, apostrophes, hyphens and periods.',
    );
  });

  it('caps the length at 100', () => {
    expect(msg(schema, 'a'.repeat(101))).toBe('Name must be at most 100 characters.');
  });
});

describe('plainText', () => {
  it('rejects HTML tags but allows a lone "<"', () => {
    const schema = plainText('Designation', 100);
    expect(msg(schema, '<script>x</script>')).toBe('HTML is not allowed in this field.');
    expect(schema.safeParse('Head of R&D <3').success).toBe(true);
  });
});

describe('phone numbers', () => {
  it.each(['+91 98765 43210', '(202) 555-0143', '9876543210'])('accepts %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each(['12345', 'call me', '+91 98765 43210 12345', '98765x43210'])('rejects %j', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('optionalUrl', () => {
  const schema = optionalUrl('Website URL');
  it('adds https:// to bare domains and allows empty', () => {
    expect(schema.parse('example.com')).toBe('https://example.com');
    expect(schema.parse('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });
  it.each(['javascript:alert(1)', 'ftp://example.com', 'localhost', 'https://nodot'])('rejects %j', (url) => {
    expect(msg(schema, url)).toBe('Enter a valid URL.');
  });
});

describe('linkField', () => {
  const schema = linkField('Button link');
  it('accepts site paths and http(s) URLs only', () => {
    expect(schema.safeParse('/contact-us').success).toBe(true);
    expect(schema.safeParse('https://example.com/x').success).toBe(true);
    expect(msg(schema, '//evil.example')).toBe('Enter a valid URL or a path starting with /.');
    expect(msg(schema, 'javascript:alert(1)')).toBe('Enter a valid URL or a path starting with /.');
  });

  // Browsers read '\\' as '/' and drop tabs/newlines: each of these would open another site.
  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/x\\y',
    '/\u0000x',
  ])('rejects the off-site path %j', (path) => {
    expect(msg(schema, path)).toBe('Enter a valid URL or a path starting with /.');
  });

  it('keeps ordinary site paths with queries and fragments', () => {
    for (const path of ['/blogs/a-post?x=1#top', '/%5Cencoded', '/case-study'])
      expect(schema.safeParse(path).success, path).toBe(true);
  });
});

describe('numeric inputs', () => {
  it('reads numeric strings and reports ranges', () => {
    const schema = numericInput('Minimum salary');
    expect(schema.parse('1,20,000')).toBe(120000);
    expect(msg(schema, '')).toBe('Minimum salary is required.');
    expect(msg(schema, 'abc')).toBe('Minimum salary must be a number.');
    expect(msg(schema, -1)).toBe('Minimum salary must be between 0 and 10000000000.');
  });

  it('applies defaults to missing and empty values', () => {
    const schema = numericInputWithDefault('Openings', 1, { min: 1, max: 10, int: true });
    expect(schema.parse(undefined)).toBe(1);
    expect(schema.parse('')).toBe(1);
    expect(schema.parse('3')).toBe(3);
    expect(msg(schema, 2.5)).toBe('Openings must be a whole number.');
  });
});
