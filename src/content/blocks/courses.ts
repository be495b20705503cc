// German copy and defaults of the 'course-week-grid' block (the current week's courses on the home page, seed 000 §2;
// decision 0134). Plain data: the block definition (src/app/blocks/core-registry.tsx) imports it as its defaults, a
// page document's props override it prop by prop.

export interface CourseWeekGridProps {
  subtitle: string;
  linkText: string;
  showInstall: boolean;
}

export const courseWeekGridDefaults: CourseWeekGridProps = {
  subtitle: 'Alle Kurse von Montag bis Sonntag auf einen Blick. Tippe auf einen Kurs für Details.',
  linkText: 'Alle Kurse mit Filtern',
  showInstall: true,
};
