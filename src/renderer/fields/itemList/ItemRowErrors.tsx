import { Text } from '@mantine/core';
import { useFieldErrors } from '../../FieldErrorContext';

interface ItemRowErrorsProps {
  /** The list's JSON pointer in the step data ('/testimonials'). */
  pointer: string;
  index: number;
  /** The item's field names (the item schema's properties). */
  fields: readonly string[];
  /** The row's name as its buttons say it ('Testimonial 1'). */
  name: string;
}

/** One field's messages for one row, each prefixed by the row's name. */
function RowFieldErrors({ pointer, name }: { pointer: string; name: string }) {
  const messages = useFieldErrors(pointer);
  return (
    <>
      {messages.map((message) => (
        <Text key={message} size="sm" c="red" role="alert">
          {name}: {message}
        </Text>
      ))}
    </>
  );
}

/**
 * The step's errors about one stored row's fields (a row saved before a rule was tightened, or refused by
 * the server), shown under the list: the row's editor only shows them once opened.
 */
export function ItemRowErrors({ pointer, index, fields, name }: ItemRowErrorsProps) {
  return (
    <>
      {fields.map((field) => (
        <RowFieldErrors key={field} pointer={`${pointer}/${index}/${field}`} name={name} />
      ))}
    </>
  );
}
