// 'Standorte' in the admin area (issue 34): the chain's studios in their order, and the form for a new or changed
// one: name, address (slug), street, postal code, city, phone, e-mail, opening hours (one line each: days, spoken
// days, time) and the map link. Field errors from the schema or the server (a taken address: 409) stand at their
// fields and in the summary.
import { useState, type ReactNode } from 'react';
import { LocationWriteSchema, type Location } from '#domain/schemas/locations';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { FormModal, RepeatedRows, patchRow, useAdminForm } from '../../../components/ui/admin-form';
import { QueryState } from '../../../components/ui/query-state';
import { SuccessNote } from '../../../components/ui/form-feedback';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '../api/get-locations';
import { useSaveLocation } from '../api/save-location';
import './locations.css';

/** `renderHistory`: the audit trail of one location (the app passes the audit feature's). */
export function LocationAdmin({ renderHistory }: { renderHistory?: (id: number) => ReactNode } = {}) {
  const locations = useQuery(locationsQuery());
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const [saved, setSaved] = useState('');
  return (
    <div className="location-admin">
      <div>
        <Button onClick={() => setEditing('new')}>Neuer Standort</Button>
      </div>
      {saved && <SuccessNote>{saved}</SuccessNote>}
      <QueryState
        query={locations}
        loading="Standorte werden geladen …"
        failed="Die Standorte konnten nicht geladen werden."
      >
        {(list) => (
          <ul className="location-list" aria-label="Standorte">
            {list.map((location) => (
              <li key={location.id} className="location-card">
                <h2>{location.name}</h2>
                <p>
                  {location.street}, {location.postalCode} {location.city} · Adresse /standorte/
                  {location.slug}
                </p>
                <p>
                  {location.phone} · {location.email}
                </p>
                <p>{location.openingHours.map((line) => `${line.days} ${line.time}`).join(' · ')}</p>
                <div>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(location)}>
                    Bearbeiten<span className="visually-hidden">: {location.name}</span>
                  </Button>
                </div>
                {renderHistory?.(location.id)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing && (
        <LocationForm
          location={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(location) => {
            setEditing(null);
            setSaved(`Der Standort ${location.name} wurde gespeichert.`);
          }}
        />
      )}
    </div>
  );
}

interface HoursRow {
  days: string;
  daysLong: string;
  time: string;
}

interface LocationFields {
  name: string;
  slug: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  mapUrl: string;
  openingHours: HoursRow[];
}

const NEW_HOURS: HoursRow = { days: '', daysLong: '', time: '' };

function fieldsOf(location: Location | null): LocationFields {
  return {
    name: location?.name ?? '',
    slug: location?.slug ?? '',
    street: location?.street ?? '',
    postalCode: location?.postalCode ?? '',
    city: location?.city ?? '',
    phone: location?.phone ?? '',
    email: location?.email ?? '',
    mapUrl: location?.mapUrl ?? '',
    openingHours: location ? location.openingHours.map((line) => ({ ...line })) : [{ ...NEW_HOURS }],
  };
}

function LocationForm({
  location,
  onClose,
  onSaved,
}: {
  location: Location | null;
  onClose: () => void;
  onSaved: (location: Location) => void;
}) {
  const save = useSaveLocation();
  const { fields, set, text, check, problems, summaryRef } = useAdminForm(() => fieldsOf(location));
  const setHours = (index: number, patch: Partial<HoursRow>) =>
    set({ openingHours: patchRow(fields.openingHours, index, patch) });
  const submit = () =>
    check(
      LocationWriteSchema,
      fields,
      (body, onError) => save.mutate({ id: location?.id ?? null, body }, { onSuccess: onSaved, onError }),
      { codeFields: { LOCATION_SLUG_TAKEN: 'slug' } },
    );

  return (
    <FormModal
      title={location ? `${location.name} bearbeiten` : 'Neuer Standort'}
      label="Standort"
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      problems={problems}
      summaryRef={summaryRef}
    >
      <div className="admin-form__row">
        <TextField {...text('name')} label="Name" hint="z. B. Kraftraum Nord" autoComplete="off" required />
        <TextField
          {...text('slug')}
          label="Adresse"
          hint="Für /standorte/…: Kleinbuchstaben, Ziffern, Bindestriche"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
      </div>
      <TextField {...text('street')} label="Straße und Hausnummer" autoComplete="off" required />
      <div className="admin-form__row">
        <TextField {...text('postalCode')} label="Postleitzahl" inputMode="numeric" required />
        <TextField {...text('city')} label="Ort" required />
      </div>
      <div className="admin-form__row">
        <TextField {...text('phone')} label="Telefon" type="tel" required />
        <EmailField {...text('email')} label="E-Mail" required />
      </div>
      <TextField
        {...text('mapUrl')}
        label="Kartenlink"
        hint="https://… (leer: ohne Karte)"
        type="url"
        autoCapitalize="off"
        spellCheck={false}
      />
      <RepeatedRows
        legend="Öffnungszeiten"
        rows={fields.openingHours}
        rowClassName="location-form__hours"
        groupLabel={(index) => `Öffnungszeiten, Zeile ${index + 1}`}
        removeLabel={(index) => `Zeile ${index + 1}`}
        error={problems.fields.openingHours}
        addText="Zeile hinzufügen"
        onAdd={() => set({ openingHours: [...fields.openingHours, { ...NEW_HOURS }] })}
        onRemove={(index) => set({ openingHours: fields.openingHours.filter((_, i) => i !== index) })}
      >
        {(row, index) => (
          <>
            <TextField
              label="Tage"
              hint="kurz, z. B. Mo–Fr"
              value={row.days}
              error={problems.fields[`openingHours.${index}.days`]}
              onChange={(e) => setHours(index, { days: e.target.value })}
            />
            <TextField
              label="Tage ausgeschrieben"
              hint="z. B. Montag bis Freitag"
              value={row.daysLong}
              error={problems.fields[`openingHours.${index}.daysLong`]}
              onChange={(e) => setHours(index, { daysLong: e.target.value })}
            />
            <TextField
              label="Uhrzeit"
              hint="z. B. 6:00–22:00 Uhr"
              value={row.time}
              error={problems.fields[`openingHours.${index}.time`]}
              onChange={(e) => setHours(index, { time: e.target.value })}
            />
          </>
        )}
      </RepeatedRows>
    </FormModal>
  );
}
