import { Center, Loader } from '@mantine/core';

/** A small centred spinner for startup and lazy chunks. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} aria-busy="true">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}
