import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { findRoute, type PublicPath, SERVICE_PATHS } from '../../config/routes';
import { SITE_NAME } from '../../config/site';

/** SPEC §2 footer quick links (order as listed there). */
const QUICK_LINKS: ReadonlyArray<{ label: string; to: PublicPath }> = [
  { label: `Life at ${SITE_NAME}`, to: '/life-at-moondive' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Careers', to: '/careers' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Our Work', to: '/our-work' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
];

function LinkColumn({
  heading,
  links,
}: {
  heading: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}) {
  return (
    <Stack gap={6} component="nav" aria-label={heading}>
      <Title order={2} fz="md">
        {heading}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} c="dimmed" fz="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

export function SiteFooter() {
  const services = SERVICE_PATHS.map((to) => ({ label: findRoute(to).title, to }));
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group align="flex-start" justify="space-between" gap="xl">
          <Stack gap={6} maw={320}>
            <Text fw={800} fz="lg">
              {SITE_NAME}
            </Text>
            <Text c="dimmed" fz="sm">
              MVPs, web and mobile apps, cloud, data and AI — designed and built with you.
            </Text>
          </Stack>
          <LinkColumn heading="Quick Links" links={QUICK_LINKS} />
          <LinkColumn heading="Services" links={services} />
        </Group>
        <Text c="dimmed" fz="xs" mt="xl">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
