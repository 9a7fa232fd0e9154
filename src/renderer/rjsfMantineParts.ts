// The parts of RJSF's Mantine theme the renderer still draws with, imported one by one. The theme's index
// also brings its date, time and range widgets (@mantine/dates, dayjs, a slider) and a base input built on
// NumberInput (react-number-format), none of which a step draws with: our own widgets and base input stand
// in for them, and the date picker loads on demand (see widgets/DateWidget.tsx).
import buttonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import CyclicSchemaExpandTemplate from '@rjsf/mantine/lib/templates/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import GridTemplate from '@rjsf/mantine/lib/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mantine/lib/templates/OptionalDataControlsTemplate.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import CheckboxesWidget from '@rjsf/mantine/lib/widgets/CheckboxesWidget.js';
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { lightButtonTemplates } from './templates/ArrayTemplates';

/**
 * RJSF Mantine templates the renderer does not replace (help, errors of nested parts, the submit and clear
 * buttons). Arrays and their icon buttons are drawn as Mantine's markup (templates/ArrayTemplates.tsx).
 */
export const mantineTemplates: Partial<TemplatesType> = {
  ButtonTemplates: { ...buttonTemplates(), ...lightButtonTemplates },
  CyclicSchemaExpandTemplate,
  DescriptionFieldTemplate: DescriptionField,
  FieldErrorTemplate,
  FieldHelpTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  WrapIfAdditionalTemplate,
};

/**
 * RJSF Mantine widgets the renderer does not replace: a list of checkboxes. The multiple select is the stock one
 * too, fetched by our SelectWidget when a step first draws it (widgets/stockSelectWidget.ts), not listed here,
 * where it would ride on every wizard route with Mantine's Combobox, Popover and floating-ui.
 */
export const mantineWidgets: RegistryWidgetsType = { CheckboxesWidget };
