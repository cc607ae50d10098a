import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminSidebar } from './admin-sidebar';

/** Sidebar with the member's allowed screens beside the screen itself; stacked on small screens. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" p="md" align="stretch" mih="100%">
      <Box w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
        <AdminSidebar />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Flex>
  );
}
