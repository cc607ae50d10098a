import { INDUSTRIES } from '@app/shared/form-options';
import { HOME_CLAIM_STATS, HOME_PAGE_LIMITS, homePageSchema } from '@app/shared/pages/home-page';
import { HOME_SEED } from '@app/shared/pages/seed/home';
import {
  ActionIcon,
  Box,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { FormErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { PageDocument } from '../api/pages';
import { claimNote, HomeSlides } from './home-slides';
import { PageFormFooter } from './page-form-footer';
import { usePageDocumentForm } from './use-page-document-form';

const L = HOME_PAGE_LIMITS;

/**
 * The home page: the hero (heading, lead, slides), the about block, the stats
 * (SPEC §1's claim stats read-only) and the highlighted industries. The hero
 * and about texts are also the home.hero and home.about sections of
 * /admin/edit-section: one document, one version, one History.
 */
export function HomePageForm({
  page,
  onReload,
}: {
  page: Extract<PageDocument, { kind: 'home' }>;
  onReload: () => void;
}) {
  const editor = usePageDocumentForm(page, homePageSchema, onReload);
  const { form, summary, onSubmit } = editor;
  const { stats } = form.getValues();
  return (
    <form ref={summary.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <Fieldset legend="Hero" aria-label="Hero">
          <Stack gap="sm">
            <TextInput
              label="Heading"
              {...form.getInputProps('hero.heading')}
              key={form.key('hero.heading')}
            />
            <Textarea
              label="Lead"
              autosize
              minRows={2}
              {...form.getInputProps('hero.lead')}
              key={form.key('hero.lead')}
            />
          </Stack>
        </Fieldset>
        <HomeSlides form={form} />
        <Fieldset legend="About block" aria-label="About block">
          <Stack gap="sm">
            <TextInput
              label="About heading"
              {...form.getInputProps('about.heading')}
              key={form.key('about.heading')}
            />
            <Textarea
              label="Paragraphs"
              description={`One paragraph per line. ${claimNote(HOME_SEED.about.body) ?? ''}`}
              autosize
              minRows={4}
              maxLength={L.body}
              {...form.getInputProps('about.body')}
              key={form.key('about.body')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Stats" aria-label="Stats">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {`Stats 1 and ${HOME_CLAIM_STATS} state the site specification's claims: fixed.`}
            </Text>
            {stats.map((_, i) => {
              const fixed = i < HOME_CLAIM_STATS;
              const n = i + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the stat's identity in the form
                <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
                  <TextInput
                    w={120}
                    label={`Stat ${n}: figure`}
                    readOnly={fixed}
                    variant={fixed ? 'filled' : 'default'}
                    {...form.getInputProps(`stats.${i}.value`)}
                  />
                  <TextInput
                    style={{ flex: 1, minWidth: 0 }}
                    label={`Stat ${n}: label`}
                    readOnly={fixed}
                    variant={fixed ? 'filled' : 'default'}
                    {...form.getInputProps(`stats.${i}.label`)}
                  />
                  {fixed ? (
                    <Box w={34} />
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove stat ${n}`}
                      disabled={stats.length <= L.stats.min}
                      onClick={() => form.removeListItem('stats', i)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            <Button
              variant="light"
              disabled={stats.length >= L.stats.max}
              onClick={() => form.insertListItem('stats', { value: '', label: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              Add a stat
            </Button>
          </Stack>
        </Fieldset>
        <MultiSelect
          label="Industries We Serve (highlighted on home)"
          description={`${L.industries.min} to ${L.industries.max}, in the order chosen; the full list is on /industries.`}
          data={[...INDUSTRIES]}
          maxValues={L.industries.max}
          searchable
          {...form.getInputProps('industries')}
          key={form.key('industries')}
        />
        <PageFormFooter page={page} editor={editor} onReload={onReload} />
      </Stack>
    </form>
  );
}
