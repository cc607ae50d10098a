import { MESSAGES } from '@app/shared/constants';
import { memberInviteSchema } from '@app/shared/schemas/member';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

describe('schemaResolver', () => {
  it('gives each field the shared message of its first issue, and nothing for valid values', () => {
    const validate = schemaResolver(memberInviteSchema);
    expect(validate({ email: 'nope', roles: [] })).toEqual({
      email: MESSAGES.enterValidEmail,
      roles: MESSAGES.rolesMin,
    });
    expect(validate({ email: 'a@example.com', roles: ['HR'] })).toEqual({});
  });
});
