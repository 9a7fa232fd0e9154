import { useEffect, useMemo, useState } from 'react';
import { isOnboardingVisible, type ProfileStatus } from '../../../machines/onboardingMachine';
import { useBackend } from '../../lib/session/AppServices';
import { OnboardingModal, type OnboardingActions } from './OnboardingModal';

export interface OnboardingProps {
  uid: string;
  status: ProfileStatus;
  username: string | null;
  hasEvents: boolean;
  hasFiles: boolean;
  navigate: (to: string) => void;
}

// A call-to-action click hides the modal for that profile status only, so a later status (profile
// submitted, then approved) shows its own step.
const ctaKey = (uid: string, status: ProfileStatus) => `onboarding_cta_${uid}_${status}`;
// 'I'll do it later' hides the modal for the rest of the browser session, until the status moves on.
const postponedKey = (uid: string, status: ProfileStatus) => `onboarding_postponed_${uid}_${status}`;
const settingsPath = (uid: string) => `users/${uid}/private/settings`;
const publicSite = () => (import.meta.env.VITE_PUBLIC_SITE_URL as string | undefined) ?? window.location.origin;

/** Decides whether the onboarding modal shows for the acting user, and keeps its outcomes. */
export function Onboarding({ uid, status, username, hasEvents, hasFiles, navigate }: OnboardingProps) {
  const { documents } = useBackend();
  const [completed, setCompleted] = useState<{ uid: string; value: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    documents.get(settingsPath(uid)).then(
      (doc) => current && setCompleted({ uid, value: doc?.data.teacher_dashboard_onboarding_completed === true }),
      () => current && setCompleted({ uid, value: false }),
    );
    return () => {
      current = false;
    };
  }, [documents, uid]);
  const actions = useMemo<OnboardingActions>(
    () => ({
      navigate,
      rememberCallToAction: (clicked) => localStorage.setItem(ctaKey(uid, clicked), 'true'),
      postpone: () => sessionStorage.setItem(postponedKey(uid, status), 'true'),
      markCompleted: () => {
        const now = Date.now();
        void documents
          .set(settingsPath(uid), { teacher_dashboard_onboarding_completed: true, teacher_dashboard_onboarding_completed_at: { epoch: now, iso_8601_datetime_tz: new Date(now).toISOString() } }, { merge: true })
          .catch(() => undefined);
      },
    }),
    [documents, navigate, uid, status],
  );
  if (!completed || completed.uid !== uid) return null;
  const postponed = sessionStorage.getItem(postponedKey(uid, status)) === 'true';
  const visible = !postponed && isOnboardingVisible({ completed: completed.value, callToActionClicked: localStorage.getItem(ctaKey(uid, status)) === 'true', hasEvents, hasFiles });
  return <OnboardingModal key={`${uid}:${status}`} input={{ status, visible }} profileUrl={`${publicSite()}/${username ?? ''}`} actions={actions} />;
}
