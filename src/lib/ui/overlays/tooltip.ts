// Mantine's Tooltip alone (floating-ui), fetched apart from the routes whose field titles carry hints.
export { Tooltip } from '@mantine/core';
