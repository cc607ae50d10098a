import { HONEYPOT_FIELD } from '@app/shared/leads';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import type * as z from '@app/shared/schemas/zod-mini';
import { type FormEvent, useCallback, useState } from 'react';
import { ApiError, isAbortError, NetworkError } from '../../../lib/api-error';
import { submissionKeys } from '../../../lib/submission-key';
import { toast } from '../../../lib/toast';

export interface LeadFormOptions<T, R> {
  /** Sends the validated values (plus the honeypot) to the API, with the submission's Idempotency-Key. */
  send: (values: T & { [HONEYPOT_FIELD]: string }, idempotencyKey: string) => Promise<R>;
  successMessage: string;
  errorMessage: string;
  /** Values not held by named inputs (e.g. the picked meeting slot). */
  extraValues?: () => Record<string, unknown>;
  /** After the API accepted: what it answered and what was sent (for the confirmation panel). */
  onSuccess?: (result: R, values: T) => void;
  onError?: (error: unknown) => void;
}

/** Statuses whose server message says more than the generic form error. */
const TELLING_STATUSES = new Set([409, 413, 429]);

function errorToast(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.hasServerMessage && TELLING_STATUSES.has(error.status))
    return error.message;
  return fallback;
}

/**
 * State of a lead form built from uncontrolled, named inputs (agents and
 * autofill can fill them like any HTML form): validates with the shared zod
 * schema on submit, shows server field errors next to their fields, and
 * shows the spec's success or error toast. On success the form hands the
 * answer to `onSuccess`, which shows the lasting confirmation panel.
 */
export function useLeadForm<S extends z.ZodMiniType, R = unknown>(
  schema: S,
  options: LeadFormOptions<z.output<S>, R>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [keys] = useState(submissionKeys);

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name) clearError(target.name);
    },
    [clearError],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const raw: Record<string, unknown> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string') raw[key] = value;
    });
    Object.assign(raw, options.extraValues?.());
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirst(form, Object.keys(found));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const values = { ...(parsed.data as object), [HONEYPOT_FIELD]: String(raw[HONEYPOT_FIELD] ?? '') };
      const result = await options.send(
        values as z.output<S> & { [HONEYPOT_FIELD]: string },
        keys.keyFor(values),
      );
      keys.done();
      toast({ color: 'green', title: 'Success', message: options.successMessage });
      form.reset();
      options.onSuccess?.(result, parsed.data as z.output<S>);
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
        focusFirst(form, Object.keys(error.errors));
      }
      // The spec's text always shows; a specific reason (offline, slot taken, too many tries) follows it.
      const reason = errorToast(error, options.errorMessage);
      toast(
        reason === options.errorMessage
          ? { color: 'red', title: 'Error', message: reason }
          : { color: 'red', title: options.errorMessage, message: reason },
      );
      options.onError?.(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { errors, setErrors, clearError, submitting, onSubmit, onInput };
}

function focusFirst(form: HTMLFormElement, names: string[]): void {
  for (const name of names) {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLElement) {
      el.focus();
      return;
    }
  }
}
