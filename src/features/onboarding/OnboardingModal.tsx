import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n';
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

  const t = useT();
  const go = (event: Parameters<typeof actor.send>[0], to?: string) => {
    actor.send(event);
    if (to) actions.navigate(to);
  };
  const open = ['welcome', 'stepOne', 'complete', 'approved'].includes(step);
  const closable = step === 'complete';
  return (
    <Modal opened={open} onClose={() => actor.send({ type: 'onboarding.close' })} withCloseButton={closable} closeOnClickOutside={closable} closeOnEscape={closable} centered size="lg" title={t('onboarding.title')} closeButtonProps={{ 'aria-label': t('onboarding.close') }}>
      {step === 'welcome' ? (
        <Stack>
          <Title order={2}>{t('onboarding.welcome.heading')}</Title>
          <Text>{t('onboarding.welcome.text')}</Text>
          <Button onClick={() => go({ type: 'onboarding.next' })}>{t('onboarding.next')}</Button>
        </Stack>
      ) : null}
      {step === 'stepOne' ? (
        <Stack>
          <Title order={2}>{t('onboarding.profile.heading')}</Title>
          <Text>{t('onboarding.profile.text')}</Text>
          <Button onClick={() => go({ type: 'onboarding.setUpProfile' }, '/profile')}>{t('onboarding.profile.button')}</Button>
          <Button variant="subtle" onClick={() => go({ type: 'onboarding.later' })}>
            {t('onboarding.later')}
          </Button>
        </Stack>
      ) : null}
      {step === 'complete' ? (
        <Stack>
          <Title order={2}>{t('onboarding.submitted.heading')}</Title>
          <Text>{t('onboarding.submitted.text')}</Text>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'payment' }, '/payment-settings')}>{t('onboarding.submitted.payments')}</Button>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'upload' }, '/tracks/create?type=audio')}>{t('onboarding.submitted.upload')}</Button>
          <Button onClick={() => go({ type: 'onboarding.choose', choice: 'host' }, '/live-event/create')}>{t('onboarding.submitted.host')}</Button>
        </Stack>
      ) : null}
      {step === 'approved' ? (
        <Stack>
          <Title order={2}>{t('onboarding.approved.heading')}</Title>
          <Text>{t('onboarding.approved.text')}</Text>
          <CopyLink url={profileUrl} />
          <Button onClick={() => go({ type: 'onboarding.finish' })}>{t('onboarding.approved.continue')}</Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
