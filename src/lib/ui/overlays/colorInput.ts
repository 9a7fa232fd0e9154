// Mantine's ColorInput alone (its ColorPicker, Popover and floating-ui), fetched apart from the wizard routes.
export { ColorInput } from '@mantine/core';
