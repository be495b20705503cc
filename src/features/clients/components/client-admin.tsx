// /admin/participants (issue 6): the clients as a searchable, paged list; a client made at the desk (the
// one-time password shown once); one client's data, roles and status, bookings with attendance, booking them in
// at the desk, cancelling or confirming their bookings, and anonymising them (asks first). The app passes in
// what other features add to a client (the memberships and strikes of issue 19, the audit trail), the chain's
// locations and whether the viewer is an admin: only an admin gives roles and a manager's locations (issue 34,
// decision 0205); 'Studioleitung' and its locations appear only with two or more locations.
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '#domain/auth/roles';
import { deletionWarnings } from '#domain/memberships/deletion';
import { BOOKING_STATUS_LABELS, type Booking } from '#domain/schemas/bookings';
import {
  CreateClientRequestSchema,
  AdminUpdateUserRequestSchema,
  type Client,
} from '#domain/schemas/clients';
import { formatDay, formatTime } from '#domain/time';
import { Button } from '../../../components/ui/button';
import { AdminForm, CheckField, FormModal, useAdminForm } from '../../../components/ui/admin-form';
import { SelectField, TextField } from '../../../components/ui/field';
import { SuccessNote, WarningList } from '../../../components/ui/form-feedback';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/error-message';
import {
  useAnonymiseClient,
  useBookableSessions,
  useClientBookings,
  useClientDeletionCheck,
  useClients,
  useCreateClient,
  useDeskBook,
  useDeskCancel,
  useDeskConfirm,
  useUpdateClient,
} from '../api/clients';
import './client-admin.css';

