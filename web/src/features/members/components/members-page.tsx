import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { pageTitle } from '../../../config/page-title';
import { useAuth } from '../../../lib/auth-context';
import { InviteMemberForm } from './invite-member-form';
import { MembersList } from './members-list';

/** /admin/add-member: member management (Administration, SPEC §2, §6). */
export default function MembersPage() {
  const { user } = useAuth();
  const [version, setVersion] = useState(0);
  useDocumentTitle(pageTitle('Members'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Members</Title>
        <Text c="dimmed">Invite staff, change their roles or remove them.</Text>
      </div>
      <InviteMemberForm onInvited={() => setVersion((v) => v + 1)} />
      <MembersList selfEmail={user?.email ?? ''} version={version} />
    </Stack>
  );
}
