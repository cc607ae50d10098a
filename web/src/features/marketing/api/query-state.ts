/**
 * What a list hook returns. The demo-data hooks below answer 'success' at once
 * (so the prerendered HTML holds the data); when a hook switches to the API it
 * starts in 'loading' and the page shows its loader and empty states as usual.
 */
export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

export function success<T>(data: T): QueryState<T> {
  return { status: 'success', data };
}
