import { MEETING_OFFICES } from '@app/shared/leads';
import { MEETING_LINK_MESSAGES, type MeetingLookupView } from '@app/shared/schemas/meeting-link';
import { readableZoneName } from '@app/shared/time-zones';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useMeetingSlots } from '../api/get-meeting-slots';
import {
  cancelMeeting,
  lookupMeeting,
  meetingLinkHref,
  rescheduleMeeting,
  tokenFromHash,
} from '../api/meeting-link';
import { describeSlot } from './slot-days';
import { SlotPicker, visitorTimeZone } from './slot-picker';

type Mode = 'view' | 'reschedule' | 'confirm-cancel';

const STATE_TEXT = {
  cancelled: MEETING_LINK_MESSAGES.cancelled,
  past: MEETING_LINK_MESSAGES.past,
  expired: MEETING_LINK_MESSAGES.expired,
} as const;

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.errors)[0] ?? error.message;
  return MEETING_LINK_MESSAGES.invalid;
}

function BookNew() {
  return (
    <Button component="a" href="/schedule-meeting" variant="light" style={{ alignSelf: 'flex-start' }}>
      Book a new meeting
    </Button>
  );
}

/**
 * /meeting#t=…: the visitor's own booking, opened with the signed link from
 * their mail. Reading it changes nothing (a POST lookup, so a mail scanner's
 * prefetch of the link does nothing either); Reschedule shows the same slot
 * picker as the booking form, Cancel asks once more. After a reschedule the
 * page's fragment takes the fresh link.
 */
export function MeetingManager() {
  const prerendered = typeof document === 'undefined';
  const [token, setToken] = useState(() => (prerendered ? '' : tokenFromHash(window.location.hash)));
  const [view, setView] = useState<MeetingLookupView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [slot, setSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [timeZone] = useState(visitorTimeZone);

  // Another link opened in the same tab (a hash change, no reload): start over with its booking.
  const tokenRef = useRef(token);
  tokenRef.current = token;
  useEffect(() => {
    const onHash = () => {
      const next = tokenFromHash(window.location.hash);
      if (next === tokenRef.current) return;
      setView(null);
      setError(null);
      setNotice(null);
      setMode('view');
      setToken(next);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (prerendered) return;
    if (!token) {
      setError(MEETING_LINK_MESSAGES.invalid);
      return;
    }
    const controller = new AbortController();
    lookupMeeting(token, controller.signal).then(setView, (e) => {
      if (!controller.signal.aborted) setError(messageOf(e));
    });
    return () => controller.abort();
  }, [token, prerendered]);

  if (prerendered || (!view && !error))
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your meeting…</Text>
      </Group>
    );
  if (error && !view)
    return (
      <Stack gap="md">
        <Alert color="red" title="This link does not work">
          {error}
        </Alert>
        <BookNew />
      </Stack>
    );
  const meeting = view?.meeting;
  if (view?.state !== 'booked' || !meeting)
    return (
      <Stack gap="md">
        {notice ? <Alert color="green">{notice}</Alert> : null}
        <Alert color={view?.state === 'cancelled' ? 'gray' : 'yellow'} title="No meeting to change">
          {STATE_TEXT[(view?.state ?? 'expired') as keyof typeof STATE_TEXT]}
        </Alert>
        <BookNew />
      </Stack>
    );

  const office = MEETING_OFFICES[meeting.office];
  const when = `${describeSlot(meeting.start, timeZone)} ${readableZoneName(timeZone)}`;
  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const reschedule = () =>
    act(async () => {
      const at = slot?.indexOf('#') ?? -1;
      if (!slot || at < 0) throw new ApiError(400, 'Please pick a meeting time.');
      const changed = await rescheduleMeeting(token, slot.slice(0, at), slot.slice(at + 1));
      window.history.replaceState(null, '', meetingLinkHref(changed.token));
      setToken(changed.token);
      setView(changed);
      setMode('view');
      setSlot(null);
      setNotice('Your meeting has a new time. We sent you an e-mail with the updated invitation.');
    });
  const cancel = () =>
    act(async () => {
      setView(await cancelMeeting(token));
      setNotice('Your meeting is cancelled. We sent you an e-mail to remove it from your calendar.');
    });

  return (
    <Stack gap="md" data-meeting-state="booked">
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      <dl style={{ margin: 0 }}>
        <Text component="dt" fw={600}>
          When
        </Text>
        <Text component="dd" m={0} mb="xs" data-meeting-when>
          {when}
        </Text>
        <Text component="dt" fw={600}>
          With
        </Text>
        <Text component="dd" m={0}>
          A product lead from our {office.name} office, 30 minutes, video call
        </Text>
      </dl>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {mode === 'reschedule' ? (
        <RescheduleStep
          slot={slot}
          setSlot={setSlot}
          timeZone={timeZone}
          busy={busy}
          onConfirm={reschedule}
          onBack={() => setMode('view')}
        />
      ) : mode === 'confirm-cancel' ? (
        <Stack gap="sm">
          <Text>Cancel this meeting? The time becomes free for others.</Text>
          <Group gap="sm">
            <Button color="red" loading={busy} onClick={cancel}>
              Yes, cancel the meeting
            </Button>
            <Button variant="default" disabled={busy} onClick={() => setMode('view')}>
              Keep it
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm">
          <Button onClick={() => setMode('reschedule')}>Reschedule</Button>
          <Button variant="default" color="red" onClick={() => setMode('confirm-cancel')}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface RescheduleStepProps {
  slot: string | null;
  setSlot: (slot: string) => void;
  timeZone: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The same picker as the booking form, then "Move my meeting". */
function RescheduleStep({ slot, setSlot, timeZone, busy, onConfirm, onBack }: RescheduleStepProps) {
  const slots = useMeetingSlots();
  return (
    <Stack gap="sm">
      <SlotPicker state={slots} value={slot} onChange={setSlot} timeZone={timeZone} />
      <Group gap="sm">
        <Button loading={busy} disabled={!slot} onClick={onConfirm}>
          Move my meeting
        </Button>
        <Button variant="default" disabled={busy} onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
