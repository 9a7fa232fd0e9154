import { ActionIcon, Fieldset, Flex, Title, UnstyledButton, useMantineTheme, type MantineTheme } from '@mantine/core';
import StockArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import {
  buttonId,
  getTemplate,
  getUiOptions,
  titleId,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type ArrayFieldTitleProps,
  type IconButtonProps,
} from '@rjsf/utils';
import { memo, type CSSProperties } from 'react';
import { mantineVars } from '../mantineVars';
import { styleProps } from '../varsClass';
import '../stepForm.css';
import './arrayTemplates.css';

/*
 * RJSF Mantine's array templates and icon buttons, as Mantine's markup (its hashed classes, data attributes and
 * theme variables) rather than its components: an array of four objects drew about forty Box, Flex, Group,
 * Fieldset, Title and ActionIcon components, each resolving style props and variants on every mount. Same look
 * (the classes Mantine's stylesheet targets; the `mantine-*` static names, which it does not target, are left
 * out, as in LightInputFrame), with fewer elements: where one element can carry two wrappers' roles it does, and
 * the icons are drawn by CSS (arrayTemplates.css).
 */

const H4_STYLE = {
  '--title-fw': 'var(--mantine-h4-font-weight)',
  '--title-lh': 'var(--mantine-h4-line-height)',
  '--title-fz': 'var(--mantine-h4-font-size)',
  fontWeight: 'normal',
} as CSSProperties;

/**
 * An array's title: Mantine's level-4 Title markup, as the Mantine theme draws it. An optional array's on/off
 * control beside the title (only with RJSF's `enableOptionalDataFieldForType`, which steps do not set) keeps
 * the theme's own template.
 */
export function ArrayFieldTitleTemplate(props: ArrayFieldTitleProps) {
  const { fieldPathId, title, uiSchema, registry, optionalDataControl } = props;
  if (optionalDataControl) return <StockArrayFieldTitleTemplate {...props} />;
  const { label: displayLabel = true } = getUiOptions(uiSchema, registry.globalUiOptions);
  if (!title || !displayLabel) return null;
  return (
    <h4 id={titleId(fieldPathId)} {...styleProps(Title.classes.root, H4_STYLE)} data-order={4}>
      {title}
    </h4>
  );
}

/**
 * The whole array: Mantine's default Fieldset with the title as its legend, the items, and the add button at the
 * right. The items and the button sit in the fieldset directly, without RJSF Mantine's list Box and the Group
 * around the button (arrayTemplates.css aligns the button as the Group did).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, fieldPathId, items, optionalDataControl, onAddClick, readonly, required, schema, uiSchema, title, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const Title = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const controlInTitle = !readonly && !disabled;
  const { AddButton } = registry.templates.ButtonTemplates;
  const legendTitle = uiOptions.title || title;
  const description = uiOptions.description || schema.description;
  return (
    <fieldset className={`${Fieldset.classes['root--default']} ${className ?? ''} ${Fieldset.classes.root}`} data-variant="default" id={fieldPathId.$id}>
      {legendTitle ? (
        <legend className={Fieldset.classes.legend}>
          <Title
            fieldPathId={fieldPathId}
            required={required}
            title={legendTitle}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
            optionalDataControl={controlInTitle ? optionalDataControl : undefined}
          />
        </legend>
      ) : null}
      {description ? <ArrayFieldDescriptionTemplate description={description} fieldPathId={fieldPathId} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      {controlInTitle ? undefined : optionalDataControl}
      {items}
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="rjsf-array-item-add"
          disabled={disabled || readonly}
          onClick={onAddClick}
          uiSchema={uiSchema}
          registry={registry}
          iconType="md"
        />
      ) : null}
    </fieldset>
  );
}

/**
 * One item: its fields, and beside them (bottom-aligned) its move and remove buttons. One flex row, where RJSF
 * Mantine draws an item Box, a Flex, a Box around the fields and a Group around the buttons: the row stands in for
 * all four (arrayTemplates.css gives its children the Box's width and the Group's spacing).
 */
export function ArrayFieldItemTemplate({ buttonsProps, className, hasToolbar, uiSchema, registry, children }: ArrayFieldItemTemplateProps) {
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={`${className || 'rjsf-array-item'} wizard-array-item ${Flex.classes.root} wizard-array-item-row`}>
      {children}
      {hasToolbar ? <ArrayFieldItemButtonsTemplate {...buttonsProps} /> : null}
    </div>
  );
}

/** ActionIcon's theme variables for an array button's size and colour (subtle variant). */
function actionIconStyle(theme: MantineTheme, size: string, color: string | undefined): CSSProperties {
  return mantineVars(theme, `arrayIcon/${size}/${color ?? ''}`, ActionIcon.varsResolver, { size, variant: 'subtle', color });
}

interface LightIconButtonProps extends IconButtonProps {
  title: string;
  theme: MantineTheme;
  /** The icon's class in arrayTemplates.css. */
  iconClass: string;
}

/**
 * Mantine's subtle ActionIcon markup, its icon drawn by the icon span's own background (arrayTemplates.css): what RJSF
 * Mantine's IconButton draws, in two elements. A plain function (no hooks): each button is one component, not two.
 */
function iconButton({ icon: _icon, iconType = 'sm', color, onClick, uiSchema: _uiSchema, registry: _registry, className, disabled, title, id, theme, iconClass, ...rest }: LightIconButtonProps) {
  const size = String(iconType);
  return (
    <button
      {...(rest as object)}
      {...styleProps(`mantine-focus-auto${disabled ? '' : ' mantine-active'}${className ? ` ${className}` : ''} ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`, actionIconStyle(theme, size, color))}
      data-variant="subtle"
      data-size={size}
      data-disabled={disabled || undefined}
      type="button"
      title={title}
      id={id}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={`${ActionIcon.classes.icon} wizard-array-icon ${iconClass}`} />
    </button>
  );
}

type ButtonProps = IconButtonProps;

const button = (text: TranslatableString, iconClass: string, color?: string) =>
  memo(function LightButton(props: ButtonProps) {
    const theme = useMantineTheme();
    return iconButton({ color, ...props, title: props.registry.translateString(text), iconClass, theme });
  });

/**
 * RJSF's icon buttons of arrays (add, copy, move, remove), as Mantine's ActionIcon markup with RJSF Mantine's icons
 * drawn by CSS (arrayTemplates.css) rather than an svg per button.
 */
export const lightButtonTemplates = {
  AddButton: button(TranslatableString.AddItemButton, 'wizard-icon-plus'),
  CopyButton: button(TranslatableString.CopyButton, 'wizard-icon-copy'),
  MoveDownButton: button(TranslatableString.MoveDownButton, 'wizard-icon-chevron-down'),
  MoveUpButton: button(TranslatableString.MoveUpButton, 'wizard-icon-chevron-up'),
  RemoveButton: button(TranslatableString.RemoveButton, 'wizard-icon-x', 'red'),
};
