import { Stack, Text, Title } from '@mantine/core';
import { PagesScreen } from '../../../features/pages/components/pages-screen';

/**
 * SPEC's /admin/edit-section: the Pages list (page documents, issue 31). Every
 * site section is a part of a page (shared/src/pages/section-fold.ts), edited
 * in that page's editor here; SPEC §7's edit-section call still works on it.
 */
export default function EditSectionScreen() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Edit Section</Title>
        <Text c="dimmed">Every text a visitor reads, by page. Saving updates the live pages at once.</Text>
      </div>
      <PagesScreen />
    </Stack>
  );
}
