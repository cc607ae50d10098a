import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';

/** ours: the screen of an /admin/* path no admin screen has. */
export const ADMIN_NOT_FOUND_TITLE = 'Page not found';

export function AdminNotFound() {
  const { pathname } = useLocation();
  useDocumentTitle(pageTitle(ADMIN_NOT_FOUND_TITLE));
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{ADMIN_NOT_FOUND_TITLE}</Title>
      <Text>
        There is no admin screen at{' '}
        <Text span ff="monospace">
          {pathname}
        </Text>
        . It may have moved, or the link may be mistyped.
      </Text>
      <Group mt="sm">
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}
