import { withTheme } from '@rjsf/core';
import { Theme as MantineTheme } from '@rjsf/mantine';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { memo, useCallback, useMemo } from 'react';
import { engineValidator } from './engineValidator';
import { templates, widgets } from './registry';
import { uiSchemaFromSchema } from './uiSchemaFromSchema';

const ThemedForm = withTheme({
  ...MantineTheme,
  widgets: { ...MantineTheme.widgets, ...widgets },
  templates: { ...MantineTheme.templates, ...templates },
});

interface StepFormProps {
  stepKey: string;
  schema: RJSFSchema;
  initialData: Record<string, unknown>;
  onChange(data: Record<string, unknown>): void;
  readonly?: boolean;
}

/**
 * One step's fields. Uncontrolled on purpose: the form owns the typed values and reports them up, so
 * a keystroke never flows back down through props; errors reach fields through FieldErrorContext.
 */
function StepFormView({ stepKey, schema, initialData, onChange, readonly }: StepFormProps) {
  const uiSchema = useMemo(() => uiSchemaFromSchema(schema), [schema]);
  const handleChange = useCallback(
    (event: IChangeEvent<Record<string, unknown>>) => onChange(event.formData ?? {}),
    [onChange],
  );
  return (
    <ThemedForm
      id={`step-${stepKey}`}
      idPrefix={stepKey}
      schema={schema}
      uiSchema={uiSchema}
      validator={engineValidator}
      initialFormData={initialData}
      onChange={handleChange}
      noHtml5Validate
      showErrorList={false}
      readonly={readonly}
    />
  );
}

export const StepForm = memo(StepFormView);
