import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import type * as z from '@app/shared/schemas/zod-mini';
import { type ChangeEvent, useState } from 'react';

/**
 * Tiny controlled-form state for the auth forms: values, per-field errors
 * from the shared zod schema (the spec's texts), and a busy flag.
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => {
        if (!(name in e)) return e;
        const { [name]: _removed, ...rest } = e;
        return rest;
      });
    },
  });

  function validate<S extends z.ZodMiniType>(schema: S): z.infer<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }

  return { values, setValues, errors, setErrors, busy, setBusy, field, validate };
}
