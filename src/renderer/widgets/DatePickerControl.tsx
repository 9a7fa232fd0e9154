import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';

interface DatePickerControlProps {
  id: string;
  value: string | null;
  placeholder?: string;
  minDate?: string;
  error?: string;
  onChange(next: string | null): void;
}

/** Mantine's date picker (with its stylesheet), in a chunk of its own: only steps with a date load it. */
export function DatePickerControl({ id, value, placeholder, minDate, error, onChange }: DatePickerControlProps) {
  return (
    <DatePickerInput
      id={id}
      value={value}
      placeholder={placeholder}
      minDate={minDate}
      valueFormat="YYYY-MM-DD"
      error={error}
      onChange={onChange}
    />
  );
}
