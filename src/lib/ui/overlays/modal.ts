// Mantine's Modal alone, as its own module: LazyModal fetches it apart from the routes that draw dialogs.
export { Modal } from '@mantine/core';