export function ClientAdmin({
  renderHistory,
  renderMemberships,
  renderBilling,
  locations = [],
  admin = true,
}: {
  renderHistory?: (clientId: number) => ReactNode;
  renderMemberships?: (client: Client) => ReactNode;
  /** The client's invoices and mandate (issue 33). */
  renderBilling?: (client: Client) => ReactNode;
  /** The studio's locations in their order (issue 34): with two or more, a manager's locations can be given. */
  locations?: readonly ClientLocation[];
  /** The viewer is an admin (roles and locations are theirs to give); a manager edits name, e-mail and status. */
  admin?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  /** The cursor of each page after the first (index 0: page 2), as the page before answered it. */
  const [cursors, setCursors] = useState<number[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const clients = useClients(search.trim(), page, page > 1 ? cursors[page - 2] : undefined);
  // The first page carries the total (the same query as page 1 itself, so it is asked once per search).
  const total = useClients(search.trim(), 1).data?.total;
  const data = clients.data;
  const pages = data && total !== undefined ? Math.max(page, Math.ceil(total / data.pageSize)) : page;
  const current = data?.items.find((c) => c.id === selected) ?? null;

  return (
    <div className="client-admin">
      <div className="client-admin__tools">
        <TextField
          label="Klienten suchen"
          hint="Name oder E-Mail-Adresse"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
            setCursors([]);
          }}
        />
        <Button iconStart="user" onClick={() => setCreating(true)}>
          Neuer Klient
        </Button>
      </div>

      <QueryState
        query={clients}
        loading="Klienten werden geladen …"
        failed="Die Klienten konnten nicht geladen werden."
      >
        {(result) => (
          <>
            <div className="client-admin__table-wrap">
              <table className="client-admin__table">
                <caption className="visually-hidden">Klienten, Seite {page}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-Mail</th>
                    <th scope="col">Rollen</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Aktionen</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((client) => (
                    <tr key={client.id} aria-current={client.id === selected ? 'true' : undefined}>
                      <td>
                        {client.lastName}, {client.firstName}
                      </td>
                      <td>{client.email}</td>
                      <td>{client.roles.map((r) => ROLE_LABELS[r]).join(', ')}</td>
                      <td>{client.isActive ? 'aktiv' : 'inaktiv'}</td>
                      <td>
                        <Button size="sm" variant="secondary" onClick={() => setSelected(client.id)}>
                          Öffnen
                          <span className="visually-hidden">
                            : {client.firstName} {client.lastName}
                          </span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {result.items.length === 0 && <p>Keine Klienten gefunden.</p>}
            <nav className="client-admin__pager" aria-label="Seiten">
              <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Zurück
              </Button>
              <span>
                Seite {page} von {pages}
                {total === undefined ? '' : ` · ${total} Klienten`}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={result.nextCursor === undefined}
                onClick={() => {
                  const next = result.nextCursor!;
                  setCursors((list) => [...list.slice(0, page - 1), next]);
                  setPage((p) => p + 1);
                }}
              >
                Weiter
              </Button>
            </nav>
          </>
        )}
      </QueryState>

      {current && (
        <ClientDetail
          key={current.id}
          client={current}
          onGone={() => setSelected(null)}
          history={renderHistory?.(current.id)}
          memberships={renderMemberships?.(current)}
          billing={renderBilling?.(current)}
          locations={locations}
          admin={admin}
        />
      )}
      {creating && (
        <CreateClientModal
          onClose={() => setCreating(false)}
          onCreated={(client, password) => {
            setCreating(false);
            setCreated({ name: `${client.firstName} ${client.lastName}`, password });
            setSearch(client.email);
            setSelected(client.id);
          }}
        />
      )}
      {created && (
        <Modal open onClose={() => setCreated(null)} title="Klient angelegt" size="sm">
          <p>
            {created.name} kann sich mit diesem Einmal-Passwort anmelden und muss es dann ändern. Es wird nur
            jetzt angezeigt.
          </p>
          <p className="client-admin__password">
            Einmal-Passwort: <strong data-testid="one-time-password">{created.password}</strong>
          </p>
          <Button onClick={() => setCreated(null)}>Notiert, schließen</Button>
        </Modal>
      )}
    </div>
  );
}

function CreateClientModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (client: Client, password: string) => void;
}) {
  const create = useCreateClient();
  const { text, fields, check, problems, summaryRef } = useAdminForm({
    firstName: '',
    lastName: '',
    email: '',
  });
  const submit = () =>
    check(
      CreateClientRequestSchema,
      fields,
      (body, onError) =>
        create.mutate(body, {
          onSuccess: (answer) => onCreated(answer.user, answer.oneTimePassword),
          onError,
        }),
      { codeFields: { EMAIL_TAKEN: 'email' } },
    );
  return (
    <FormModal
      title="Neuer Klient"
      size="md"
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitText="Klient anlegen"
      problems={problems}
      summaryRef={summaryRef}
    >
      <div className="admin-form__row">
        <TextField {...text('firstName')} label="Vorname" autoComplete="off" required />
        <TextField {...text('lastName')} label="Nachname" autoComplete="off" required />
      </div>
      <TextField {...text('email')} label="E-Mail-Adresse" type="email" autoComplete="off" required />
      <p className="field__hint">
        Das Konto bekommt ein Einmal-Passwort, das nach dem Anlegen einmal angezeigt wird.
      </p>
    </FormModal>
  );
}

function ClientDetail({
  client,
  onGone,
  history,
  memberships,
  billing,
  locations,
  admin,
}: {
  client: Client;
  onGone: () => void;
  history?: ReactNode;
  memberships?: ReactNode;
  billing?: ReactNode;
  locations: readonly ClientLocation[];
  admin: boolean;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const anonymise = useAnonymiseClient();
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <section className="client-admin__detail" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {client.mustChangePassword && <p>Das Einmal-Passwort wurde noch nicht geändert.</p>}
      <EditClientForm client={client} locations={locations} admin={admin} />
      {memberships}
      {billing}
      <DeskBooking client={client} />
      <ClientBookings clientId={client.id} />
      {history}
      <div className="client-admin__danger">
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Klient löschen (anonymisieren)
        </Button>
      </div>
      {confirming && (
        <Modal
          open
          onClose={() => setConfirming(false)}
          title="Klient löschen?"
          size="sm"
          footer={
            <>
              <Button
                loading={anonymise.isPending}
                onClick={() => anonymise.mutate(client.id, { onSuccess: onGone })}
              >
                Endgültig anonymisieren
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Abbrechen
              </Button>
            </>
          }
        >
          <DeletionWarnings clientId={client.id} />
          <p>
            Name und E-Mail-Adresse von {name} werden gelöscht, die Anmeldung ist nicht mehr möglich und
            kommende Buchungen werden storniert. Vergangene Buchungen bleiben anonym für die Statistik.
          </p>
          {anonymise.isError && <p role="alert">{errorMessage(anonymise.error)}</p>}
        </Modal>
      )}
    </section>
  );
}

