import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import { Badge, Button, Drawer, Loader, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { usePage, usePages } from '../api/pages';
import { AboutPageForm } from './about-page-form';
import { CareersPageForm } from './careers-page-form';
import { FooterPageForm } from './footer-page-form';
import { HomePageForm } from './home-page-form';
import { IndustriesPageForm } from './industries-page-form';
import { LegalPageForm } from './legal-page-form';
import { LifePageForm } from './life-page-form';
import { OfficePageForm } from './office-page-form';
import { PageHistory } from './page-history';
import { PreviewLinks } from './preview-links';
import { ServicePageForm } from './service-page-form';
import { TechStackPageForm } from './tech-stack-page-form';

/** A page's status in the list: live, or live with a draft waiting (scheduled: with a publish time). */
const STATUS = {
  published: { label: 'Published', color: 'green' },
  draft: { label: 'Draft waiting', color: 'yellow' },
  scheduled: { label: 'Draft scheduled', color: 'blue' },
} as const;

/** The Pages list of /admin/edit-section: every page document with its status and last change. */
export function PagesScreen() {
  const pages = usePages();
  const [openId, setOpenId] = useState<string | null>(null);
  const page = usePage(openId);
  const open = pages.data?.find((p) => p.id === openId);
  return (
    <Stack gap="sm">
      <Title order={2}>Pages</Title>
      <Text c="dimmed">
        The texts of the public pages. Headings the site specification fixes are shown read-only; saving
        updates the live page at once.
      </Text>
      {pages.error ? <Text c="red">{apiErrorMessage(pages.error, MESSAGES.somethingWentWrong)}</Text> : null}
      {pages.isPending ? <Loader aria-label="Loading pages" /> : null}
      {pages.data ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Pages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Page</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last change</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text fw={500}>{p.title}</Text>
                    <Text size="xs" c="dimmed">
                      {p.path}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS[p.status].color} variant="light">
                      {STATUS[p.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.updatedAt ? formatUsShortDate(p.updatedAt) : 'Original text'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpenId(p.id)}
                      aria-label={`Edit ${p.title}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="xl"
        title={open ? `Edit page: ${open.title}` : 'Edit page'}
      >
        {page.isPending && openId ? <Loader aria-label="Loading page" /> : null}
        {page.error ? <Text c="red">{apiErrorMessage(page.error, MESSAGES.somethingWentWrong)}</Text> : null}
        {page.data ? (
          <Tabs defaultValue="edit" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="edit">Edit</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
              <Tabs.Tab value="share">Share</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="edit">
              {page.data.kind === 'home' ? (
                <HomePageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'about' ? (
                <AboutPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'industries' ? (
                <IndustriesPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'life' ? (
                <LifePageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'careers' ? (
                <CareersPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'legal' ? (
                <LegalPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'tech-stack' ? (
                <TechStackPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'footer' ? (
                <FooterPageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : page.data.kind === 'office' ? (
                <OfficePageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              ) : (
                <ServicePageForm
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  onReload={() => void page.refetch()}
                />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <PageHistory page={page.data} onRestored={() => void page.refetch()} />
            </Tabs.Panel>
            <Tabs.Panel value="share">
              <PreviewLinks page={page.data} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </Drawer>
    </Stack>
  );
}
