import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * An object's title, description and visible properties, one under the other. The Mantine theme's template wraps
 * every property in its own Box inside a Container and a SimpleGrid (which also injects a style tag per object):
 * on a 40-field step that was 40 extra components and a style recalculation, for a plain one-column stack.
 */
export function ObjectFieldTemplate({ title, description, properties, required, schema, uiSchema, fieldPathId, registry }: ObjectFieldTemplateProps) {
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  return (
    <div id={fieldPathId.$id} className="wizard-object">
      {title ? <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      {description ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      {properties.map((property) => (property.hidden ? null : property.content))}
    </div>
  );
}
