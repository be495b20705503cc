// /admin/mitgliedschaften (issue 19): the membership types the studio sells, in their public order, and the
// form for a new or changed one: name, badge, prices, features, the categories it entitles, limits per period,
// a card's credits, the validity, whether it is sold (active), and, in a chain of two or more locations, whether it
// is valid at all of them ('Alle Standorte', issue 34; else at the member's home studio only). Field errors from the schema or the server's
// envelope stand at their fields and in the summary.
import { useId, useState, type ReactNode } from 'react';
import { CATEGORIES } from '#domain/courses/expand';
import {
  MembershipTypeWriteSchema,
  PERIODS,
  type MembershipType,
  type Period,
} from '#domain/memberships/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  CheckField,
  FormModal,
  RepeatedRows,
  patchRow,
  useAdminForm,
} from '../../../components/ui/admin-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { SuccessNote } from '../../../components/ui/form-feedback';
import { useMembershipTypes } from '../api/get-membership-types';
import { useSaveMembershipType } from '../api/save-membership-type';
import { categoriesText, centsToText, limitText, PERIOD_LABELS, textToCents, textToCount } from '../model';
import './memberships.css';

/**
 * `renderHistory`: the audit trail of one type (the app passes the audit feature's). `multipleLocations`: the
 * studio has two or more locations (the app knows from the locations feature); only then is 'Alle Standorte'
 * shown, so a single studio's screen stays as it was.
 */
