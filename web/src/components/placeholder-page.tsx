import { Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '../config/site';

/** Stand-in for a page that is not built yet: a real h1 named for the page. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(pageTitle(title));
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This page is being built.
      </Text>
    </Container>
  );
}
