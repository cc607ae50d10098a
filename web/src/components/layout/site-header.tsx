import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import type { PublicPath } from '../../config/routes';
import { SITE_NAME } from '../../config/site';

/** Interim flat navigation; the full bar (dropdowns, drawer, hide-on-scroll) replaces it later. */
const NAV_LINKS: ReadonlyArray<{ label: string; to: PublicPath }> = [
  { label: 'Services', to: '/service/mvp-development' },
  { label: 'Industries', to: '/industries' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Case Studies', to: '/case-study' },
  { label: 'Careers', to: '/careers' },
  { label: 'Blogs', to: '/blogs' },
];

export function SiteHeader() {
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="md">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="inherit">
            {SITE_NAME}
          </Anchor>
          <Group component="nav" aria-label="Main" gap="md">
            {NAV_LINKS.map((link) => (
              <Anchor key={link.to} component={NavLink} to={link.to} c="inherit" fw={500}>
                {link.label}
              </Anchor>
            ))}
            <Button component={Link} to="/contact-us" size="sm">
              Contact Us
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
