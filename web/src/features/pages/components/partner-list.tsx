import { MESSAGES } from '@app/shared/messages';
import { FOOTER_PAGE_LIMITS, type FooterContent } from '@app/shared/pages/footer-page';
import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ImageUploadField } from '../../../components/image-upload/image-upload-field';
import type { ImageRoutes } from '../../../components/image-upload/upload-image';

/** The Pages screen's uploads go through the content feature's image routes (sections:write). */
const PAGE_IMAGE_ROUTES: ImageRoutes = {
  presign: CONTENT_ROUTE_PATHS.uploadImage,
  confirm: CONTENT_ROUTE_PATHS.confirmImage,
  remove: CONTENT_ROUTE_PATHS.removeImage,
};

const LOGO_MESSAGES = {
  uploaded: 'Logo uploaded successfully',
  uploadFailed: MESSAGES.errorUploadingFile,
  deleted: 'Logo deleted successfully',
  deleteFailed: MESSAGES.deleteFailed,
};

const { partnersMin: MIN, partnersMax: MAX } = FOOTER_PAGE_LIMITS;

/**
 * The footer's partners (issue 31): each a name (the logo's alternative
 * text), a logo uploaded through the media pipeline, and an optional link;
 * added, removed and moved within 1-12. The list is the footer's on every
 * page and the home page's "Our Partners" strip.
 */
export function PartnerList({ form }: { form: UseFormReturnType<FooterContent> }) {
  const partners = form.getValues().partners;
  return (
    <Fieldset legend="Partners" aria-label="Partners">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Shown in every page’s footer and in the home page’s “Our Partners” strip, in this order ({MIN}–{MAX}
          ).
        </Text>
        {partners.map((partner, i) => {
          const n = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity in the form
            <Stack key={i} gap={6} data-partner={n}>
              <TextInput
                label={`Partner ${n}: Name`}
                description="Also the logo’s alternative text"
                withAsterisk
                {...form.getInputProps(`partners.${i}.name`)}
              />
              <ImageUploadField
                label={`Partner ${n}: Logo`}
                required
                value={partner.logo || undefined}
                onChange={(url) => form.setFieldValue(`partners.${i}.logo`, url ?? '')}
                routes={PAGE_IMAGE_ROUTES}
                messages={LOGO_MESSAGES}
                error={form.errors[`partners.${i}.logo`] as string | undefined}
                description="Fitted into 168 × 40 px; a wide logo on a transparent background works best"
              />
              <TextInput
                label={`Partner ${n}: Link (optional)`}
                placeholder="https://"
                {...form.getInputProps(`partners.${i}.link`)}
              />
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  disabled={i === 0}
                  onClick={() => form.reorderListItem('partners', { from: i, to: i - 1 })}
                  aria-label={`Move partner ${n} up`}
                >
                  Move up
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  disabled={i === partners.length - 1}
                  onClick={() => form.reorderListItem('partners', { from: i, to: i + 1 })}
                  aria-label={`Move partner ${n} down`}
                >
                  Move down
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={partners.length <= MIN}
                  onClick={() => form.removeListItem('partners', i)}
                  aria-label={`Remove partner ${n}`}
                >
                  Remove partner
                </Button>
              </Group>
            </Stack>
          );
        })}
        <Button
          variant="light"
          disabled={partners.length >= MAX}
          onClick={() => form.insertListItem('partners', { name: '', logo: '', link: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Add partner
        </Button>
      </Stack>
    </Fieldset>
  );
}
