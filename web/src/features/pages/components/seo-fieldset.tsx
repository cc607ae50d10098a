import { MESSAGES, META_DESCRIPTION_LENGTH, TITLE_RECOMMENDED_LENGTH } from '@app/shared/constants';
import { seoSeedOf } from '@app/shared/pages/seed/seo';
import { Fieldset, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LengthCounter, META_DESCRIPTION_HINT } from '../../../components/length-counter/length-counter';
import type { PageDocument } from '../api/pages';

/** The page kinds with a public page of their own: their head is theirs to edit. */
const OWN_PAGE_KINDS: ReadonlySet<PageDocument['kind']> = new Set([
  'home',
  'service',
  'about',
  'industries',
  'life',
  'careers',
  'legal',
]);
export const hasSearchSnippet = (page: PageDocument) => OWN_PAGE_KINDS.has(page.kind);

// biome-ignore lint/suspicious/noExplicitAny: every page editor's form, whatever its content's shape
type AnyPageForm = UseFormReturnType<any>;

/**
 * "Search and sharing" (issue 31): the page's meta title and description, as
 * search results and link previews show them. Left empty, the page's built
 * title and description are used (shown as the placeholder).
 */
export function SeoFieldset({ page, form }: { page: PageDocument; form: AnyPageForm }) {
  const seo = (form.getValues().seo ?? {}) as { title?: string; description?: string };
  const fallback = seoSeedOf(page.path);
  // A document staff never gave a snippet has no `seo` object: the form sets it whole.
  const set = (field: 'title' | 'description') => (e: { currentTarget: { value: string } }) =>
    form.setFieldValue('seo', { ...seo, [field]: e.currentTarget.value });
  return (
    <Fieldset legend="Search and sharing">
      <TextInput
        label="Meta title"
        placeholder={fallback?.title}
        value={seo.title ?? ''}
        onChange={set('title')}
        error={form.errors['seo.title']}
        description={
          <LengthCounter
            length={(seo.title ?? '').trim().length}
            limit={TITLE_RECOMMENDED_LENGTH}
            over={MESSAGES.titleTooLongHint}
          />
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        label="Meta description"
        placeholder={fallback?.description}
        autosize
        minRows={2}
        value={seo.description ?? ''}
        onChange={set('description')}
        error={form.errors['seo.description']}
        description={
          <LengthCounter
            length={(seo.description ?? '').trim().length}
            limit={META_DESCRIPTION_LENGTH}
            over={META_DESCRIPTION_HINT}
          />
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Fieldset>
  );
}
