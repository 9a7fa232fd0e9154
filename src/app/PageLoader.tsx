import { Center, Loader } from '@mantine/core';

/** Shown while a route waits (session restore, a page chunk) for longer than the router's pending delay. */
export function PageLoader() {
  return (
    <Center mih="100vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
