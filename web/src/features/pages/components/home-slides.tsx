import { MARKETING_CLAIMS } from '@app/shared/constants';
import { HOME_PAGE_LIMITS, type HomeContent } from '@app/shared/pages/home-page';
import { HOME_SEED } from '@app/shared/pages/seed/home';
import { Button, Fieldset, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import { PAGE_IMAGE_MESSAGES, PAGE_IMAGE_ROUTES } from '../api/page-images';

const L = HOME_PAGE_LIMITS;
const CLAIMS = [MARKETING_CLAIMS.projectsText, MARKETING_CLAIMS.mvpCostText];

/** The SPEC §1 claims a text states in the seed, which it must keep (the API refuses it otherwise). */
export function claimNote(seedText: string | undefined): string | undefined {
  const kept = CLAIMS.filter((c) => seedText?.includes(c));
  return kept.length > 0
    ? `Must keep ${kept.map((c) => `“${c}”`).join(' and ')} (site specification).`
    : undefined;
}

const BUILT_IN_ROUTES = { ...PAGE_IMAGE_ROUTES, focus: undefined };
/** A slide without an upload shows the build's picture of its position (or the first). */
const builtIn = (i: number) => (HOME_SEED.hero.slides[i] ?? HOME_SEED.hero.slides[0])?.image ?? '';

/** The hero carousel's slides (1–5): eyebrow, heading, text, picture and its alt text. */
export function HomeSlides({ form }: { form: UseFormReturnType<HomeContent> }) {
  const slides = form.getValues().hero.slides;
  return (
    <Fieldset legend="Hero slides" aria-label="Hero slides">
      <Stack gap="lg">
        {slides.map((slide, i) => {
          const n = i + 1;
          const at = `hero.slides.${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the slide's identity in the form
            <Paper key={i} withBorder p="sm" component={Stack} gap={4} aria-label={`Slide ${n}`}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={`Slide ${n}: eyebrow`} {...form.getInputProps(`${at}.eyebrow`)} />
                <TextInput label={`Slide ${n}: heading`} {...form.getInputProps(`${at}.heading`)} />
              </SimpleGrid>
              <Textarea
                label={`Slide ${n}: text`}
                description={claimNote(HOME_SEED.hero.slides[i]?.text)}
                autosize
                minRows={2}
                maxLength={L.slideText}
                {...form.getInputProps(`${at}.text`)}
              />
              <ImageUploadField
                label={`Slide ${n}: picture`}
                value={slide.image || undefined}
                onChange={(url) => form.setFieldValue(`${at}.image`, url ?? builtIn(i))}
                error={form.errors[`${at}.image`] as string | undefined}
                // A focal point is for uploads (the build's pictures fit their frame as drawn).
                routes={slide.image.startsWith('/media/') ? PAGE_IMAGE_ROUTES : BUILT_IN_ROUTES}
                messages={PAGE_IMAGE_MESSAGES}
              />
              <TextInput label={`Slide ${n}: picture alt text`} {...form.getInputProps(`${at}.alt`)} />
              <Button
                variant="subtle"
                color="red"
                disabled={slides.length <= L.slides.min}
                onClick={() => form.removeListItem('hero.slides', i)}
                style={{ alignSelf: 'flex-start' }}
              >
                {`Remove slide ${n}`}
              </Button>
            </Paper>
          );
        })}
        <Button
          variant="light"
          disabled={slides.length >= L.slides.max}
          onClick={() =>
            form.insertListItem('hero.slides', {
              eyebrow: '',
              heading: '',
              text: '',
              image: builtIn(slides.length),
              alt: '',
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          Add a slide
        </Button>
      </Stack>
    </Fieldset>
  );
}
