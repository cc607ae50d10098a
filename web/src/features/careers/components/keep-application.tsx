import { COMPANY } from '@app/shared/company';
import { KEEP_APPLICATION_MESSAGES, KEEP_FOR_ANOTHER, keepTokenTitle } from '@app/shared/schemas/talent-pool';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { keepApplication, keepTokenFromHash } from '../api/keep-application';

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.errors)[0] ?? error.message;
  return 'Your answer could not be saved. Please try again.';
}

function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: COMPANY.timeZone }).format(
    new Date(iso),
  );
}

/**
 * /careers/keep-my-application#t=…: the applicant's answer to the talent-pool
 * mail. Opening the link changes nothing (a mail scanner's prefetch keeps
 * nothing); the button POSTs the token, which the server checks.
 */
export function KeepApplication() {
  const prerendered = typeof document === 'undefined';
  const [token] = useState(() => (prerendered ? '' : keepTokenFromHash(window.location.hash)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keptUntil, setKeptUntil] = useState<string | null>(null);
  if (prerendered) return null;
  const title = keepTokenTitle(token);
  if (!token || !title)
    return (
      <Alert color="red" title="This link does not work">
        {KEEP_APPLICATION_MESSAGES.invalid}
      </Alert>
    );
  if (keptUntil)
    return (
      <Alert color="green" title="Thank you" data-testid="keep-done">
        We keep your application for {title} until {longDate(keptUntil)} and may contact you about other
        openings. You can ask us to delete it sooner at any time.
      </Alert>
    );
  const keep = async () => {
    setBusy(true);
    setError(null);
    try {
      setKeptUntil((await keepApplication(token)).keptUntil);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>
        Your application for <strong data-testid="keep-title">{title}</strong> is due to be deleted. Would you
        like us to keep it, with your résumé, for other openings for {KEEP_FOR_ANOTHER}?
      </Text>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button onClick={keep} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Keep my application for {KEEP_FOR_ANOTHER}
      </Button>
      <Text size="sm" c="gray.7">
        If you do nothing, your application and résumé are deleted on that day.
      </Text>
    </Stack>
  );
}
