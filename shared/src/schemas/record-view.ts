/**
 * Admin responses name a record's id `id` (issue 24), whatever the stored
 * record calls it: some records are stored with `_id`. SPEC §3 names `_id`
 * only for the careers page's job openings, which keep it.
 */
export type IdView<T extends { _id: string }> = Omit<T, '_id'> & { id: string };

/** The record as an admin response shows it: `_id` renamed `id`, every other field as stored. */
export function idView<T extends { _id: string }>({ _id, ...rest }: T): IdView<T> {
  return { ...rest, id: _id };
}
