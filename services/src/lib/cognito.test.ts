import { newPasswordSchema } from '@app/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { cognitoErrorName, temporaryPassword } from './cognito';

describe('temporaryPassword', () => {
  it('passes the password schema with every character class (any pool policy) and differs each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = temporaryPassword();
      expect(password).toHaveLength(16);
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
      for (const cls of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]) expect(password).toMatch(cls);
      expect(password).not.toMatch(/[<>&$"'\\]/);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });
});

describe('Cognito helpers', () => {
  it('reads the error name of SDK and raw errors', () => {
    expect(cognitoErrorName(Object.assign(new Error('x'), { name: 'UsernameExistsException' }))).toBe(
      'UsernameExistsException',
    );
    expect(cognitoErrorName({ __type: 'X' })).toBe('X');
    expect(cognitoErrorName(null)).toBe('');
  });
});
