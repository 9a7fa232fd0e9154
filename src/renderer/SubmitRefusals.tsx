import { Alert, List } from '@mantine/core';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
import { memo } from 'react';
import type { WizardFieldError } from '../../machines/wizardRules';

interface SubmitRefusalsProps {
  errors: readonly WizardFieldError[];
  /** The review step's own fields: their messages show at the fields themselves. */
  ownFields: readonly string[];
  shown: boolean;
}

const topField = (pointer: string) => pointer.split('/')[1] ?? '';

/**
 * On the review step, the reasons a submit was refused that belong to no field on this page (the
 * submit schema's checks over the whole item), listed where the publisher pressed Submit.
 */
function SubmitRefusalsView({ errors, ownFields, shown }: SubmitRefusalsProps) {
  const t = useT();
  const schemaText = useSchemaText();
  const elsewhere = shown ? errors.filter((e) => !e.step && !ownFields.includes(topField(e.pointer))) : [];
  const messages = [...new Set(elsewhere.map((e) => schemaText(e.message)))];
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('wizard.cannotSubmit')}>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export const SubmitRefusals = memo(SubmitRefusalsView);
