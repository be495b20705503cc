// GET /api/v1/courses/{id}?courseSettingsId (seed 000 §7): needs a signed-in token (the API client sends it).
// Not persisted: the detail answer is for signed-in users only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { CourseSchema, type Course } from '#domain/schemas/courses';
import { ApiError, apiClient } from '../../../lib/api-client';
import { courseKeys } from './keys';

export async function getCourse(
  id: number,
  courseSettingsId?: number | null,
  signal?: AbortSignal,
): Promise<Course> {
  const course = await apiClient.request(API_PATHS.course(id), {
    schema: CourseSchema,
    query: { courseSettingsId: courseSettingsId ?? undefined },
    signal,
  });
  // Seed 000 §5: an answer about another course than the one asked for is refused.
  if (course.id !== id) throw new ApiError('COURSE_NOT_FOUND');
  return course;
}

export function courseQueryOptions(id: number, courseSettingsId?: number | null) {
  return queryOptions({
    queryKey: courseKeys.detail(id, courseSettingsId),
    queryFn: ({ signal }) => getCourse(id, courseSettingsId, signal),
  });
}

export function useCourse(id: number, courseSettingsId: number | null, { enabled = true } = {}) {
  return useQuery({ ...courseQueryOptions(id, courseSettingsId), enabled });
}
