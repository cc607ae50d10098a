import type { ChangeEvent } from 'react';

/**
 * For a form that keeps its values in one draft object: `field('name')` gives
 * a text input (or textarea) the props that bind it to `draft.name` — its
 * value, its error, and a change handler that sets it.
 */
export function bindTextField<D extends object>(
  draft: D,
  errors: Record<string, string>,
  set: (patch: Partial<D>) => void,
) {
  return (name: keyof D & string) => ({
    value: String(draft[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: event.currentTarget.value } as Partial<D>),
  });
}
