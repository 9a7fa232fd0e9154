import { Box, Text } from '@mantine/core';
import { useSchemaText } from '../../lib/i18n/schema/useSchemaText';
import { ReviewValue } from './ReviewValue';
import { reviewFields } from './reviewFields';

/**
 * The filled fields of an object as label / value pairs (a description list), in schema order; empty
 * optional fields are left out. `dense` is the smaller form used inside list items.
 */
export function ReviewFieldList({ schema, data, dense = false }: { schema: unknown; data: Record<string, unknown>; dense?: boolean }) {
  const schemaText = useSchemaText();
  const fields = reviewFields(schema, data);
  return (
    <Box component="dl" m={0}>
      {fields.map(({ name, schema: field, widget }) => {
        const label = typeof field.title === 'string' ? schemaText(field.title) : name;
        return (
          <Box key={name} mb={dense ? 4 : 'sm'}>
            <Text component="dt" size={dense ? 'xs' : 'sm'} fw={600}>
              {label}
            </Text>
            <Box component="dd" m={0}>
              <ReviewValue schema={field} widget={widget} value={data[name]} label={label} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
