import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { LazyItemListField } from './fields/itemList/LazyItemListField';
import { LanguageField } from './fields/LanguageField';
import { NumberField } from './fields/NumberField';
import { SchemaField } from './fields/SchemaField';
import { TextListField } from './fields/TextListField';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, ArrayFieldTitleTemplate } from './templates/ArrayTemplates';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { ErrorListTemplate } from './templates/ErrorListTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate';
import { AcceptedAtWidget } from './widgets/AcceptedAtWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { ChipsWidget } from './widgets/ChipsWidget';
import { ColorWidget } from './widgets/ColorWidget';
import { DateWidget } from './widgets/DateWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TagsWidget } from './widgets/TagsWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { TextWidget } from './widgets/TextWidget';
import { TogglesWidget } from './widgets/TogglesWidget';
import { TopicPickerWidget } from './widgets/TopicPickerWidget';

/** Our widgets, keyed by their export names. */
export const widgets = {
  AcceptedAtWidget,
  CheckboxWidget,
  ChipsWidget,
  ColorWidget,
  DateWidget,
  NumberWidget,
  RadioWidget,
  SelectWidget,
  TagsWidget,
  TextareaWidget,
  TextWidget,
  TogglesWidget,
  TopicPickerWidget,
} satisfies RegistryWidgetsType;

/** Our fields (whole values drawn by one component), keyed by their export names. */
export const fields = { ItemListField: LazyItemListField, LanguageField, NumberField, SchemaField, TextListField } satisfies RegistryFieldsType;

/** Our templates, keyed by their export names (RJSF's slot names). */
export const templates = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
  BaseInputTemplate,
  ErrorListTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
} satisfies Partial<TemplatesType>;

/** Which registry widget draws each `x-ui.widget` name of the step meta-schema; the rest use RJSF's defaults by type. */
export const widgetForHint: Record<string, string> = {
  text: 'TextWidget',
  textarea: 'TextareaWidget',
  chips: 'ChipsWidget',
  topicPicker: 'TopicPickerWidget',
  tags: 'TagsWidget',
  toggles: 'TogglesWidget',
  date: 'DateWidget',
  color: 'ColorWidget',
  number: 'NumberWidget',
  checkbox: 'checkbox',
  select: 'select',
  radio: 'RadioWidget',
  hidden: 'hidden',
  acceptedAt: 'AcceptedAtWidget',
};

/**
 * RJSF fields (`ui:field`) that still take their title from the field wrapper: RJSF gives fields no
 * label, and a field drawing its own would look unlike every other title.
 */
export const wrapperTitledFields: ReadonlySet<string> = new Set(['LanguageField', 'ImageUploadField', 'AudioUploadField', 'VideoUploadField', 'FileUploadField', 'VenuePickerField', 'PublisherSearchField', 'SnippetPickerField', 'HlsVideoField', 'AccreditationFileField']);

/** Widgets that draw their own error under the input (Mantine's `error` slot, which also sets aria-describedby). */
export const selfErrorWidgets: ReadonlySet<string> = new Set(['AcceptedAtWidget', 'LanguageField', 'NumberWidget', 'TextWidget', 'TextareaWidget', 'TagsWidget', 'DateWidget', 'ColorWidget']);

/**
 * `x-ui.widget` names drawn by an RJSF field rather than a widget (their values are objects). A screen
 * registers the field components (e.g. the media uploaders, which need their upload provider) through
 * WizardView's `fields`; without them the value is drawn by RJSF's default for its type.
 */
export const fieldForHint: Record<string, string> = {
  imageUpload: 'ImageUploadField',
  audioUpload: 'AudioUploadField',
  videoUpload: 'VideoUploadField',
  fileUpload: 'FileUploadField',
  // The workshop page registers these (src/features/workshops): the payment and groups services behind them.
  promoCodes: 'PromoCodesField',
  groupPicker: 'GroupPickerField',
  // Track media (issue 11): the screen registers these under MediaUploadContext (snippet, video) or
  // AccreditationContext (accreditation files).
  snippetPicker: 'SnippetPickerField',
  hlsVideo: 'HlsVideoField',
  accreditationFile: 'AccreditationFileField',
  venuePicker: 'VenuePickerField',
  imageList: 'ImageListField',
  publisherSearch: 'PublisherSearchField',
};

/** `x-ui.widget` names drawn by our own registry fields (always registered, unlike `fieldForHint`'s). */
export const ownFieldForHint: Record<string, keyof typeof fields> = {
  itemList: 'ItemListField',
  textList: 'TextListField',
};
