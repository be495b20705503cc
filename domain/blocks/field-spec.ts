// The editor fields of a block kind (issue 13 contract): what the page editor shows for each prop and what the
// server accepts in a saved document. Pure data plus the one checker of a props object against its fields
// (German messages keyed by the path, e.g. 'statistics.0.label'); the catalogue (./catalogue) lists every kind.

export type ScalarFieldType =
  'text' | 'textarea' | 'markup' | 'link' | 'image' | 'video' | 'number' | 'boolean';
export type UploadUse = 'gallery' | 'hero' | 'showcase' | 'media';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/**
 * What a field's value is and whether it must be set, for the type system only (decision 0171): the builders
 * below return specs that carry them, so a block's props type is inferred from its fields (`ValuesOf`) and a
 * component cannot drift from them. Never present at run time.
 */
export interface Typed<V, R extends boolean> {
  readonly '~value'?: V;
  readonly '~required'?: R;
}

export type FieldSpec =
  | {
      type: ScalarFieldType;
      label: string;
      required?: boolean;
      min?: number;
      max?: number;
      use?: UploadUse;
    }
  | { type: 'select'; label: string; options: readonly SelectOption[]; required?: boolean }
  | { type: 'list'; label: string; item: Fields; min?: number; max?: number }
  // Beyond the contract's first list (additive): a list of plain strings (trust indicators, a card's features)
  // and a nested object (the bento grid's featured card, the results' summary statistics).
  | { type: 'textList'; label: string; required?: boolean; min?: number; max?: number }
  | { type: 'object'; label: string; fields: Fields };

export type Fields = Record<string, FieldSpec>;

export interface BlockKindSpec {
  label: string;
  fields: Fields;
}

/** The value a field holds. */
export type ValueOf<F> = F extends { readonly '~value'?: infer V } ? V : unknown;
type IsRequired<F> = F extends { readonly '~required'?: infer R }
  ? [R] extends [true]
    ? true
    : false
  : false;
