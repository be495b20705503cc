// Seed 000 §4 "clearing the cache resets it": every course query is dropped, so the next read fetches.
import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from './keys';

export function clearCourseCache(client: QueryClient): void {
  client.removeQueries({ queryKey: courseKeys.all });
}
