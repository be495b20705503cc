// 'Standorte' in the admin area (issue 34): the chain's studios in their order, and the form for a new or changed
// one: name, address (slug), street, postal code, city, phone, e-mail, opening hours (one line each: days, spoken
// days, time) and the map link. Field errors from the schema or the server (a taken address: 409) stand at their
// fields and in the summary.
import { useState, type FormEvent, type ReactNode } from 'react';
import { LocationWriteSchema, type Location } from '#domain/schemas/locations';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { ErrorSummary, SuccessNote, useFormProblems } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { problemsOfError, problemsOfIssues } from '../../../lib/form-problems';
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
      {locations.isPending ? (
        <p>Standorte werden geladen …</p>
      ) : locations.isError ? (
        <p role="alert">
          {errorMessage(locations.error, { fallback: 'Die Standorte konnten nicht geladen werden.' })}
        </p>
      ) : (
        <ul className="location-list" aria-label="Standorte">
          {locations.data.map((location) => (
            <li key={location.id} className="location-card">
              <h2>{location.name}</h2>
              <p>
                {location.street}, {location.postalCode} {location.city} · Adresse /standorte/{location.slug}
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

type TextName = Exclude<keyof LocationFields, 'openingHours'>;

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
  const { problems, fail, clear, summaryRef } = useFormProblems();
  const [fields, setFields] = useState<LocationFields>(() => fieldsOf(location));
  const set = (patch: Partial<LocationFields>) => setFields((f) => ({ ...f, ...patch }));
  const text = (name: TextName) => ({
    value: fields[name],
    error: problems.fields[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
  });
  const setHours = (index: number, patch: Partial<HoursRow>) =>
    set({ openingHours: fields.openingHours.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = LocationWriteSchema.safeParse(fields);
    if (!parsed.success) return fail(problemsOfIssues(parsed.error));
    clear();
    save.mutate(
      { id: location?.id ?? null, body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => fail(problemsOfError(error, { codeFields: { LOCATION_SLUG_TAKEN: 'slug' } })),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={location ? `${location.name} bearbeiten` : 'Neuer Standort'}
      size="lg"
      closeOnBackdrop={false}
    >
      <form className="admin-form" noValidate onSubmit={submit} aria-label="Standort">
        <ErrorSummary ref={summaryRef} messages={problems.messages} />
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
        <fieldset className="admin-form__group">
          <legend>Öffnungszeiten</legend>
          {fields.openingHours.map((row, index) => (
            <div
              key={index}
              className="location-form__hours"
              role="group"
              aria-label={`Öffnungszeiten, Zeile ${index + 1}`}
            >
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
              <Button
                size="sm"
                variant="ghost"
                onClick={() => set({ openingHours: fields.openingHours.filter((_, i) => i !== index) })}
              >
                Entfernen<span className="visually-hidden">: Zeile {index + 1}</span>
              </Button>
            </div>
          ))}
          {problems.fields.openingHours && <p className="field__error">{problems.fields.openingHours}</p>}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => set({ openingHours: [...fields.openingHours, { ...NEW_HOURS }] })}
            >
              Zeile hinzufügen
            </Button>
          </div>
        </fieldset>
        <div className="admin-form__actions">
          <Button type="submit" loading={save.isPending}>
            Speichern
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Modal>
  );
}