export function MembershipTypeAdmin({
  renderHistory,
  multipleLocations = false,
}: { renderHistory?: (typeId: number) => ReactNode; multipleLocations?: boolean } = {}) {
  const types = useMembershipTypes();
  const [editing, setEditing] = useState<MembershipType | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  return (
    <div className="membership-panel">
      <div>
        <Button onClick={() => setEditing('new')}>Neue Mitgliedschaft</Button>
      </div>
      {saved && <SuccessNote>{saved}</SuccessNote>}
      <QueryState
        query={types}
        loading="Mitgliedschaften werden geladen …"
        failed="Die Mitgliedschaften konnten nicht geladen werden."
        empty="Noch keine Mitgliedschaften angelegt."
      >
        {(list) => (
          <ul className="membership-types" aria-label="Mitgliedschaften">
            {[...list]
              .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
              .map((type) => (
                <li key={type.id} className="membership-type">
                  <div className="membership-type__head">
                    <h2>{type.name}</h2>
                    {type.badge && <Badge variant="info">{type.badge}</Badge>}
                    {!type.active && <Badge variant="neutral">Nicht im Verkauf</Badge>}
                    {type.active && !type.listed && <Badge variant="neutral">Nicht auf der Website</Badge>}
                    {type.soldOnline && <Badge variant="success">Online-Vertrag</Badge>}
                    {multipleLocations && type.allLocations && <Badge variant="info">Alle Standorte</Badge>}
                  </div>
                  <p className="membership-type__facts">{priceText(type)}</p>
                  {type.soldOnline && type.minimumTermMonths !== null && (
                    <p className="membership-type__facts">
                      Mindestlaufzeit {type.minimumTermMonths} Monate, Startpaket{' '}
                      {centsToText(type.setupFeeCents)} €, Kündigungsfrist {type.noticePeriodWeeks} Wochen
                    </p>
                  )}
                  <p className="membership-type__facts">Umfasst: {categoriesText(type.categories)}</p>
                  {(type.limits.length > 0 || type.credits !== null || type.validityDays !== null) && (
                    <p className="membership-type__facts">
                      {[
                        ...type.limits.map(limitText),
                        type.credits !== null && `${type.credits} Buchungen`,
                        type.validityDays !== null && `gültig ${type.validityDays} Tage`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                  <div className="membership-type__actions">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(type)}>
                      Bearbeiten<span className="visually-hidden">: {type.name}</span>
                    </Button>
                  </div>
                  {renderHistory?.(type.id)}
                </li>
              ))}
          </ul>
        )}
      </QueryState>
      {editing && (
        <MembershipTypeForm
          type={editing === 'new' ? null : editing}
          multipleLocations={multipleLocations}
          onClose={() => setEditing(null)}
          onSaved={(type) => {
            setEditing(null);
            setSaved(`Die Mitgliedschaft ${type.name} wurde gespeichert.`);
          }}
        />
      )}
    </div>
  );
}

/** '16 € pro Woche · 69 € im Monat', '297 € einmalig', 'ohne Preis'. */
export function priceText(
  type: Pick<MembershipType, 'weeklyPriceCents' | 'monthlyPriceCents' | 'oneTimePriceCents'>,
) {
  const parts = [
    type.weeklyPriceCents !== null && `${centsToText(type.weeklyPriceCents)} € pro Woche`,
    type.monthlyPriceCents !== null && `${centsToText(type.monthlyPriceCents)} € im Monat`,
    type.oneTimePriceCents !== null && `${centsToText(type.oneTimePriceCents)} € einmalig`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'ohne Preis';
}

interface LimitRow {
  count: string;
  period: Period;
  category: string;
}

interface TypeFields {
  name: string;
  badge: string;
  weekly: string;
  monthly: string;
  oneTime: string;
  features: string;
  categories: string[];
  ownCategories: string;
  limits: LimitRow[];
  credits: string;
  validityDays: string;
  active: boolean;
  listed: boolean;
  sortOrder: string;
  /** The online contract's terms (issue 31). */
  soldOnline: boolean;
  setupFee: string;
  minimumTermMonths: string;
  noticePeriodWeeks: string;
  /** Valid at every location (issue 34). */
  allLocations: boolean;
}

const REGULAR = CATEGORIES as readonly string[];
const CATEGORY_NAMES: Record<string, string> = {
  wellness: 'Wellness',
  cardio: 'Cardio',
  strength: 'Kraft',
  fitness: 'Fitness',
};

function fieldsOf(type: MembershipType | null): TypeFields {
  const categories = type?.categories ?? [...REGULAR];
  return {
    name: type?.name ?? '',
    badge: type?.badge ?? '',
    weekly: centsToText(type?.weeklyPriceCents ?? null),
    monthly: centsToText(type?.monthlyPriceCents ?? null),
    oneTime: centsToText(type?.oneTimePriceCents ?? null),
    features: (type?.features ?? []).join('\n'),
    categories: categories.filter((c) => REGULAR.includes(c.toLowerCase())).map((c) => c.toLowerCase()),
    ownCategories: categories.filter((c) => !REGULAR.includes(c.toLowerCase())).join(', '),
    limits: (type?.limits ?? []).map((l) => ({
      count: String(l.count),
      period: l.period,
      category: l.category ?? '',
    })),
    credits: type?.credits === null || type?.credits === undefined ? '' : String(type.credits),
    validityDays:
      type?.validityDays === null || type?.validityDays === undefined ? '' : String(type.validityDays),
    active: type?.active ?? true,
    listed: type?.listed ?? true,
    sortOrder: String(type?.sortOrder ?? 0),
    soldOnline: type?.soldOnline ?? false,
    setupFee: centsToText(type?.setupFeeCents ?? 0),
    minimumTermMonths:
      type?.minimumTermMonths === null || type?.minimumTermMonths === undefined
        ? ''
        : String(type.minimumTermMonths),
    noticePeriodWeeks: String(type?.noticePeriodWeeks ?? 0),
    allLocations: type?.allLocations ?? false,
  };
}

/** The form's texts as the API's write body (numbers that are none stay NaN, so the schema names them). */
function writeOf(fields: TypeFields) {
  const own = fields.ownCategories
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    name: fields.name,
    badge: fields.badge,
    weeklyPriceCents: textToCents(fields.weekly),
    monthlyPriceCents: textToCents(fields.monthly),
    oneTimePriceCents: textToCents(fields.oneTime),
    features: fields.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    categories: [...fields.categories, ...own],
    limits: fields.limits.map((row) => ({
      count: textToCount(row.count) ?? Number.NaN,
      period: row.period,
      category: row.category.trim() || null,
    })),
    credits: textToCount(fields.credits),
    validityDays: textToCount(fields.validityDays),
    active: fields.active,
    listed: fields.listed,
    sortOrder: textToCount(fields.sortOrder) ?? 0,
    soldOnline: fields.soldOnline,
    setupFeeCents: textToCents(fields.setupFee) ?? 0,
    minimumTermMonths: textToCount(fields.minimumTermMonths),
    noticePeriodWeeks: textToCount(fields.noticePeriodWeeks) ?? 0,
    allLocations: fields.allLocations,
  };
}

function MembershipTypeForm({
  type,
  multipleLocations,
  onClose,
  onSaved,
}: {
  type: MembershipType | null;
  multipleLocations: boolean;
  onClose: () => void;
  onSaved: (type: MembershipType) => void;
}) {
  const id = useId();
  const save = useSaveMembershipType();
  const { fields, set, text, check, problems, summaryRef } = useAdminForm(() => fieldsOf(type));
  const price = (name: 'weekly' | 'monthly' | 'oneTime' | 'setupFee', field: string) => ({
    ...text(name, field),
    inputMode: 'decimal' as const,
  });
  const setLimit = (index: number, patch: Partial<LimitRow>) =>
    set({ limits: patchRow(fields.limits, index, patch) });
  const submit = () =>
    check(MembershipTypeWriteSchema, writeOf(fields), (body, onError) =>
      save.mutate({ id: type?.id ?? null, body }, { onSuccess: onSaved, onError }),
    );

  return (
    <FormModal
      title={type ? `${type.name} bearbeiten` : 'Neue Mitgliedschaft'}
      label="Mitgliedschaft"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      problems={problems}
      summaryRef={summaryRef}
    >
      <div className="admin-form__row">
        <TextField {...text('name')} label="Name" autoComplete="off" required />
        <TextField {...text('badge')} label="Abzeichen" hint="z. B. BELIEBT (leer: ohne)" />
      </div>
      <div className="admin-form__row">
        <TextField {...price('weekly', 'weeklyPriceCents')} label="Preis pro Woche (€)" hint="leer: keiner" />
        <TextField
          {...price('monthly', 'monthlyPriceCents')}
          label="Preis im Monat (€)"
          hint="leer: keiner"
        />
      </div>
      <TextField
        {...price('oneTime', 'oneTimePriceCents')}
        label="Einmaliger Preis (€)"
        hint="Für Pakete wie die Challenge; leer: keiner"
      />
      <TextAreaField
        {...text('features')}
        label="Leistungen"
        hint="Eine Leistung pro Zeile, so wie sie auf der Website steht."
        rows={5}
      />
      <fieldset className="admin-form__group" aria-describedby={`${id}-categories-hint`}>
        <legend>Buchbare Kategorien</legend>
        <p id={`${id}-categories-hint`} className="field__hint">
          Kurse dieser Kategorien darf das Mitglied buchen.
        </p>
        {REGULAR.map((category) => (
          <CheckField
            key={category}
            label={CATEGORY_NAMES[category]}
            checked={fields.categories.includes(category)}
            onChange={(checked) =>
              set({
                categories: checked
                  ? [...fields.categories, category]
                  : fields.categories.filter((c) => c !== category),
              })
            }
          />
        ))}
        <TextField
          label="Weitere Kategorien"
          hint="Kommagetrennt, wie am Kurs eingetragen, z. B. Personal Training, EMS"
          value={fields.ownCategories}
          onChange={(e) => set({ ownCategories: e.target.value })}
          error={problems.fields.categories}
        />
      </fieldset>
      <RepeatedRows
        legend="Grenzen pro Zeitraum"
        rows={fields.limits}
        rowClassName="membership-form__limit"
        groupLabel={(index) => `Grenze ${index + 1}`}
        removeLabel={(index) => `Grenze ${index + 1}`}
        empty={<p className="field__hint">Keine: unbegrenzt buchbar.</p>}
        error={problems.fields.limits}
        addText="Grenze hinzufügen"
        onAdd={() => set({ limits: [...fields.limits, { count: '1', period: 'week', category: '' }] })}
        onRemove={(index) => set({ limits: fields.limits.filter((_, i) => i !== index) })}
      >
        {(row, index) => (
          <>
            <TextField
              label="Anzahl"
              inputMode="numeric"
              value={row.count}
              onChange={(e) => setLimit(index, { count: e.target.value })}
            />
            <SelectField
              label="Zeitraum"
              value={row.period}
              onChange={(e) => setLimit(index, { period: e.target.value as Period })}
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Kategorie"
              hint="leer: alle"
              value={row.category}
              onChange={(e) => setLimit(index, { category: e.target.value })}
            />
          </>
        )}
      </RepeatedRows>
      <div className="admin-form__row">
        <TextField
          {...text('credits')}
          label="Buchungen (Karte)"
          hint="z. B. 10 für eine 10er-Karte; leer: keine Karte"
          inputMode="numeric"
        />
        <TextField
          {...text('validityDays')}
          label="Gültigkeit in Tagen"
          hint="leer: bis die Theke sie beendet"
          inputMode="numeric"
        />
      </div>
      <div className="admin-form__row">
        <TextField {...text('sortOrder')} label="Reihenfolge" hint="Kleinere zuerst" inputMode="numeric" />
        <CheckField
          label="Im Verkauf (an der Theke wählbar)"
          checked={fields.active}
          onChange={(active) => set({ active })}
        />
      </div>
      <CheckField
        label="Auf der Website unter den Mitgliedschaften zeigen"
        checked={fields.listed}
        onChange={(listed) => set({ listed })}
      />
      {multipleLocations && (
        <CheckField
          label="Gilt in allen Standorten"
          checked={fields.allLocations}
          onChange={(allLocations) => set({ allLocations })}
          hint="Sonst bucht und trainiert das Mitglied nur in seinem Heimatstudio."
          hintId={`${id}-locations-hint`}
        />
      )}
      <fieldset className="admin-form__group" aria-describedby={`${id}-online-hint`}>
        <legend>Online-Vertrag</legend>
        <p id={`${id}-online-hint`} className="field__hint">
          Online verkauft, schließt ein Besucher den Vertrag auf der Website ab (&bdquo;Mitglied
          werden&ldquo;). Nach der Mindestlaufzeit läuft er unbefristet weiter und ist monatlich kündbar (§
          309 Nr. 9 BGB).
        </p>
        <CheckField
          label="Online verkaufen"
          checked={fields.soldOnline}
          onChange={(soldOnline) => set({ soldOnline })}
        />
        <div className="admin-form__row">
          <TextField
            {...price('setupFee', 'setupFeeCents')}
            label="Startpaket (€, einmalig)"
            hint="0: keins"
          />
          <TextField
            {...text('minimumTermMonths')}
            label="Mindestlaufzeit (Monate)"
            hint="1 bis 24; nötig, wenn online verkauft"
            inputMode="numeric"
          />
        </div>
        <TextField
          {...text('noticePeriodWeeks')}
          label="Kündigungsfrist zum Ende der Mindestlaufzeit (Wochen)"
          hint="0 bis 4"
          inputMode="numeric"
        />
      </fieldset>
    </FormModal>
  );
}
