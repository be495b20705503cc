// The catalogue's filter bar (seed 000 §3): category, level, trainer (substring), day and "only free seats". It only
// reports changes; the page keeps the filters in the URL. On phones (below 48rem) the bar is folded behind a
// 'Filter' button that names how many filters are set (issue 20: unfolded, the filters filled the first screen);
// from 48rem the button is gone and the bar is always shown (CSS only, so the server's HTML is right too).
import { useId, useState } from 'react';
import { CATEGORIES, LEVELS, LEVEL_LABELS, sameCategory } from '#domain/courses/expand';
import type { CourseFilters as Filters } from '#domain/courses/filters';
import { Button } from '../../../components/ui/button';
import { categoryLabel } from '../category';
import { longDate } from '../format';
import { activeFilterCount } from '../filters-url';
import { Icon } from '../../../components/ui/icon';
import './course-filters.css';

export interface CourseFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The days that can be picked (YYYY-MM-DD). */
  dates: readonly string[];
  today: string;
  /** Trainer names offered as suggestions. */
  instructors: readonly string[];
  /** The categories to pick from (issue 37: the four and the studio's own ones in the schedule). */
  categories?: readonly string[];
}

function dayLabel(date: string, today: string, tomorrow: string | undefined): string {
  if (date === today) return `Heute, ${longDate(date)}`;
  if (date === tomorrow) return `Morgen, ${longDate(date)}`;
  return longDate(date);
}

export function CourseFilters({
  filters,
  onChange,
  dates,
  today,
  instructors,
  categories = CATEGORIES,
}: CourseFiltersProps) {
  const id = useId();
  const urlInstructor = filters.instructor ?? '';
  // The text field keeps what is typed (a trailing space included); the URL gets it trimmed. When the URL changes
  // from outside (reset, back button), the field follows.
  const [instructorText, setInstructorText] = useState(urlInstructor);
  const [seenUrlInstructor, setSeenUrlInstructor] = useState(urlInstructor);
  if (urlInstructor !== seenUrlInstructor) {
    setSeenUrlInstructor(urlInstructor);
    if (instructorText.trim() !== urlInstructor) setInstructorText(urlInstructor);
  }

  // The URL may spell a category differently ('ems'): the option it names is the selected one.
  const chosen = filters.category;
  const selectedCategory = chosen
    ? (categories.find((category) => sameCategory(category, chosen)) ?? '')
    : '';
  const dayOptions = filters.date && !dates.includes(filters.date) ? [filters.date, ...dates] : dates;
  const tomorrow = dates[dates.indexOf(today) + 1];
  const update = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);

  return (
    <div className={`course-filters-fold${open ? ' course-filters-fold--open' : ''}`}>
      <button
        type="button"
        className="course-filters-fold__toggle"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="list" />
        Filter
        {active > 0 && (
          <span className="course-filters-fold__count">
            {active}
            <span className="visually-hidden"> aktiv</span>
          </span>
        )}
        <Icon name="chevron-down" className="course-filters-fold__chevron" />
      </button>
      <form
        id={`${id}-filters`}
        className="course-filters"
        role="search"
        aria-label="Kurse filtern"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="course-filters__field">
          <label htmlFor={`${id}-category`}>Kategorie</label>
          <select
            id={`${id}-category`}
            value={selectedCategory}
            onChange={(event) => update({ category: event.target.value || undefined })}
          >
            <option value="">Alle</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>

        <div className="course-filters__field">
          <label htmlFor={`${id}-level`}>Level</label>
          <select
            id={`${id}-level`}
            value={filters.level ?? ''}
            onChange={(event) =>
              update({
                level: (LEVELS as readonly string[]).includes(event.target.value)
                  ? (event.target.value as Filters['level'])
                  : undefined,
              })
            }
          >
            <option value="">Alle</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>

        <div className="course-filters__field course-filters__field--wide">
          <label htmlFor={`${id}-instructor`}>Trainer</label>
          <input
            id={`${id}-instructor`}
            type="search"
            value={instructorText}
            list={`${id}-instructors`}
            autoComplete="off"
            maxLength={100}
            placeholder="Name, z. B. Lena"
            onChange={(event) => {
              setInstructorText(event.target.value);
              update({ instructor: event.target.value.trim() || undefined });
            }}
          />
          <datalist id={`${id}-instructors`}>
            {instructors.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>

        <div className="course-filters__field course-filters__field--wide">
          <label htmlFor={`${id}-date`}>Tag</label>
          <select
            id={`${id}-date`}
            value={filters.date ?? ''}
            onChange={(event) => update({ date: event.target.value || undefined })}
          >
            <option value="">Alle Tage</option>
            {dayOptions.map((date) => (
              <option key={date} value={date}>
                {dayLabel(date, today, tomorrow)}
              </option>
            ))}
          </select>
        </div>

        <div className="course-filters__check">
          <input
            id={`${id}-available`}
            type="checkbox"
            checked={filters.available === true}
            onChange={(event) => update({ available: event.target.checked || undefined })}
          />
          <label htmlFor={`${id}-available`}>Nur Kurse mit freien Plätzen</label>
        </div>

        {active > 0 && (
          <div className="course-filters__reset">
            <Button variant="ghost" size="sm" iconStart="close" onClick={() => onChange({})}>
              Filter zurücksetzen
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
