import { Alert, List } from '@mantine/core';
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
  const elsewhere = shown ? errors.filter((e) => !e.step && !ownFields.includes(topField(e.pointer))) : [];
  const messages = [...new Set(elsewhere.map((e) => e.message))];
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" title="This cannot be submitted yet">
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export const SubmitRefusals = memo(SubmitRefusalsView);