type RequiredKeys<F extends Fields> = { [K in keyof F]: IsRequired<F[K]> extends true ? K : never }[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The values of these fields: a required field's key is required, every other key optional. */
export type ValuesOf<F extends Fields> = Simplify<
  { [K in RequiredKeys<F>]: ValueOf<F[K]> } & { [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K]> }
>;

/** A field with no extra settings. */
type NoExtra = Record<never, never>;

interface Extra {
  required?: boolean;
  min?: number;
  max?: number;
}
type Req<E> = E extends { required: true } ? true : false;
type Scalar<T extends FieldSpec['type'], V, E> = { type: T; label: string } & E & Typed<V, Req<E>>;

/**
 * Builders of the fields. A type argument narrows the value where the component needs it, e.g. `text<IconName>(…)`
 * or a statistic's `text<string | number>(…)` (a short text may hold a figure); the server checks the field's
 * type as before.
 */
/* @__NO_SIDE_EFFECTS__ */
export const text = <V extends string | number = string, const E extends Extra = NoExtra>(
  label: string,
  extra?: E,
): Scalar<'text', V, E> => ({ type: 'text', label, ...extra }) as Scalar<'text', V, E>;
/** A builder of one scalar field type holding values of type V (an upload's fields also name their use). */
const scalar =
  <T extends ScalarFieldType, V, Needs extends object = NoExtra>(type: T) =>
  /* @__NO_SIDE_EFFECTS__ */
  <const E extends Extra & Needs = Extra & Needs>(label: string, extra?: E): Scalar<T, V, E> =>
    ({ type, label, ...extra }) as Scalar<T, V, E>;

export const textarea = scalar<'textarea', string>('textarea');
export const markup = scalar<'markup', string>('markup');
export const link = scalar<'link', string>('link');
export const boolean = scalar<'boolean', boolean>('boolean');
export const image = scalar<'image', string, { use: UploadUse }>('image');
export const video = scalar<'video', string, { use: UploadUse }>('video');
/* @__NO_SIDE_EFFECTS__ */
export const number = <V extends number = number, const E extends Extra = NoExtra>(
  label: string,
  extra?: E,
): Scalar<'number', V, E> => ({ type: 'number', label, ...extra }) as Scalar<'number', V, E>;
/* @__NO_SIDE_EFFECTS__ */
export const select = <V extends string, const E extends { required?: boolean } = NoExtra>(
  label: string,
  options: readonly SelectOption<V>[],
  extra?: E,
): { type: 'select'; label: string; options: readonly SelectOption[] } & E & Typed<V, Req<E>> =>
  ({ type: 'select', label, options, ...extra }) as never;
/* @__NO_SIDE_EFFECTS__ */
export const list = <const I extends Fields, const E extends Extra = NoExtra>(
  label: string,
  item: I,
  extra?: E,
): { type: 'list'; label: string; item: I } & E & Typed<ValuesOf<I>[], Req<E>> =>
  ({ type: 'list', label, item, ...extra }) as never;
/** A list of texts; a comparison table's cells may also hold a tick (true/false) or a figure: `textList<V>`. */
/* @__NO_SIDE_EFFECTS__ */
export const textList = <V extends string | number | boolean = string, const E extends Extra = NoExtra>(
  label: string,
  extra?: E,
): Scalar<'textList', V[], E> => ({ type: 'textList', label, ...extra }) as never;
/* @__NO_SIDE_EFFECTS__ */
export const object = <const F extends Fields>(
  label: string,
  fields: F,
): { type: 'object'; label: string; fields: F } & Typed<ValuesOf<F>, false> =>
  ({ type: 'object', label, fields }) as never;

/**
 * A field whose value must be set. Use it with an explicit value type (`required(text<string | number>('Wert'))`):
 * TypeScript fills the builder's other type arguments with their defaults once one is given, so
 * `text<V>('Wert', { required: true })` would not be required in the props type.
 */
/* @__NO_SIDE_EFFECTS__ */
export const required = <F extends FieldSpec>(
  field: F,
): Omit<F, '~required'> & { required: true } & Typed<ValueOf<F>, true> =>
  ({ ...field, required: true }) as never;

/** Options of a select field from [value, label] pairs; the values stay literal types. */
/* @__NO_SIDE_EFFECTS__ */
export const options = <const V extends string>(
  ...entries: readonly (readonly [V, string])[]
): readonly SelectOption<V>[] => entries.map(([value, label]) => ({ value, label }));

/** Longest accepted text per field type (characters) and most entries per list, when a field names none. */
export const TEXT_LIMITS = { short: 500, long: 20_000 } as const;
export const LIST_LIMIT = 100;

/** Link targets an editor may set: a site path, an anchor, http(s), mail and phone (seed 002 §6: no scripts). */
export function isAllowedLink(value: string): boolean {
  const target = value.trim();
  if (target === '') return true;
  if (target.startsWith('//')) return false;
  if (target.startsWith('/') || target.startsWith('#')) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ()/-]+)$/i.test(target);
}

export interface PropIssue {
  path: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks values against fields. `partial`: the block's own props are overrides of its defaults, so a missing
 * field is fine there (a required one may still not be emptied); inside list entries and objects every required
 * field must be present. Unknown keys are refused everywhere, so no style or class can be smuggled in.
 */
export function checkFields(
  fields: Fields,
  values: unknown,
  path: string,
  partial: boolean,
  issues: PropIssue[],
): void {
  if (!isRecord(values)) {
    issues.push({ path, message: 'Hier wird ein Objekt mit Feldern erwartet.' });
    return;
  }
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(fields, key)) {
      issues.push({ path: join(path, key), message: `Unbekanntes Feld „${key}“.` });
    }
  }
  for (const [key, spec] of Object.entries(fields)) {
    const value = values[key];
    const at = join(path, key);
    if (value === undefined || value === null) {
      if (!partial && 'required' in spec && spec.required) {
        issues.push({ path: at, message: `${spec.label} ist ein Pflichtfeld.` });
      }
      continue;
    }
    checkValue(spec, value, at, issues);
  }
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

