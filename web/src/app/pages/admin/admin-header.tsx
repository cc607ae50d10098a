import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COMPANY } from '../../../content/company';
import { ADMIN_NAV } from '../../../content/navigation';
import { useAuth } from '../../../lib/auth-context';

/**
 * The admin's top bar: the site navigation as a signed-in Admin sees it
 * (SPEC §2: the logo and only the word Admin), the burger that opens the
 * navbar below 900 px, and who is signed in. The logo is a plain link: leaving
 * the admin is a full page load (lib/admin-area.ts).
 */
export function AdminHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { user } = useAuth();
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={onToggle}
            hiddenFrom="md"
            size="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={opened}
          />
          <a href="/" style={{ display: 'inline-flex' }}>
            <img
              src={COMPANY.logo.src}
              alt={`${COMPANY.name} home`}
              width={COMPANY.logo.width}
              height={COMPANY.logo.height}
            />
          </a>
        </Group>
        <Group gap="md" wrap="nowrap" miw={0}>
          <Text size="sm" c="dimmed" truncate="end" visibleFrom="sm" maw={260}>
            {user?.email}
          </Text>
          <nav aria-label="Main">
            <Anchor component={Link} to={ADMIN_NAV.to} fw={600} c="dark">
              {ADMIN_NAV.label}
            </Anchor>
          </nav>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
