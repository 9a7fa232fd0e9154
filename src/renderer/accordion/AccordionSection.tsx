import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useEffect, useMemo } from 'react';
import type { WizardFieldError } from '../../../machines/wizardRules';
import { pickFields } from '../../../machines/wizardRules';
import type { CompiledStep } from '../../engine/compiledWizard';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { useT } from '../../lib/i18n';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';

interface AccordionSectionProps {
  section: CompiledStep;
  number: number;
  initialData: Record<string, unknown>;
  errors: readonly WizardFieldError[] | undefined;
  readonly: boolean;
  onChange(data: Record<string, unknown>): void;
  fields?: RegistryFieldsType;
  uiSchema?: UiSchema;
}

const NO_ERRORS: readonly WizardFieldError[] = [];

/**
 * One numbered section of an accordion wizard: its title (with the count of its problems once Finish
 * was tried) and its form. Each section has its own error store, so a message lands at its own field.
 */
function AccordionSectionView({ section, number, initialData, errors = NO_ERRORS, readonly, onChange, fields, uiSchema }: AccordionSectionProps) {
  const t = useT();
  const schemaText = useSchemaText();
  const store = useMemo(createFieldErrorStore, []);
  useEffect(() => store.set(errors), [store, errors]);
  const own = useMemo(() => pickFields(initialData, section.fields), [initialData, section.fields]);
  const headingId = `section-${section.key}-title`;
  return (
    <Accordion.Item value={section.key} data-invalid={errors.length > 0 || undefined}>
      <Accordion.Control id={headingId}>
        <Group gap="sm" wrap="nowrap">
          <Text fw={600}>{`${number}. ${schemaText(section.title)}`}</Text>
          {errors.length > 0 ? (
            <Badge color="red" variant="light" aria-label={t('wizard.accordion.toCorrect', { count: errors.length })}>
              {errors.length}
            </Badge>
          ) : null}
        </Group>
      </Accordion.Control>
      <Accordion.Panel aria-labelledby={headingId}>
        <FieldErrorContext.Provider value={store}>
          <StepForm
            stepKey={section.key}
            schema={section.schema as RJSFSchema}
            schemaFile={section.schemaFile}
            initialData={own}
            onChange={onChange}
            readonly={readonly}
            fields={fields}
            uiSchema={uiSchema}
          />
        </FieldErrorContext.Provider>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

export const AccordionSection = memo(AccordionSectionView);
