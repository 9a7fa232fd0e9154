import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useSession } from './AppServices';

/** Logout as every screen does it: session_logout, both cookies cleared, then /login. */
export function useLogout(): () => Promise<void> {
  const session = useSession();
  const router = useRouter();
  return useCallback(async () => {
    await session.signOut();
    await router.navigate({ to: '/login' });
  }, [session, router]);
}
