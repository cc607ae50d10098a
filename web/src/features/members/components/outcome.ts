import { notifications } from '@mantine/notifications';
import { ApiError, isAbortError, NetworkError } from '../../../lib/api-client';

/**
 * SPEC §8 pairs each member action with two failure texts: "Failed to …"
 * when the server answered with an error, "Error …" when the call itself
 * failed (network, unexpected). A refusal the server explains (409 existing
 * member, last SuperAdmin, validation) shows the server's clear message.
 */
export function failureText(error: unknown, texts: { failed: string; error: string }): string {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return texts.error;
  if (error.hasServerMessage && error.status >= 400 && error.status < 500) return error.message;
  return texts.failed;
}

export function notifyFailure(error: unknown, texts: { failed: string; error: string }): void {
  if (isAbortError(error)) return;
  notifications.show({ color: 'red', message: failureText(error, texts) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}
