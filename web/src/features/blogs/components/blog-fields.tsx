import {
  INDUSTRIES,
  MAX_TAGS,
  MESSAGES,
  META_DESCRIPTION_LENGTH,
  TITLE_RECOMMENDED_LENGTH,
} from '@app/shared/constants';
import { plainTextExcerpt } from '@app/shared/sanitize-text';
import { Fieldset, NativeSelect, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import { LengthCounter, META_DESCRIPTION_HINT } from '../../../components/length-counter/length-counter';
import { BLOG_IMAGE_ROUTES, OG_IMAGE_ROUTES } from '../api/blog-images';
import type { BlogFormState } from './use-blog-form';

/** Title, slug, industry and tags. */
export function BasicFields({ form }: { form: BlogFormState }) {
  const { values, errors, set, setTitle, setSlug } = form;
  return (
    <>
      <TextInput
        label="Title"
        withAsterisk
        value={values.title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
        description={
          <LengthCounter
            length={values.title.trim().length}
            limit={TITLE_RECOMMENDED_LENGTH}
            over={MESSAGES.titleTooLongHint}
          />
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput
        label="Slug"
        withAsterisk
        value={values.slug}
        onChange={(e) => setSlug(e.currentTarget.value)}
        error={errors.slug}
        description={`The post's address: /blogs/${values.slug || '…'}`}
      />
      <NativeSelect
        label="Industry"
        withAsterisk
        value={values.industry}
        onChange={(e) => set('industry', e.currentTarget.value)}
        data={[{ value: '', label: 'Select an industry' }, ...INDUSTRIES]}
        error={errors.industry}
      />
      <TagsInput
        label="Tags"
        withAsterisk
        description={`Press Enter after each tag (1 to ${MAX_TAGS}).`}
        value={values.tags}
        onChange={(tags) => set('tags', tags)}
        error={values.tags.length > MAX_TAGS ? MESSAGES.tagsMax : errors.tags}
        clearable
      />
    </>
  );
}

/** Meta title and description, with the defaults the server applies shown as placeholders. */
export function SeoFields({ form }: { form: BlogFormState }) {
  const { values, errors, set } = form;
  return (
    <Fieldset legend="Search engines">
      <TextInput
        label="Meta title"
        placeholder={values.title || 'Defaults to the title'}
        value={values.metaTitle}
        onChange={(e) => set('metaTitle', e.currentTarget.value)}
        error={errors.metaTitle}
        description={
          <LengthCounter
            length={values.metaTitle.trim().length}
            limit={TITLE_RECOMMENDED_LENGTH}
            over={MESSAGES.titleTooLongHint}
          />
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        label="Meta description"
        description={
          <>
            <LengthCounter
              length={values.metaDescription.trim().length}
              limit={META_DESCRIPTION_LENGTH}
              over={META_DESCRIPTION_HINT}
            />
            {values.metaDescription.trim() === ''
              ? ` · Left empty, the first ${META_DESCRIPTION_LENGTH} characters of the content are used.`
              : null}
          </>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={plainTextExcerpt(values.content)}
        autosize
        minRows={2}
        value={values.metaDescription}
        onChange={(e) => set('metaDescription', e.currentTarget.value)}
        error={errors.metaDescription}
        mt="sm"
      />
    </Fieldset>
  );
}

/** Hero (with alt text), featured and open graph images, and the open graph title. */
export function ImageFields({ form }: { form: BlogFormState }) {
  const { values, errors, set } = form;
  return (
    <Fieldset legend="Images and sharing">
      <ImageUploadField
        label="Hero image"
        required
        value={values.heroImage}
        onChange={(url) => set('heroImage', url)}
        routes={BLOG_IMAGE_ROUTES}
        error={errors.heroImage}
        messages={{
          uploaded: MESSAGES.heroImageUploaded,
          uploadFailed: MESSAGES.failedToUploadHeroImage,
          deleted: MESSAGES.heroImageDeleted,
          deleteFailed: MESSAGES.failedToDeleteHeroImage,
        }}
      />
      <TextInput
        label="Hero image alt text"
        withAsterisk
        value={values.heroImageAlt}
        onChange={(e) => set('heroImageAlt', e.currentTarget.value)}
        error={errors.heroImageAlt}
        mt="sm"
      />
      <ImageUploadField
        mt="lg"
        label="Featured image"
        description="Shown on blog cards; the hero image is used when empty."
        value={values.featuredImage}
        onChange={(url) => set('featuredImage', url)}
        routes={BLOG_IMAGE_ROUTES}
        error={errors.featuredImage}
        messages={{
          uploaded: MESSAGES.featuredImageUploaded,
          uploadFailed: MESSAGES.errorUploadingFile,
          deleted: MESSAGES.featuredImageDeleted,
          deleteFailed: MESSAGES.failedToDeleteFeaturedImage,
        }}
      />
      <ImageUploadField
        mt="lg"
        label="Open graph image"
        required
        description="Shown when the post is shared (1200 × 630 works best)."
        value={values.ogImage}
        onChange={(url) => set('ogImage', url)}
        routes={OG_IMAGE_ROUTES}
        error={errors.ogImage}
        messages={{
          uploaded: MESSAGES.ogImageUploaded,
          uploadFailed: MESSAGES.failedToUploadOgImage,
          deleted: MESSAGES.ogImageDeleted,
          deleteFailed: MESSAGES.failedToDeleteOgImage,
        }}
      />
      <TextInput
        label="Open graph title"
        placeholder={values.metaTitle || values.title || 'Defaults to the meta title'}
        value={values.ogTitle}
        onChange={(e) => set('ogTitle', e.currentTarget.value)}
        error={errors.ogTitle}
        mt="sm"
      />
    </Fieldset>
  );
}

/** The optional call-to-action block. */
export function CtaFields({ form }: { form: BlogFormState }) {
  const { values, errors, set } = form;
  const field = (key: keyof BlogFormState['values']['cta'], label: string) => (
    <TextInput
      label={label}
      withAsterisk
      value={values.cta[key]}
      onChange={(e) => set('cta', { ...values.cta, [key]: e.currentTarget.value })}
      error={errors[`cta.${key}`]}
      mt="xs"
    />
  );
  return (
    <Fieldset legend="Call to action">
      <Switch
        label="Add a call-to-action section"
        checked={values.withCta}
        onChange={(e) => set('withCta', e.currentTarget.checked)}
      />
      {values.withCta ? (
        <>
          {field('title', 'Call-to-action title')}
          {field('description', 'Call-to-action description')}
          {field('buttonText', 'Button text')}
          {field('buttonLink', 'Button link')}
        </>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          Optional: a closing box with a button, e.g. to the contact page.
        </Text>
      )}
    </Fieldset>
  );
}
