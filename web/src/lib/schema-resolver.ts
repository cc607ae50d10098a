import { zod4Resolver } from 'mantine-form-zod-resolver';

/**
 * The validate function of an admin `useForm` from a shared zod schema: the
 * field messages are the schema's own (shared/SPEC texts, word for word), and
 * as in `fieldErrors` (shared/src/schemas/issues.ts) a field shows its first
 * issue, not its last.
 */
export function schemaResolver(schema: Parameters<typeof zod4Resolver>[0]) {
  return zod4Resolver(schema, { errorPriority: 'first' });
}
