import type { FieldProps } from '@rjsf/utils';
import { isMediaFile } from '../../../../lib/media/mediaFile';
import { isSnippetValue, snippetOptions } from '../../../../lib/media/snippet/snippetOptions';
import { useFormValue } from '../../../formValues';
import { fromFieldProps } from '../mediaFieldProps';
import { SnippetPicker } from './SnippetPicker';
import { useSchemaOptionTexts } from '../../useSchemaOptionTexts';

/**
 * `x-ui.widget: "snippetPicker"` with `options.sourceField` naming the step's track audio field: the
 * snippet picker as an RJSF field, its value the snippet with its start and length.
 */
export function SnippetPickerField(props: FieldProps) {
  const binding = fromFieldProps(props);
  const options = useSchemaOptionTexts(snippetOptions(binding.options));
  const source = useFormValue(props.registry.formContext, options.sourceField);
  return (
    <SnippetPicker
      id={binding.id}
      label={binding.label}
      source={isMediaFile(source) ? source : undefined}
      value={isSnippetValue(props.formData) ? props.formData : undefined}
      onChange={(value) => props.onChange(value, props.fieldPathId.path)}
      options={options}
      disabled={binding.disabled}
    />
  );
}
