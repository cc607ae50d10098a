import type { BlogStatus } from '@app/shared/schemas/blog-publish';
import { Fieldset, SegmentedControl, Text, TextInput } from '@mantine/core';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import type { BlogFormState } from './use-blog-form';

const CHOICES: Array<{ value: BlogStatus; label: string }> = [
  { value: 'published', label: 'Publish now' },
  { value: 'scheduled', label: 'Schedule' },
  { value: 'draft', label: 'Save as draft' },
];

export const SUBMIT_LABEL: Record<'create' | 'update', Record<BlogStatus, string>> = {
  create: { published: 'Publish', scheduled: 'Schedule', draft: 'Save draft' },
  update: { published: 'Update', scheduled: 'Update schedule', draft: 'Save draft' },
};

/** Publish now, schedule for a time, or keep as a private draft. */
export function PublishOptions({ form }: { form: BlogFormState }) {
  const { values, errors, set } = form;
  return (
    <Fieldset legend="Publishing">
      <SegmentedControl
        aria-label="Publishing"
        value={values.status}
        onChange={(v) => set('status', v as BlogStatus)}
        data={CHOICES}
      />
      {values.status === 'scheduled' ? (
        <TextInput
          type="datetime-local"
          label="Publish at"
          withAsterisk
          value={values.publishAt}
          onChange={(e) => set('publishAt', e.currentTarget.value)}
          error={errors.publishAt}
          mt="sm"
        />
      ) : null}
      {values.status !== 'draft' ? (
        <TextInput
          type="datetime-local"
          label="Unpublish at"
          description="Optional: the post leaves the blog, sitemap and feed at this time and becomes a draft."
          value={values.unpublishAt}
          onChange={(e) => set('unpublishAt', e.currentTarget.value)}
          error={errors.unpublishAt}
          mt="sm"
        />
      ) : null}
      <Text size="sm" c="dimmed" mt="xs">
        {values.status === 'draft'
          ? 'Drafts are never public; only a title and a slug are needed.'
          : values.status === 'scheduled'
            ? 'The post becomes public at this time.'
            : 'The post is public as soon as it is saved.'}
      </Text>
      {values.status !== 'draft' ? <ZoneNote /> : null}
    </Fieldset>
  );
}
