// Mantine's Select alone (Combobox, Popover, floating-ui), fetched apart from the routes that draw a closed stand-in.
export { Select } from '@mantine/core';
