import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { pageTitle } from '../../../config/page-title';
import { AuditLogPanel } from './audit-log-panel';
import { OperationsPanel } from './operations-panel';

/** /admin/admin-analytics (Administration, audit:read): the audit log and operational figures. */
export default function AdminAnalyticsPage() {
  useDocumentTitle(pageTitle('Admin Analytics'));
  return (
    <Stack gap="md">
      <Title order={1}>Admin Analytics</Title>
      <Tabs defaultValue="audit" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
          <Tabs.Tab value="operations">Operations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="audit" pt="md">
          <AuditLogPanel />
        </Tabs.Panel>
        <Tabs.Panel value="operations" pt="md">
          <OperationsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
