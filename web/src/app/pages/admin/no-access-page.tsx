import { Button, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';

/** ours: the page for an admin screen the member's roles do not include. */
export const NO_ACCESS_TITLE = 'Access denied';
const NO_ACCESS_TEXT = 'Your role does not allow you to open this page. Ask a SuperAdmin if you need access.';

export function NoAccessPage({ title }: { title: string }) {
  useDocumentTitle(pageTitle(NO_ACCESS_TITLE));
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{NO_ACCESS_TITLE}</Title>
      <Text mt="sm">
        {title}: {NO_ACCESS_TEXT}
      </Text>
      <Button component={Link} to="/dashboard" mt="lg" variant="light">
        Back to the dashboard
      </Button>
    </Container>
  );
}
