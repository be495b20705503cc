// POST /api/v1/courses (Admin, seed 000 §6). Seed 000 §4: creating a course refreshes the course lists, so the
// schedule shows the new course at once instead of after the 300000 ms freshness.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { CourseSchema, type Course, type CourseWrite } from '#domain/schemas/courses';
import { apiClient } from '../../../lib/api-client';
import { courseKeys } from './keys';

export function createCourse(input: CourseWrite): Promise<Course> {
  return apiClient.request(API_PATHS.courses, { method: 'POST', schema: CourseSchema, body: input });
}

/** After a write: every cached list is stale, and the lists on screen load again. */
export function refreshCourseLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: courseKeys.lists() });
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () => refreshCourseLists(client),
  });
}
