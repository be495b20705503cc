// The choice of a membership type in the desk's dialogs ('Mitgliedschaft zuweisen', 'Als Mitglied anlegen'):
// the studio's active types, the empty choice first, the field's message from the failed submit.
import type { MembershipType } from '#domain/memberships/schemas';
import { SelectField } from '../../../components/ui/field';
import { useMembershipTypes } from '../api/get-membership-types';

export function MembershipTypeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (typeId: string) => void;
  error?: string;
}) {
  const active = useActiveMembershipTypes();
  return (
    <SelectField
      label="Mitgliedschaft"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? 'Bitte eine Mitgliedschaft wählen.' : undefined}
    >
      <option value="">Mitgliedschaft wählen …</option>
      {active.map((type) => (
        <option key={type.id} value={type.id}>
          {type.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The types the desk may hand out now. */
export function useActiveMembershipTypes(): MembershipType[] {
  return (useMembershipTypes().data ?? []).filter((type) => type.active);
}
