import { MESSAGES } from '@app/shared/messages';
import { nextSteps } from '@app/shared/next-steps';
import { contactFormSchema } from '@app/shared/schemas/contact';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormConfirmation } from '../../../components/form-confirmation/form-confirmation';
import { submitContactUs } from '../api/submit-contact-us';
import { FORM_CLASS, FORM_STYLE } from './form-styles';
import { HoneypotField } from './honeypot-field';
import { PrivacyNotice } from './privacy-notice';
import { RequiredHint } from './required-hint';
import { useLeadForm } from './use-lead-form';
import { toolForm, toolParam } from './webmcp';

/**
 * Contact Us (SPEC §2): name, email, contactNo, message, Submit. Required
 * fields carry * (Mantine's withAsterisk, no native `required` so our own
 * messages show instead of the browser's).
 */
export function ContactForm({ onSuccess }: { onSuccess?: () => void } = {}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useLeadForm(contactFormSchema, {
    send: submitContactUs,
    successMessage: MESSAGES.formSubmitted,
    errorMessage: MESSAGES.errorInSubmittingForm,
    onSuccess: (_result, values) => {
      setSentTo(values.email);
      onSuccess?.();
    },
  });
  const { errors } = form;
  if (sentTo !== null)
    return (
      <FormConfirmation
        status={MESSAGES.formSubmitted}
        next={nextSteps('contact', { email: sentTo })}
        action={{ label: 'Send another message', onClick: () => setSentTo(null) }}
      />
    );
  return (
    <form
      noValidate
      aria-label="Contact us"
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      className={FORM_CLASS}
      style={FORM_STYLE}
      {...toolForm('contactUs', 'Send a message to the Moondive team. They reply by e-mail or phone.')}
    >
      <Stack gap="md">
        <RequiredHint />
        <TextInput
          name="name"
          label="Name"
          autoComplete="name"
          withAsterisk
          aria-required
          error={errors.name}
          {...toolParam('Full name of the person contacting us (letters only, no links).')}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          withAsterisk
          aria-required
          error={errors.email}
          {...toolParam('E-mail address where the team can reply.')}
        />
        <TextInput
          name="contactNo"
          type="tel"
          label="Contact No."
          autoComplete="tel"
          withAsterisk
          aria-required
          error={errors.contactNo}
          {...toolParam('Phone number with country code, 7 to 15 digits.')}
        />
        <Textarea
          name="message"
          label="Message"
          rows={4}
          error={errors.message}
          {...toolParam('What the visitor wants to talk about (optional).')}
        />
        <HoneypotField />
        <PrivacyNotice form="contact" />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
