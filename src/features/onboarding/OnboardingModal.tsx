import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { InspectionEvent } from 'xstate';
import { onboardingMachine, type OnboardingInput, type ProfileStatus } from '../../../machines/onboardingMachine';
import { CopyLink } from '../../lib/ui/CopyLink';

/** What the modal does outside itself: go somewhere, and remember clicks and completion. */
export interface OnboardingActions {
  navigate: (to: string) => void;
  rememberCallToAction: (status: ProfileStatus) => void;
  markCompleted: () => void;
  postpone: () => void;
}

/** The onboarding modal (spec 1 §2): WELCOME → STEP_ONE, COMPLETE, APPROVED, as the machine says. */
export function OnboardingModal({ input, profileUrl, actions, inspect }: { input: OnboardingInput; profileUrl: string; actions: OnboardingActions; inspect?: (event: InspectionEvent) => void }) {
  const actor = useActorRef(onboardingMachine, { input, inspect });
  const step = useSelector(actor, (s) => String(s.value));
  useEffect(() => {
    const subscriptions = [
      actor.on('onboarding.callToActionClicked', ({ status }) => actions.rememberCallToAction(status)),
      actor.on('onboarding.completed', () => actions.markCompleted()),
      actor.on('onboarding.postponed', () => actions.postpone()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, actions]);

  const go = (event: Parameters<typeof actor.send>[0], to?: string) => {
    actor.send(event);
    if (to) actions.navigate(to);
  };
  const open = ['welcome', 'stepOne', 'complete', 'approved'].includes(step);
  const closable = step === 'complete';
  return (
    <Modal opened={open} onClose={() => actor.send({ type: 'onboarding.close' })} withCloseButton={closable} closeOnClickOutside={closable} closeOnEscape={closable} centered size="lg" title="Welcome" closeButtonProps={{ 'aria-label': 'Close' }}>
      {step === 'welcome' ? (
        <Stack>
          <Title order={2}>Welcome to your Publisher Dashboard</Title>
          <Text>Share guided meditations, courses, live events and retreats with listeners around the world. A few steps get you started.</Text>
          <Button onClick={() => go({ type: 'onboarding.next' })}>Next</Button>
        </Stack>
      ) : null}
      {step === 'stepOne' ? (
        <Stack>
          <Title order={2}>Set up your profile</Title>
          <Text>Your publisher profile is how listeners find you. Add your name, a username, a photo and a short biography.</Text>
          <Button onClick={() => go({ type: 'onboarding.setUpProfile' }, '/profile')}>Set Up My Profile</Button>
          <Button variant="subtle" onClick={() => go({ type: 'onboarding.later' })}>
            I'll do it later
          </Button>
        </Stack>
      ) : null}
      {step === 'complete' ? (
        <Stack>
          <Title order={2}>Your profile is submitted</Title>
          <Text>While the team reviews it, you can already get the rest ready.</Text>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'payment' }, '/payment-settings')}>Set up payments</Button>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'upload' }, '/tracks/create?type=audio')}>Upload a guided meditation</Button>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'host' }, '/live-event/create')}>Host a yoga class</Button>
        </Stack>
      ) : null}
      {step === 'approved' ? (
        <Stack>
          <Title order={2}>Congratulations!</Title>
          <Text>Your profile is approved and live. Share your profile link with your community:</Text>
          <CopyLink url={profileUrl} />
          <Button onClick={() => go({ type: 'onboarding.finish' })}>Continue to Dashboard</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
