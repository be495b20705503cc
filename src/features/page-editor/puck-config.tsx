// The Puck config, generated: one component per kind of the block catalogue (domain/blocks/catalogue.ts: label and
// fields) that the block registry defines (defaults and the component that renders it). One mapping from a
// catalogue field to a Puck field; no code per kind. Image fields go through imageField with the picker the app
// passes in (the uploads feature's; a plain text input without one), lists of texts through a text area with one
// entry per line.
import {
  FieldLabel,
  type ComponentConfig,
  type Config,
  type CustomField,
  type Field,
} from '@puckeditor/core';
import { useId, type ComponentType, type ReactNode } from 'react';
import type { BlockKindSpec, FieldSpec } from '#domain/blocks/catalogue';
import type { UploadUse } from '#domain/blocks/field-spec';
import { blockProps, type BlockRegistry } from '../../components/blocks/block';

/** The picker an image or video field renders: the app passes the uploads feature's (features never import each other). */
export type ImageInputComponent = ComponentType<{
  value: string;
  onChange: (value: string) => void;
  label: string;
  use: UploadUse;
}>;

/** The fallback picker: a text field (a key of the site's images or an upload reference). */
function TextImageInput({
  value,
  onChange,
  label,
  use,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  use: string;
}) {
  const id = useId();
  return (
    <div className="page-editor__field">
      <label htmlFor={id} className="page-editor__label">
        {label}
      </label>
      <input
        id={id}
        className="page-editor__input"
        type="text"
        value={value}
        data-upload-use={use}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/** The one field for images and videos. */
export function imageField(
  spec: {
    label: string;
    required?: boolean;
    use?: UploadUse;
  },
  ImageInput: ImageInputComponent = TextImageInput,
): CustomField<string> {
  return {
    type: 'custom',
    label: fieldLabel(spec),
    render: ({ value, onChange }) => (
      <ImageInput
        value={value ?? ''}
        onChange={onChange}
        label={fieldLabel(spec)}
        use={spec.use ?? 'gallery'}
      />
    ),
  };
}

/** ✓ and ✗ stand for the ticks of a comparison table's cells; every other line is a text. */
const TICKS: Record<string, boolean> = { '✓': true, '✗': false };
const lineOf = (entry: unknown) => (entry === true ? '✓' : entry === false ? '✗' : String(entry ?? ''));

function TextListInput({
  value,
  onChange,
  label,
}: {
  value: readonly unknown[];
  onChange: (value: unknown[]) => void;
  label: string;
}) {
  const id = useId();
  return (
    <FieldLabel label={label} el="div">
      <textarea
        id={id}
        aria-label={`${label} (ein Eintrag pro Zeile)`}
        className="page-editor__textarea"
        rows={Math.min(8, Math.max(3, value.length + 1))}
        value={value.map(lineOf).join('\n')}
        onChange={(event) =>
          onChange(event.currentTarget.value.split('\n').map((line) => (line in TICKS ? TICKS[line] : line)))
        }
      />
      <p className="page-editor__hint">Ein Eintrag pro Zeile.</p>
    </FieldLabel>
  );
}

const fieldLabel = (spec: { label: string; required?: boolean }) =>
  'required' in spec && spec.required ? `${spec.label} *` : spec.label;

/** A new list entry: empty texts, zero, no, the first allowed value. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'number':
      return spec.min !== undefined && spec.min > 0 ? spec.min : 0;
    case 'boolean':
      return false;
    case 'select':
      return spec.options[0]?.value ?? '';
    case 'list':
    case 'textList':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, emptyValue(field)]));
    default:
      return '';
  }
}

const SUMMARY_KEYS = [
  'title',
  'heading',
  'name',
  'question',
  'label',
  'text',
  'courseName',
  'feature',
  'day',
];

function itemSummary(item: Record<string, unknown> | undefined, index = 0): ReactNode {
  for (const key of SUMMARY_KEYS) {
    const value = item?.[key];
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') return String(value);
  }
  return `Eintrag ${index + 1}`;
}

/** One catalogue field → one Puck field. */
export function puckField(spec: FieldSpec, ImageInput?: ImageInputComponent): Field {
  const label = fieldLabel(spec);
  switch (spec.type) {
    case 'text':
    case 'link':
      return { type: 'text', label };
    case 'textarea':
    case 'markup':
      return { type: 'textarea', label };
    case 'number':
      return { type: 'number', label, min: spec.min, max: spec.max };
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: 'Ja', value: true },
          { label: 'Nein', value: false },
        ],
      };
    case 'select':
      return { type: 'select', label, options: spec.options.map((option) => ({ ...option })) };
    case 'image':
    case 'video':
      return imageField(spec, ImageInput) as Field;
    case 'textList':
      return {
        type: 'custom',
        label,
        render: ({ value, onChange }) => (
          <TextListInput value={Array.isArray(value) ? value : []} onChange={onChange} label={label} />
        ),
      };
    case 'list':
      return {
        type: 'array',
        label,
        arrayFields: puckFields(spec.item, ImageInput),
        defaultItemProps: emptyValue({ type: 'object', label, fields: spec.item }) as Record<string, unknown>,
        getItemSummary: itemSummary,
        min: spec.min,
        max: spec.max,
      };
    case 'object':
      return { type: 'object', label, objectFields: puckFields(spec.fields, ImageInput) };
  }
}