/** What deleting the client loses or leaves running, before the desk confirms (issue 37). */
function DeletionWarnings({ clientId }: { clientId: number }) {
  const check = useClientDeletionCheck(clientId);
  if (check.isPending) return <p>Karten und Verträge werden geprüft …</p>;
  if (check.isError)
    return (
      <p role="alert">
        {errorMessage(check.error, {
          fallback: 'Karten und Verträge konnten nicht geprüft werden – bitte vor dem Löschen nachsehen.',
        })}
      </p>
    );
  return <WarningList title="Vor dem Löschen beachten" items={deletionWarnings(check.data, 'staff')} />;
}

/** A location as the client edit needs it. */
export interface ClientLocation {
  id: number;
  name: string;
}

function EditClientForm({
  client,
  locations,
  admin,
}: {
  client: Client;
  locations: readonly ClientLocation[];
  admin: boolean;
}) {
  const update = useUpdateClient();
  const [saved, setSaved] = useState(false);
  const {
    fields: values,
    set,
    setFields: setValues,
    text,
    check,
    problems,
    summaryRef,
  } = useAdminForm({
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    roles: client.roles as Role[],
    isActive: client.isActive,
    locationIds: client.locationIds ?? [],
    // None chosen counts as the first location (issue 34).
    homeLocationId: client.homeLocationId ?? locations[0]?.id,
  });
  const chain = locations.length >= 2;
  // 'Studioleitung' is a role of a chain (decision 0205): one location shows the roles as before.
  const roles = ROLES.filter((role) => role !== 'Manager' || chain || client.roles.includes('Manager'));
  const managing = chain && values.roles.includes('Manager');
  const submit = () => {
    setSaved(false);
    const { locationIds, roles: chosen, homeLocationId, ...profile } = values;
    const home = chain && homeLocationId !== undefined ? { homeLocationId } : {};
    check(
      AdminUpdateUserRequestSchema,
      admin
        ? { ...profile, ...home, roles: chosen, ...(managing ? { locationIds } : {}) }
        : { ...profile, ...home },
      (body, onError) => update.mutate({ id: client.id, body }, { onSuccess: () => setSaved(true), onError }),
      { codeFields: { EMAIL_TAKEN: 'email' } },
    );
  };
  return (
    <AdminForm
      label="Daten des Klienten"
      busy={update.isPending}
      onSubmit={submit}
      submitText="Änderungen speichern"
      problems={problems}
      summaryRef={summaryRef}
      notice={saved && <SuccessNote>Die Änderungen wurden gespeichert.</SuccessNote>}
    >
      <div className="admin-form__row">
        <TextField {...text('firstName')} label="Vorname" required />
        <TextField {...text('lastName')} label="Nachname" required />
      </div>
      <TextField {...text('email')} label="E-Mail-Adresse" type="email" required />
      {admin && (
        <fieldset className="admin-form__group">
          <legend>Rollen</legend>
          {roles.map((role) => (
            <CheckField
              key={role}
              label={ROLE_LABELS[role]}
              checked={values.roles.includes(role)}
              onChange={(checked) =>
                setValues((v) => ({
                  ...v,
                  roles: checked ? [...v.roles, role] : v.roles.filter((r) => r !== role),
                }))
              }
            />
          ))}
          {problems.fields.roles && <p className="field__error">{problems.fields.roles}</p>}
        </fieldset>
      )}
      {admin && managing && (
        <fieldset className="admin-form__group">
          <legend>Standorte der Studioleitung</legend>
          {locations.map((location) => (
            <CheckField
              key={location.id}
              label={location.name}
              checked={values.locationIds.includes(location.id)}
              onChange={(checked) =>
                setValues((v) => ({
                  ...v,
                  locationIds: checked
                    ? [...v.locationIds, location.id]
                    : v.locationIds.filter((id) => id !== location.id),
                }))
              }
            />
          ))}
          {problems.fields.locationIds && <p className="field__error">{problems.fields.locationIds}</p>}
        </fieldset>
      )}
      <CheckField
        label="Konto aktiv (kann sich anmelden und buchen)"
        checked={values.isActive}
        onChange={(isActive) => set({ isActive })}
      />
      {chain && (
        <SelectField
          label="Heimatstudio"
          value={values.homeLocationId}
          error={problems.fields.homeLocationId}
          onChange={(e) => set({ homeLocationId: Number(e.target.value) })}
        >
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
    </AdminForm>
  );
}

/** A manager's locations (issue 34): the desk's booking offers only their sessions. Absent: every session. */
export const DeskLocationsContext = createContext<readonly number[] | undefined>(undefined);

function DeskBooking({ client }: { client: Client }) {
  const sessions = useBookableSessions(useContext(DeskLocationsContext));
  const book = useDeskBook();
  const [sessionId, setSessionId] = useState('');
  const [override, setOverride] = useState(false);
  const [membershipOverride, setMembershipOverride] = useState(false);
  const [done, setDone] = useState('');
  const selectId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone('');
    if (!sessionId || book.isPending) return;
    book.mutate(
      { userId: client.id, courseSettingsId: Number(sessionId), override, membershipOverride },
      {
        onSuccess: (booking) =>
          setDone(
            booking.status === 'pending'
              ? `Der Termin ist voll: ${client.firstName} steht auf Platz ${booking.position} der Warteliste.`
              : `${client.firstName} ist für ${booking.courseTitle} eingebucht.`,
          ),
      },
    );
  };
  return (
    <form className="admin-form admin-form__group" onSubmit={submit} aria-label="Einbuchen">
      <h3>Einbuchen</h3>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          Termin
        </label>
        <select
          id={selectId}
          className="field__input"
          value={sessionId}
          onChange={(e) => setSessionId(e.target.value)}
        >
          <option value="">Termin wählen …</option>
          {(sessions.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {formatDay(s.scheduledAt)}, {formatTime(s.scheduledAt)} – {s.title} ({s.booked}/{s.max})
            </option>
          ))}
        </select>
      </div>
      <CheckField
        label="Auch über die Kapazität buchen (wird protokolliert)"
        checked={override}
        onChange={setOverride}
      />
      <CheckField
        label="Auch ohne passende Mitgliedschaft buchen (wird protokolliert)"
        checked={membershipOverride}
        onChange={setMembershipOverride}
      />
      <div className="admin-form__actions">
        <Button type="submit" loading={book.isPending} disabled={!sessionId}>
          Einbuchen
        </Button>
      </div>
      {done && <SuccessNote>{done}</SuccessNote>}
      {book.isError && <p role="alert">{errorMessage(book.error)}</p>}
    </form>
  );
}

