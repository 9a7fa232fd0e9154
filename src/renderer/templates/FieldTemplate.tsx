import { Box, Text, Tooltip } from '@mantine/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { memo } from 'react';
import { FieldPointerContext, useFieldErrors } from '../FieldErrorContext';
import { selfErrorWidgets } from '../registry';

const pointerOf = (path: readonly (string | number)[]) => (path.length ? `/${path.join('/')}` : '');

/** Titled field wrapper: the title (with an optional hover hint, at most 650 px wide), the input, the engine's error under it. */
function FieldTemplateView({ id, label, children, hidden, required, displayLabel, fieldPathId, uiSchema, schema, help }: FieldTemplateProps) {
  const pointer = pointerOf(fieldPathId.path);
  const errors = useFieldErrors(pointer);
  const widgetShowsErrors = selfErrorWidgets.has(String(uiSchema?.['ui:widget'] ?? uiSchema?.['ui:field'] ?? ''));
  if (hidden) return <div hidden>{children}</div>;
  const hint = (schema['x-ui'] as { hint?: string } | undefined)?.hint ?? (uiSchema?.['ui:hint'] as string | undefined);
  const isRoot = fieldPathId.path.length === 0;
  const title = (
    <Text component="label" htmlFor={id} fw={500} size="sm">
      {label}
      {required ? ' *' : ''}
    </Text>
  );
  return (
    <Box mb={isRoot ? 0 : 'md'}>
      {displayLabel && label && !isRoot ? (
        hint ? (
          <Tooltip label={hint} multiline maw={650} withinPortal={false}>
            {title}
          </Tooltip>
        ) : (
          title
        )
      ) : null}
      <FieldPointerContext.Provider value={pointer}>{children}</FieldPointerContext.Provider>
      {help}
      {errors.length > 0 && !widgetShowsErrors ? (
        <Text id={`${id}__error`} c="red" size="sm" role="alert">
          {errors.join(' ')}
        </Text>
      ) : null}
    </Box>
  );
}

export const FieldTemplate = memo(FieldTemplateView);
