// How a course's category looks in the schedules (issue 37: its real category, a studio's own ones included): the
// German label, the badge's colour and the accent bar's class. The four regular categories keep their colours;
// a studio's own category ('EMS', 'Personal Training') gets one look of its own.
import { categoryLabel, regularCategory, type Category } from '#domain/courses/expand';
import type { BadgeVariant } from '../../components/ui/badge';

const BADGES: Record<Category, BadgeVariant> = {
  wellness: 'success',
  cardio: 'info',
  strength: 'warning',
  fitness: 'neutral',
};

export { categoryLabel };

export function categoryBadge(category: string): BadgeVariant {
  const regular = regularCategory(category);
  return regular ? BADGES[regular] : 'featured';
}

/** 'accent--wellness' …, 'accent--own' for a studio's own category (category-accent.css). */
export function accentClass(category: string): string {
  return `accent--${regularCategory(category) ?? 'own'}`;
}
