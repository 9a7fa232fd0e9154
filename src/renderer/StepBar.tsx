import { useMantineTheme } from '@mantine/core';
import { memo } from 'react';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import { groupProps, lightButton } from './lightChrome';

const NAV_STYLE = { marginBottom: 'var(--mantine-spacing-lg)' };

interface StepBarProps {
  steps: ReadonlyArray<{ key: string; title: string; review?: boolean }>;
  current: string;
  validated: readonly string[];
  canJumpTo(key: string): boolean;
  onJump(key: string): void;
  /** With the manifest's `visitedSteps` marker policy, the steps opened so far; without it every unvalidated step is marked. */
  visited?: readonly string[];
}

/** Numbered steps; a step is clickable when the navigation policy allows it; unvalidated steps carry a warning marker. */
function StepBarView({ steps, current, validated, canJumpTo, onJump, visited }: StepBarProps) {
  const t = useT();
  // Step titles are manifest text: translated through the schema overlays.
  const schemaText = useSchemaText();
  const theme = useMantineTheme();
  const group = groupProps(theme, 'flex-start', 'xs');
  // Mantine's Group and Buttons as markup (lightChrome.tsx): the step buttons never show a loader.
  return (
    <nav className={group.className} style={NAV_STYLE} aria-label={t('wizard.steps')}>
      {steps.map((step, index) => {
        const pending = !step.review && !validated.includes(step.key) && (!visited || visited.includes(step.key));
        return lightButton({
              itemKey: step.key,
              theme,
              variant: step.key === current ? 'filled' : 'light',
              'aria-current': step.key === current ? 'step' : undefined,
              disabled: !canJumpTo(step.key),
              onClick: () => onJump(step.key),
              rightSection: pending ? (
                <span role="img" aria-label={t('wizard.notValidated')}>
                  ⚠
                </span>
              ) : undefined,
              children: `${index + 1}. ${schemaText(step.title)}`,
            });
      })}
    </nav>
  );
}

export const StepBar = memo(StepBarView);