function ClientBookings({ clientId }: { clientId: number }) {
  const bookings = useClientBookings(clientId);
  const cancel = useDeskCancel();
  const confirm = useDeskConfirm();
  if (bookings.isPending) return <p>Buchungen werden geladen …</p>;
  if (bookings.isError) return <p role="alert">{errorMessage(bookings.error)}</p>;
  const { attendance, bookings: list } = bookings.data;
  const active = (b: Booking) => b.status === 'confirmed' || b.status === 'pending';
  return (
    <div className="client-admin__bookings">
      <h3>Buchungen und Teilnahme</h3>
      <p>
        Teilgenommen: {attendance.attended} · Nicht erschienen: {attendance.noShow} · Storniert:{' '}
        {attendance.cancelled} · Anstehend: {attendance.upcoming}
      </p>
      {list.length === 0 ? (
        <p>Noch keine Buchungen.</p>
      ) : (
        <ul className="client-admin__booking-list">
          {list.map((booking) => {
            const label = `${booking.courseTitle}, ${formatDay(booking.scheduledAt)}, ${formatTime(booking.scheduledAt)}`;
            return (
              <li key={booking.id}>
                <span>
                  {label}: <strong>{BOOKING_STATUS_LABELS[booking.status]}</strong>
                  {booking.notes && ` (${booking.notes})`}
                </span>
                {active(booking) && (
                  <span className="client-admin__booking-actions">
                    {booking.status === 'pending' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => confirm.mutate({ bookingId: booking.id, override: false })}
                      >
                        Platz geben<span className="visually-hidden">: {label}</span>
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => cancel.mutate(booking.id)}>
                      Stornieren<span className="visually-hidden">: {label}</span>
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(cancel.isError || confirm.isError) && (
        <p role="alert">{errorMessage(cancel.error ?? confirm.error)}</p>
      )}
    </div>
  );
}
