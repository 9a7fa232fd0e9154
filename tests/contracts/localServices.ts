import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/backend/http/createServices';
import type { Notifier } from '../../src/backend/http/notifier';
import { createLocalBackend } from '../../src/backend/local/createLocalBackend';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';

/** The typed service clients against the embedded server's /svc mounts: bearer token, answers, error rules. */
export function localServicesTests(getBaseUrl: () => string): void {
  describe('service clients on the embedded server', () => {
    const notifier = () => ({ alert: vi.fn<Notifier['alert']>(), toast: vi.fn<Notifier['toast']>() });

    it('lets an admin impersonate: the users service token signs in as the target', async () => {
      const admin = createLocalBackend({ baseUrl: getBaseUrl() });
      await admin.auth.signInWithEmail(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const alerts = notifier();
      const token = await createServices(admin, alerts).users.getImpersonationToken(DEMO_PUBLISHER.uid);
      expect(token).toEqual(expect.any(String));
      const actingAs = createLocalBackend({ baseUrl: getBaseUrl() });
      await expect(actingAs.auth.signInWithCustomToken(token!)).resolves.toMatchObject({ uid: DEMO_PUBLISHER.uid });
      expect(alerts.alert).not.toHaveBeenCalled();
    });

    it('gives a publisher null for the admin-only token call, without an alert', async () => {
      const publisher = createLocalBackend({ baseUrl: getBaseUrl() });
      await publisher.auth.signInWithEmail(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
      const alerts = notifier();
      await expect(createServices(publisher, alerts).users.getImpersonationToken(DEMO_NEW_USER.uid)).resolves.toBeNull();
      expect(alerts.alert).not.toHaveBeenCalled();
    });

    it("alerts with the server's message when a profile update is refused", async () => {
      const backend = createLocalBackend({ baseUrl: getBaseUrl() });
      await backend.auth.signInWithEmail(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
      const alerts = notifier();
      const services = createServices(backend, alerts);
      await expect(services.teacherDashboard.patchProfile({ username: 'demo.teacher' })).rejects.toThrow('Username is already taken');
      expect(alerts.alert).toHaveBeenCalledExactlyOnceWith('Username is already taken');
    });

    it('does not alert on 401 when no one is signed in', async () => {
      const alerts = notifier();
      const services = createServices(createLocalBackend({ baseUrl: getBaseUrl() }), alerts);
      await expect(services.teacherDashboard.patchProfile({ username: 'nobody.here' })).rejects.toThrow('Request unauthenticated');
      expect(alerts.alert).not.toHaveBeenCalled();
    });
  });
}
