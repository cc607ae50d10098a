import { BUDGETS, INTEREST_OPTIONS, PROJECT_DURATIONS, PROJECT_PHASES } from '@app/shared/form-options';
import type { FieldErrors } from '@app/shared/schemas/issues';
import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toolParam } from './webmcp';

function options(list: readonly string[], placeholder: string) {
  return [
    { value: '', label: placeholder, disabled: true },
    ...list.map((value) => ({ value, label: value })),
  ];
}

/** The lets-connect fields (SPEC §2, §9 option lists), shared by lets-connect and schedule-meeting. */
export function ProjectFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          name="fullName"
          label="Full Name"
          autoComplete="name"
          withAsterisk
          aria-required
          error={errors.fullName}
          {...toolParam('Full name of the person (letters only, no links).')}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          withAsterisk
          aria-required
          error={errors.email}
          {...toolParam('Work e-mail address for the reply.')}
        />
        <TextInput
          name="companyName"
          label="Company Name"
          autoComplete="organization"
          error={errors.companyName}
          {...toolParam('Company or organisation name (optional).')}
        />
        <TextInput
          name="websiteUrl"
          label="Website URL"
          autoComplete="url"
          placeholder="example.com"
          error={errors.websiteUrl}
          {...toolParam('Company website address (optional).')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          name="interest"
          label="What are you interested in?"
          withAsterisk
          aria-required
          defaultValue=""
          data={options(INTEREST_OPTIONS, 'Select an interest')}
          error={errors.interest}
          {...toolParam(`Service of interest, one of: ${INTEREST_OPTIONS.join(', ')}.`)}
        />
        <NativeSelect
          name="projectDuration"
          label="Expected duration"
          withAsterisk
          aria-required
          defaultValue=""
          data={options(PROJECT_DURATIONS, 'Select a duration')}
          error={errors.projectDuration}
          {...toolParam(`Expected project duration, one of: ${PROJECT_DURATIONS.join(', ')}.`)}
        />
        <NativeSelect
          name="budget"
          label="Budget"
          withAsterisk
          aria-required
          defaultValue=""
          data={options(BUDGETS, 'Select a budget')}
          error={errors.budget}
          {...toolParam(`Budget range in US dollars, one of: ${BUDGETS.join(', ')}.`)}
        />
        <NativeSelect
          name="projectPhase"
          label="Project phase"
          withAsterisk
          aria-required
          defaultValue=""
          data={options(PROJECT_PHASES, 'Select a phase')}
          error={errors.projectPhase}
          {...toolParam(
            `Whether this is a new project or an existing codebase: ${PROJECT_PHASES.join(', ')}.`,
          )}
        />
      </SimpleGrid>
      <Textarea
        name="additionalDetails"
        label="Additional details"
        rows={3}
        error={errors.additionalDetails}
        {...toolParam('Anything else about the project (optional).')}
      />
    </>
  );
}