function checkString(spec: FieldSpec, value: unknown, path: string, issues: PropIssue[]): value is string {
  // A short text may hold a figure (a statistic's 45 or '6:30').
  if (spec.type === 'text' && typeof value === 'number' && Number.isFinite(value)) return false;
  if (typeof value !== 'string') {
    issues.push({ path, message: `${spec.label}: Hier wird ein Text erwartet.` });
    return false;
  }
  if ('required' in spec && spec.required && value.trim() === '') {
    issues.push({ path, message: `${spec.label} ist ein Pflichtfeld.` });
    return false;
  }
  const limit =
    spec.type === 'textarea' || spec.type === 'markup' || spec.type === 'textList'
      ? TEXT_LIMITS.long
      : TEXT_LIMITS.short;
  if (value.length > limit) {
    issues.push({ path, message: `${spec.label}: höchstens ${limit} Zeichen.` });
    return false;
  }
  return true;
}

function checkCount(
  spec: FieldSpec & { min?: number; max?: number },
  count: number,
  path: string,
  issues: PropIssue[],
) {
  const max = spec.max ?? LIST_LIMIT;
  if (count > max) issues.push({ path, message: `${spec.label}: höchstens ${max} Einträge.` });
  if (spec.min !== undefined && count < spec.min) {
    issues.push({ path, message: `${spec.label}: mindestens ${spec.min} Einträge.` });
  }
}

function checkValue(spec: FieldSpec, value: unknown, path: string, issues: PropIssue[]): void {
  switch (spec.type) {
    case 'text':
    case 'textarea':
    case 'markup':
      checkString(spec, value, path, issues);
      return;
    case 'link':
      if (checkString(spec, value, path, issues) && !isAllowedLink(value)) {
        issues.push({
          path,
          message: `${spec.label}: Erlaubt sind Links auf eigene Seiten (/…), Sprungmarken (#…), http(s)://, mailto: und tel:.`,
        });
      }
      return;
    case 'image':
    case 'video':
      if (checkString(spec, value, path, issues) && /^\s*(javascript|data|vbscript):/i.test(value)) {
        issues.push({ path, message: `${spec.label}: Diese Adresse ist nicht erlaubt.` });
      }
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        issues.push({ path, message: `${spec.label}: Hier wird eine Zahl erwartet.` });
      } else if (spec.min !== undefined && value < spec.min) {
        issues.push({ path, message: `${spec.label}: mindestens ${spec.min}.` });
      } else if (spec.max !== undefined && value > spec.max) {
        issues.push({ path, message: `${spec.label}: höchstens ${spec.max}.` });
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean')
        issues.push({ path, message: `${spec.label}: Hier wird Ja oder Nein erwartet.` });
      return;
    case 'select':
      if (!spec.options.some((option) => option.value === value)) {
        const allowed = spec.options.map((option) => option.label).join(', ');
        issues.push({ path, message: `${spec.label}: Bitte wähle einen der Werte ${allowed}.` });
      }
      return;
    case 'textList':
      if (!Array.isArray(value)) {
        issues.push({ path, message: `${spec.label}: Hier wird eine Liste erwartet.` });
        return;
      }
      checkCount(spec, value.length, path, issues);
      // Entries are texts; a comparison table's cells may also be a tick (true/false) or a figure.
      value.forEach((entry, index) => {
        if (typeof entry === 'boolean' || (typeof entry === 'number' && Number.isFinite(entry))) return;
        checkString({ ...spec, required: false }, entry, join(path, index), issues);
      });
      return;
    case 'list':
      if (!Array.isArray(value)) {
        issues.push({ path, message: `${spec.label}: Hier wird eine Liste erwartet.` });
        return;
      }
      checkCount(spec, value.length, path, issues);
      value.forEach((entry, index) => checkFields(spec.item, entry, join(path, index), false, issues));
      return;
    case 'object':
      checkFields(spec.fields, value, path, false, issues);
      return;
  }
}

/** Paths (relative to the value) of every 'markup' string in these values, e.g. ['faqs', '0', 'answer']. */
export function collectMarkupPaths(fields: Fields, values: unknown, base: string[] = []): string[][] {
  if (!isRecord(values)) return [];
  const paths: string[][] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const value = values[key];
    if (value === undefined || value === null) continue;
    if (spec.type === 'markup' && typeof value === 'string') paths.push([...base, key]);
    else if (spec.type === 'object') paths.push(...collectMarkupPaths(spec.fields, value, [...base, key]));
    else if (spec.type === 'list' && Array.isArray(value)) {
      value.forEach((entry, index) =>
        paths.push(...collectMarkupPaths(spec.item, entry, [...base, key, String(index)])),
      );
    }
  }
  return paths;
}
