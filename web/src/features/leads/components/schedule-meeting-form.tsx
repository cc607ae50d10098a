import { MESSAGES } from '@app/shared/messages';
import { scheduleMeetingFormSchema } from '@app/shared/schemas/schedule-meeting';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useMeetingSlots } from '../api/get-meeting-slots';
import { submitScheduleMeeting } from '../api/submit-schedule-meeting';
import { FORM_STYLE } from './form-styles';
import { HoneypotField } from './honeypot-field';
import { ProjectFields } from './project-fields';
import { RequiredHint } from './required-hint';
import { SlotPicker, visitorTimeZone } from './slot-picker';
import { useLeadForm } from './use-lead-form';
import { toolForm } from './webmcp';

/**
 * Schedule meeting (/schedule-meeting): the lets-connect fields plus a slot.
 * Slots come from the API (free ones only) and show in the visitor's zone;
 * when someone else books the picked slot first (409), the list reloads.
 */
export function ScheduleMeetingForm({ onSuccess }: { onSuccess?: () => void } = {}) {
  const slots = useMeetingSlots();
  const [slot, setSlot] = useState<string | null>(null);
  const [timeZone] = useState(visitorTimeZone);
  const form = useLeadForm(scheduleMeetingFormSchema, {
    send: submitScheduleMeeting,
    successMessage: MESSAGES.formSubmittedExclaim,
    errorMessage: MESSAGES.errorSubmittingTheForm,
    extraValues: () => ({ slotStart: slot ?? '', timeZone }),
    onSuccess: () => {
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
  return (
    <form
      noValidate
      aria-label="Schedule a meeting"
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      style={FORM_STYLE}
      {...toolForm(
        'scheduleMeeting',
        'Book a 30-minute call with Moondive about a software project at one of the offered times.',
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
          }}
          error={form.errors.slotStart}
          timeZone={timeZone}
        />
        <HoneypotField />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Schedule meeting
        </Button>
      </Stack>
    </form>
  );
}
