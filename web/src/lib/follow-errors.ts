import type { FieldErrors } from '@app/shared/schemas/issues';
import type { FormErrors } from '@mantine/form';
import { useEffect, useRef } from 'react';

/** The form value an error key belongs to: 'cta.title' -> 'cta', 'tags.3' -> 'tags'. */
export const fieldOf = (errorKey: string) => errorKey.split('.')[0] ?? errorKey;

/**
 * After a failed save, errors follow the form (issue 27, items 2 and 9): an
 * error goes as soon as its field is valid, whichever input made it valid
 * (a social post's text fits once the network with the larger limit is
 * picked), and one still wrong stays, with its current message. Errors only
 * the server knows (a taken slug) go when their field is edited. No error is
 * added here: new ones wait for the next save.
 */
export function followErrors(
  errors: FieldErrors,
  now: FieldErrors,
  changed: ReadonlySet<string>,
  serverOnly: ReadonlySet<string>,
): FieldErrors {
  if (Object.keys(errors).length === 0) return errors;
  const kept: FieldErrors = {};
  for (const key of Object.keys(errors)) {
    if (serverOnly.has(key)) {
      if (!changed.has(fieldOf(key))) kept[key] = errors[key] as string;
    } else if (now[key]) kept[key] = now[key];
  }
  return kept;
}

/** The top-level fields whose values differ between two versions of a form's values. */
export function changedFields(next: object, previous: object): Set<string> {
  const a = next as Record<string, unknown>;
  const b = previous as Record<string, unknown>;
  return new Set([...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]));
}

/**
 * Wires followErrors into an @mantine/form form (create it with
 * `clearInputErrorOnChange: false`): on every change of its values the shown
 * errors are brought up to date. `serverErrors` shows a failed save's field
 * errors, remembering which of them only the server knows.
 */
export function useErrorsFollowValues<V extends object>(
  form: { values: V; setErrors: (set: (errors: FormErrors) => FormErrors) => void },
  clientErrors: (values: V) => FieldErrors,
) {
  const previous = useRef(form.values);
  const serverOnly = useRef(new Set<string>());
  const check = useRef(clientErrors);
  check.current = clientErrors;
  const { values, setErrors } = form;
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    setErrors((e) =>
      followErrors(
        e as FieldErrors,
        check.current(values),
        changedFields(values, before),
        serverOnly.current,
      ),
    );
  }, [values, setErrors]);
  return {
    /** Shows a failed save's field errors; those the browser's own check does not find go when their field changes. */
    serverErrors(errors: FieldErrors, values: V) {
      const known = check.current(values);
      serverOnly.current = new Set(Object.keys(errors).filter((k) => !known[k]));
      setErrors(() => errors);
    },
  };
}
