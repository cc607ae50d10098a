import type { FieldErrors } from '@app/shared/schemas/issues';
import * as z from '@app/shared/schemas/zod-mini';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { schemaResolver } from '../../../lib/schema-resolver';

/**
 * The auth forms' state on @mantine/form: values, per-field errors from the
 * shared zod schema (the spec's texts, through the zod resolver; a field's
 * message goes when it is edited), and a busy flag (Cognito calls are not
 * TanStack mutations: they are no admin API writes and touch no cached read).
 */
export function useFormState<T extends Record<string, string>>(initial: T) {
  const form = useForm<T>({ initialValues: initial });
  const [busy, setBusy] = useState(false);

  const field = (name: keyof T & string) => ({ name, ...form.getInputProps(name) });

  /** Checks the values with `schema`: the parsed input, or null with the messages shown. */
  function validate<S extends z.ZodMiniType>(schema: S): z.infer<S> | null {
    const values = form.getValues();
    const errors = schemaResolver(schema)(values);
    form.setErrors(errors);
    return Object.keys(errors).length > 0 ? null : z.parse(schema, values);
  }

  return {
    values: form.values,
    setValues: form.setValues,
    errors: form.errors as FieldErrors,
    setErrors: form.setErrors,
    busy,
    setBusy,
    field,
    validate,
  };
}
