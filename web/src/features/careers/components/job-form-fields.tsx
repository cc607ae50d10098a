import { jobToday } from '@app/shared/careers';
import {
  EDUCATION_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  JOB_SCHEDULES,
  JOB_TYPES,
} from '@app/shared/constants';
import { formatSalaryRange } from '@app/shared/currency';
import { MultiSelect, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { DEADLINE_ZONE_NOTE, staffDayFormatter } from '../../../lib/deadline-picker';
import { type JobFormValues, numberValue } from './job-form-values';

/** The post-job form's fields (SPEC §3 "Job post", §9 options), bound to its @mantine/form state. */
export function JobFormFields({ form }: { form: UseFormReturnType<JobFormValues> }) {
  const salaryPreview = formatSalaryRange(
    numberValue(form.values.salaryMin),
    numberValue(form.values.salaryMax),
  );
  return (
    <>
      <TextInput label="Job title" withAsterisk {...form.getInputProps('jobTitle')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Category"
          withAsterisk
          data={[...JOB_CATEGORIES]}
          {...form.getInputProps('category')}
        />
        <NumberInput
          label="Number of openings"
          withAsterisk
          min={1}
          allowDecimal={false}
          {...form.getInputProps('numberOfOpenings')}
        />
        <DatePickerInput
          label="Deadline"
          withAsterisk
          valueFormatter={staffDayFormatter}
          description={DEADLINE_ZONE_NOTE}
          minDate={jobToday()}
          {...form.getInputProps('deadline')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Minimum experience (years)" min={0} {...form.getInputProps('experienceMin')} />
        <NumberInput label="Maximum experience (years)" min={0} {...form.getInputProps('experienceMax')} />
      </SimpleGrid>
      <MultiSelect
        label="Location"
        withAsterisk
        data={[...JOB_LOCATIONS]}
        {...form.getInputProps('location')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Job type" withAsterisk data={[...JOB_TYPES]} {...form.getInputProps('jobType')} />
        <Select label="Schedule" withAsterisk data={[...JOB_SCHEDULES]} {...form.getInputProps('schedule')} />
        <Select
          label="Education"
          withAsterisk
          data={[...EDUCATION_LEVELS]}
          {...form.getInputProps('education')}
        />
        <Select label="Job level" withAsterisk data={[...JOB_LEVELS]} {...form.getInputProps('jobLevel')} />
        <NumberInput
          label="Minimum salary (₹ per year)"
          withAsterisk
          min={0}
          thousandSeparator=","
          {...form.getInputProps('salaryMin')}
        />
        <NumberInput
          label="Maximum salary (₹ per year)"
          withAsterisk
          min={0}
          thousandSeparator=","
          {...form.getInputProps('salaryMax')}
          description={salaryPreview ? `Shown as ${salaryPreview}` : undefined}
        />
      </SimpleGrid>
      <TextInput label="Supplemental pay" {...form.getInputProps('supplementalPay')} />
      <Textarea label="Benefits" rows={2} {...form.getInputProps('benefits')} />
      <Suspense fallback={<PageLoader />}>
        <LazyRichTextEditor
          label="Job description"
          required
          value={form.values.jobDescription}
          onChange={(html) => form.setFieldValue('jobDescription', html)}
          error={form.errors.jobDescription as string | undefined}
        />
      </Suspense>
      <Textarea
        label="Key responsibilities"
        description="One per line"
        rows={3}
        {...form.getInputProps('keyResponsibilities')}
      />
      <Textarea
        label="Qualifications"
        description="One per line"
        withAsterisk
        rows={3}
        {...form.getInputProps('qualifications')}
      />
      <Textarea
        label="Preferred skills"
        description="One per line"
        rows={3}
        {...form.getInputProps('preferredSkills')}
      />
      <Textarea
        label="Note"
        description="For HR only; not shown on the careers page"
        rows={2}
        {...form.getInputProps('note')}
      />
    </>
  );
}
