import { MESSAGES } from '@app/shared/messages';
import { nextSteps } from '@app/shared/next-steps';
import { letsConnectFormSchema } from '@app/shared/schemas/lets-connect';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormConfirmation } from '../../../components/form-confirmation/form-confirmation';
import { submitLetsConnect } from '../api/submit-lets-connect';
import { FORM_CLASS, FORM_STYLE } from './form-styles';
import { HoneypotField } from './honeypot-field';
import { PrivacyNotice } from './privacy-notice';
import { ProjectFields } from './project-fields';
import { RequiredHint } from './required-hint';
import { useLeadForm } from './use-lead-form';
import { toolForm } from './webmcp';

/** Lets-connect (SPEC §2): stored as a schedule-meeting lead without a slot. */
export function LetsConnectForm({ onSuccess }: { onSuccess?: () => void } = {}) {
  const [sent, setSent] = useState<{ email: string; interest: string; budget: string } | null>(null);
  const form = useLeadForm(letsConnectFormSchema, {
    send: submitLetsConnect,
    successMessage: MESSAGES.formSubmittedExclaim,
    errorMessage: MESSAGES.errorSubmittingTheForm,
    onSuccess: (_result, values) => {
      setSent({ email: values.email, interest: values.interest, budget: values.budget });
      onSuccess?.();
    },
  });
  if (sent)
    return (
      <FormConfirmation
        status={MESSAGES.formSubmittedExclaim}
        next={nextSteps('letsConnect', sent)}
        summary={[
          ['Interested in', sent.interest],
          ['Budget', sent.budget],
        ]}
        action={{ label: 'Send another enquiry', onClick: () => setSent(null) }}
      />
    );
  return (
    <form
      noValidate
      aria-label="Let's connect"
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      className={FORM_CLASS}
      style={FORM_STYLE}
      {...toolForm('letsConnect', 'Ask Moondive for a discussion about a software project.')}
    >
      <Stack gap="md">
        <RequiredHint />
        <ProjectFields errors={form.errors} />
        <HoneypotField />
        <PrivacyNotice form="letsConnect" />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
