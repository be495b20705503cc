// The location picker of a chain (issue 34): 'Standort' with every location and 'Alle Standorte', above the week
// and the course list. Shown only with two or more locations (a single studio shows nothing at all); the choice
// is the caller's to keep (src/features/locations/chosen-location.ts remembers it).
import type { Location } from '#domain/schemas/locations';
import { SelectField } from '../../../components/ui/field';
import { ALL_LOCATIONS } from '../chosen-location';
import './locations.css';

export interface LocationPickerProps {
  locations: readonly Location[];
  /** The location shown; undefined: every location. */
  value: Location | undefined;
  /** A slug, or ALL_LOCATIONS. */
  onChange: (slug: string) => void;
  /** What the picker filters, for its hint ('Kurse dieses Standorts'). */
  hint?: string;
}

export function LocationPicker({ locations, value, onChange, hint }: LocationPickerProps) {
  if (locations.length < 2) return null;
  return (
    <div className="location-picker">
      <SelectField
        label="Standort"
        hint={hint}
        value={value?.slug ?? ALL_LOCATIONS}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_LOCATIONS}>Alle Standorte</option>
        {locations.map((location) => (
          <option key={location.id} value={location.slug}>
            {location.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
