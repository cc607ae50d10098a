import { notifications } from '@mantine/notifications';
import { ApiError, isAbortError, NetworkError } from './api-error';

/**
 * Shows a failed call as a red toast: the server's message when it sent one,
 * the network message when offline, otherwise `fallbackMessage` (a SPEC §8
 * text such as 'Failed to send invitation'). Aborted requests stay silent.
 */
export function notifyApiError(error: unknown, fallbackMessage: string): void {
  if (isAbortError(error)) return;
  notifications.show({ color: 'red', title: 'Error', message: apiErrorMessage(error, fallbackMessage) });
}

export function apiErrorMessage(error: unknown, fallbackMessage: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.hasServerMessage) return error.message;
  return fallbackMessage;
}

/**
 * A refused save's field errors when the server named fields (400/409 validation), else null.
 * Those show under their fields and in the form's error summary, which is the save's one
 * feedback: no failure toast beside it in other words (issue 27, item 9: feedback twice).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && Object.keys(error.errors).length > 0 ? error.errors : null;
}
