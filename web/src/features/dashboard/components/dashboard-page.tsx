import { dashboardFor } from '@app/shared/admin-screens';
import { MESSAGES } from '@app/shared/constants';
import { can } from '@app/shared/permissions';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { useAuth } from '../../../lib/auth-context';
import { useCounts } from '../api/get-counts';
import classes from './dashboard-page.module.css';

/** An id without spaces: aria-labelledby takes a space-separated list. */
const groupId = (group: string) => `dashboard-group-${group.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * /dashboard and /admin: the SPEC §6 groups of the member's roles, each item
 * linking to its screen, with the counts GET /admin/show-count allows.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  const sections = dashboardFor(roles);
  const counts = useCounts(can(roles, 'dashboard:read'));
  useDocumentTitle(pageTitle('Dashboard'));

  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      {sections.length === 0 ? (
        <Alert color="gray" variant="light">
          {MESSAGES.noDashboardItems}
        </Alert>
      ) : (
        sections.map((section) => (
          <section key={section.group} aria-labelledby={groupId(section.group)}>
            <Title order={2} fz="h4" mb="sm" id={groupId(section.group)}>
              {section.group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {section.items.map((item) => {
                const count = item.counter ? counts[item.counter] : undefined;
                const overdue = item.overdue ? (counts[item.overdue] ?? 0) : 0;
                const label = [
                  item.label,
                  count === undefined ? '' : ` (${count})`,
                  overdue > 0 ? ` (${overdue} overdue)` : '',
                ].join('');
                return (
                  <Card key={`${item.group}-${item.label}`} withBorder radius="md" padding="md">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor
                        component={Link}
                        to={item.path}
                        fw={600}
                        c="dark"
                        className={classes.itemLink}
                        aria-label={label}
                      >
                        {item.label}
                      </Anchor>
                      <Group gap="xs" wrap="nowrap" className={classes.aside}>
                        {count !== undefined && (
                          <Badge variant="light" size="lg">
                            {count}
                          </Badge>
                        )}
                        {overdue > 0 && (
                          <Badge color="red" variant="filled" size="lg" data-testid="dashboard-overdue">
                            {overdue} overdue
                          </Badge>
                        )}
                        {item.action ? (
                          <Button
                            component={Link}
                            to={item.action.path}
                            size="xs"
                            variant="light"
                            aria-label={`${item.action.label} (${item.label})`}
                          >
                            {item.action.label}
                          </Button>
                        ) : null}
                      </Group>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          </section>
        ))
      )}
    </Stack>
  );
}
