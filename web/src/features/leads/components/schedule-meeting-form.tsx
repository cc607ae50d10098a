import { isMeetingOfficeId, MEETING_OFFICES } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import { nextSteps } from '@app/shared/next-steps';
import { scheduleMeetingFormSchema } from '@app/shared/schemas/schedule-meeting';
import { readableZoneName } from '@app/shared/time-zones';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormConfirmation } from '../../../components/form-confirmation/form-confirmation';
import { ApiError } from '../../../lib/api-error';
import { useMeetingSlots } from '../api/get-meeting-slots';
import { meetingLinkHref } from '../api/meeting-link';
import { type MeetingBooked, submitScheduleMeeting } from '../api/submit-schedule-meeting';
import { FORM_CLASS, FORM_STYLE } from './form-styles';
import { HoneypotField } from './honeypot-field';
import { PrivacyNotice } from './privacy-notice';
import { ProjectFields } from './project-fields';
import { RequiredHint } from './required-hint';
import { describeSlot } from './slot-days';
import { SlotPicker, visitorTimeZone } from './slot-picker';
import { useLeadForm } from './use-lead-form';
import { toolForm } from './webmcp';

/** Splits a picked slot key `<office>#<start>` into the form's two fields. */
function slotFields(key: string | null): { office: string; slotStart: string } {
  const at = key?.indexOf('#') ?? -1;
  if (!key || at < 0) return { office: '', slotStart: '' };
  return { office: key.slice(0, at), slotStart: key.slice(at + 1) };
}

interface Booked {
  /** /meeting#t=… when the server signed a link. */
  manageHref?: string;
  email: string;
  when: string;
  office: string;
  topic: string;
}

/**
 * Schedule meeting (/schedule-meeting): the lets-connect fields plus a slot
 * with one of the two offices. Slots come from the API (free ones only) and
 * show in the visitor's zone; when someone else books the picked slot first
 * (409), the list reloads. After booking, the page shows the booked time in
 * the visitor's zone and what happens next.
 */
export function ScheduleMeetingForm({ onSuccess }: { onSuccess?: () => void } = {}) {
  const slots = useMeetingSlots();
  const [slot, setSlot] = useState<string | null>(null);
  const [timeZone] = useState(visitorTimeZone);
  const [booked, setBooked] = useState<Booked | null>(null);
  const form = useLeadForm(scheduleMeetingFormSchema, {
    send: submitScheduleMeeting,
    successMessage: MESSAGES.formSubmittedExclaim,
    errorMessage: MESSAGES.errorSubmittingTheForm,
    extraValues: () => ({ ...slotFields(slot), timeZone }),
    onSuccess: (result: MeetingBooked, values) => {
      const office = isMeetingOfficeId(result.meeting.office)
        ? MEETING_OFFICES[result.meeting.office]
        : undefined;
      setBooked({
        manageHref: result.manageToken ? meetingLinkHref(result.manageToken) : undefined,
        email: values.email,
        when: `${describeSlot(result.meeting.start, timeZone)} ${readableZoneName(timeZone)}`,
        office: office ? `${office.name} office` : '',
        topic: values.interest,
      });
      setSlot(null);
      slots.reload();
      onSuccess?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors.slotStart) {
        setSlot(null);
        slots.reload();
      }
    },
  });
  if (booked)
    return (
      <FormConfirmation
        status={MESSAGES.formSubmittedExclaim}
        next={nextSteps('meeting', { email: booked.email, meetingTime: booked.when })}
        summary={[
          ['When', booked.when],
          ['Length', '30 minutes, video call'],
          ['With', booked.office],
          ['Topic', booked.topic],
        ]}
        action={{ label: 'Book another meeting', onClick: () => setBooked(null) }}
        link={booked.manageHref ? { label: 'Reschedule or cancel', href: booked.manageHref } : undefined}
      />
    );
  return (
    <form
      noValidate
      aria-label="Schedule a meeting"
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      className={FORM_CLASS}
      style={FORM_STYLE}
      {...toolForm(
        'scheduleMeeting',
        'Book a 30-minute call with Moondive (Noida or Washington, DC office) at one of the offered times.',
      )}
    >
      <Stack gap="md">
        <RequiredHint />
        <ProjectFields errors={form.errors} />
        <SlotPicker
          state={slots}
          value={slot}
          onChange={(value) => {
            setSlot(value);
            form.clearError('slotStart');
            form.clearError('office');
          }}
          error={form.errors.slotStart ?? form.errors.office}
          timeZone={timeZone}
        />
        <HoneypotField />
        <PrivacyNotice form="meeting" />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Schedule meeting
        </Button>
      </Stack>
    </form>
  );
}
