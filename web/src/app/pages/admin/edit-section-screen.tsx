import { Stack, Text, Title } from '@mantine/core';
import { PagesScreen } from '../../../features/pages/components/pages-screen';
import EditSectionPage from '../../../features/site-sections/components/edit-section-page';

/**
 * SPEC's /admin/edit-section: the Pages list (page documents, issue 31) and
 * the home and about sections (two features, composed here: features never import each other).
 */
export default function EditSectionScreen() {
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Edit Section</Title>
        <Text c="dimmed">Every text a visitor reads, by page. Saving updates the live pages at once.</Text>
      </div>
      <PagesScreen />
      <EditSectionPage embedded />
    </Stack>
  );
}
