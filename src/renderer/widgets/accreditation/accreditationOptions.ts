import accreditationSchema from '../../../../schemas/common/accreditation.schema.json';

/** The widget's texts (schemas/common/accreditation.schema.json#/$defs/files, x-ui options) and its category. */
export type AccreditationOptions = typeof accreditationSchema.$defs.files['x-ui']['options'] & { category?: string };

export function accreditationOptions(fieldOptions: Record<string, unknown> = {}): AccreditationOptions {
  return { ...accreditationSchema.$defs.files['x-ui'].options, ...fieldOptions } as AccreditationOptions;
}

/** Categories whose files need the item id (read from the schema's if/then). */
export const CATEGORIES_NEEDING_ITEM: readonly string[] = accreditationSchema.$defs.upload.allOf[0]!.if.properties.category.enum;
