import { Anchor, List, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';

/** Where the publisher stands on the way to a live profile (spec 1 §2 onboarding, §3 profile status). */
export interface OnboardingFacts {
  profileSubmitted: boolean;
  approved: boolean;
  hasContent: boolean;
  hasPublished: boolean;
}

/** The onboarding steps as a checklist with a progress bar; the profile step links to /profile until done. */
export function OnboardingProgress({ facts }: { facts: OnboardingFacts }) {
  const t = useT();
  const steps = [
    { done: facts.profileSubmitted, label: t('publishing.home.stepProfile'), href: '/profile' as const },
    { done: facts.approved, label: t('publishing.home.stepApproved') },
    { done: facts.hasContent, label: t('publishing.home.stepContent'), href: '/course/create' as const },
    { done: facts.hasPublished, label: t('publishing.home.stepPublished') },
  ];
  const done = steps.filter((s) => s.done).length;
  return (
    <section aria-labelledby="home-onboarding-heading">
      <Title order={2} size="h4" id="home-onboarding-heading" mb="xs">
        {t('publishing.home.onboardingHeading')}
      </Title>
      <Progress value={(done / steps.length) * 100} aria-label={t('publishing.home.onboardingProgress', { done, total: steps.length })} mb="xs" />
      <Text size="sm" mb="xs">
        {t('publishing.home.onboardingProgress', { done, total: steps.length })}
      </Text>
      <List spacing={4} size="sm" center>
        {steps.map((step) => (
          <List.Item
            key={step.label}
            icon={
              <ThemeIcon size={18} radius="xl" color={step.done ? 'teal' : 'gray'} variant={step.done ? 'filled' : 'light'} aria-hidden>
                <span style={{ fontSize: 11 }}>{step.done ? '✓' : '·'}</span>
              </ThemeIcon>
            }
          >
            {!step.done && step.href ? (
              <Anchor component={Link} to={step.href} size="sm">
                {step.label}
              </Anchor>
            ) : (
              step.label
            )}
            <Text span size="xs" ml={6}>
              {step.done ? t('publishing.home.done') : t('publishing.home.toDo')}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
