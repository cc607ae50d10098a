import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** Pages without navigation and footer (SPEC §2: /login and /dashboard). */
export function BareLayout() {
  return (
    <Box component="main" mih="100vh">
      <Outlet />
    </Box>
  );
}
