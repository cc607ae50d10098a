/**
 * The shorthand entity definitions use for a record's stored fields. Values
 * are validated by the zod schemas in shared/ before they get here, so the
 * entity layer carries each field as is (`any`, optional): what it owns is
 * the mapping, not validation. The list is checked against the record's view
 * type at compile time, so a field cannot be forgotten (and then silently
 * dropped on read, as dynamodb-toolbox maps only declared attributes).
 */
import { any } from 'dynamodb-toolbox/schema/any';

const field = () => any().optional();
type Field = ReturnType<typeof field>;

type Missing<T, K extends string> = Exclude<keyof T & string, K>;

/** `fieldsOf<View>()('a', 'b', ...)`: every key of `View` must be named (a compile error names the missing ones). */
export function fieldsOf<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    ...names: K & ([Missing<T, K[number]>] extends [never] ? unknown : { missing: Missing<T, K[number]> })
  ): { [P in K[number]]: Field } =>
    Object.fromEntries((names as readonly string[]).map((name) => [name, field()])) as never;
}

/** A storage-only attribute: stored and usable in conditions, never part of the mapped record. */
export const storageOnly = () => any().optional().hidden();