export function puckFields(
  fields: Record<string, FieldSpec>,
  ImageInput?: ImageInputComponent,
): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, puckField(spec, ImageInput)]));
}

export interface PuckConfigSource {
  catalogue: Record<string, BlockKindSpec>;
  registry: BlockRegistry;
  /** Drawer groups: a title and the kinds in it. */
  categories?: Record<string, { title: string; components: readonly string[] }>;
  /** Around the page's blocks (e.g. the funnel provider the site's calls to action open). */
  Frame?: ComponentType<{ children: ReactNode }>;
  /** The picker of image and video fields (a text input without one). */
  ImageInput?: ImageInputComponent;
}

const ROOT_FIELDS: Record<string, FieldSpec> = {
  title: { type: 'text', label: 'Seitentitel', required: true },
  description: { type: 'textarea', label: 'Beschreibung (Suchmaschinen und Vorschau)' },
  image: { type: 'image', label: 'Vorschaubild (Open Graph)', use: 'hero' },
};

/**
 * What a block starts with when it is dropped into a page (issue 20): its defaults with every list cut to its
 * first entry (one FAQ question, one card), so an editor adapts an example instead of deleting a campaign's
 * content. A `categories` list stays whole (the entries' category choice offers them; empty ones are not shown).
 * Stored pages are not affected: they are read with the full defaults (document-mapping.ts).
 */
export function starterProps(
  fields: Record<string, FieldSpec>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const props = { ...defaults };
  for (const [key, spec] of Object.entries(fields)) {
    const value = props[key];
    if (spec.type === 'list' && key !== 'categories' && Array.isArray(value) && value.length > 1)
      props[key] = value.slice(0, Math.max(1, spec.min ?? 1));
  }
  return props;
}

/** A list entry's `category` as a choice among the block's own categories, by their names (not their keys). */
function categoryChoice(
  fields: Record<string, Field>,
  props: Record<string, unknown>,
): Record<string, Field> {
  const categories = Array.isArray(props.categories)
    ? (props.categories as Array<{ id?: unknown; name?: unknown }>).filter(
        (category) => typeof category.id === 'string' && category.id,
      )
    : [];
  if (categories.length === 0) return fields;
  const next: Record<string, Field> = { ...fields };
  for (const [key, field] of Object.entries(fields)) {
    if (field.type !== 'array' || !field.arrayFields.category) continue;
    const current = field.arrayFields.category;
    next[key] = {
      ...field,
      arrayFields: {
        ...field.arrayFields,
        category: {
          type: 'select',
          label: current.label,
          options: categories.map((category) => ({
            value: category.id as string,
            label: typeof category.name === 'string' && category.name ? category.name : String(category.id),
          })),
        },
      },
    };
  }
  return next;
}

/** The Puck config of every kind that has both a catalogue entry and a registry definition. */
export function buildPuckConfig({
  catalogue,
  registry,
  categories,
  Frame,
  ImageInput,
}: PuckConfigSource): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const [kind, spec] of Object.entries(catalogue)) {
    const definition = registry[kind];
    if (!definition) continue;
    const Component = definition.component;
    const fields = puckFields(spec.fields, ImageInput);
    components[kind] = {
      label: spec.label,
      fields,
      defaultProps: starterProps(spec.fields, definition.defaults as Record<string, unknown>),
      ...(spec.fields.categories
        ? { resolveFields: (data: { props: Record<string, unknown> }) => categoryChoice(fields, data.props) }
        : {}),
      // Inline (Puck's extension point): this element is the block's drag handle, which Puck's drag library gives
      // role button. A button's content is presentational, so the block's own links and buttons are inert in the
      // canvas (they cannot be used there anyway; axe: nested-interactive) and a hidden text names the button.
      inline: true,
      render: ({ id: _id, puck, editMode: _editMode, ...props }) => (
        <div ref={puck.dragRef} className="page-editor__block" data-block-kind={kind}>
          <span className="visually-hidden">Block: {spec.label}</span>
          <div inert>
            <Component {...blockProps(definition, props)} />
          </div>
        </div>
      ),
    };
  }
  const known = (kinds: readonly string[]) => kinds.filter((kind) => kind in components);
  return {
    components,
    categories: categories
      ? Object.fromEntries(
          Object.entries(categories).map(([key, group]) => [
            key,
            { title: group.title, components: known(group.components) },
          ]),
        )
      : undefined,
    root: {
      fields: puckFields(ROOT_FIELDS, ImageInput),
      render: ({ children }: { children?: ReactNode }) =>
        Frame ? <Frame>{children}</Frame> : <>{children}</>,
    },
  } as Config;
}
