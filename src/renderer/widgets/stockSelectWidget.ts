// @rjsf/mantine's SelectWidget (Mantine's Select and MultiSelect: Combobox, Popover, floating-ui) as its own
// module: SelectWidget fetches it for multiple choices instead of carrying it on every wizard route.
export { default as StockSelectWidget } from '@rjsf/mantine/lib/widgets/SelectWidget.js';
