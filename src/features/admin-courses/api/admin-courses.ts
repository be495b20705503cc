// Course administration (Admin, issue 6): every course with all its sessions (cancelled ones too), course writes,
// a weekly series, editing and cancelling one session. Every write refreshes the public schedule (seed 000 §4)
// and the check-in lists: this feature cannot import theirs, so it invalidates by their key prefixes.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atLocations } from '#domain/locations/at-locations';
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import {
  SessionCancelResultSchema,
  type SeriesRequest,
  type SessionUpdateRequest,
} from '#domain/schemas/course-admin';
import { CourseListSchema, CourseSchema, type Course, type CourseWrite } from '#domain/schemas/courses';
import { weeklySeries } from '#domain/courses/series';
import { apiClient } from '../../../lib/api-client';

export const adminCourseKeys = {
  all: ['admin', 'courses'] as const,
};

/** The prefixes of the public course queries (src/features/courses/api/keys.ts) and the check-in lists. */
export const PUBLIC_COURSE_KEY = ['courses'] as const;
export const CHECK_IN_KEY = ['check-in'] as const;

export function getAdminCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiClient.request(API_PATHS.courses, {
    schema: CourseListSchema,
    query: { includeCancelled: 'true' },
    signal,
  });
}

/** The courses; `locationIds` (a manager's locations, issue 34): only those locations' courses. */
export function useAdminCourses(locationIds?: readonly number[]) {
  return useQuery({
    queryKey: adminCourseKeys.all,
    queryFn: ({ signal }) => getAdminCourses(signal),
    staleTime: 10_000,
    select: (courses) =>
      locationIds ? courses.filter((course) => atLocations(locationIds, course)) : courses,
  });
}

export async function refreshAfterCourseWrite(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: adminCourseKeys.all }),
    client.invalidateQueries({ queryKey: PUBLIC_COURSE_KEY }),
    client.invalidateQueries({ queryKey: CHECK_IN_KEY }),
  ]);
}

function useCourseWrite<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshAfterCourseWrite(client) });
}

export interface NewCourse {
  course: CourseWrite;
  /** Weekly sessions in all, the first being course.courseSettings[0]; 1 means a single session. */
  weeks: number;
}

/** A course and, when weeks > 1, the rest of its weekly series in one step. */
export async function createCourseWithSeries({ course, weeks }: NewCourse): Promise<Course> {
  const created = await apiClient.request(API_PATHS.courses, {
    method: 'POST',
    schema: CourseSchema,
    body: course,
  });
  if (weeks <= 1) return created;
  const first = course.courseSettings[0]!;
  const second = weeklySeries(new Date(first.scheduledAt), 2)[1]!;
  return apiClient.request(API_PATHS.courseSeries(created.id), {
    method: 'POST',
    schema: CourseSchema,
    body: {
      firstStart: second.toISOString(),
      weeks: weeks - 1,
      trainerName: first.trainerName,
      maxParticipants: first.maxParticipants,
    } satisfies SeriesRequest,
  });
}

export const useCreateCourse = () => useCourseWrite(createCourseWithSeries);

export const useUpdateCourse = () =>
  useCourseWrite(({ id, course }: { id: number; course: CourseWrite }) =>
    apiClient.request(API_PATHS.course(id), { method: 'PUT', schema: CourseSchema, body: course }),
  );

export const useDeleteCourse = () =>
  useCourseWrite((id: number) =>
    apiClient.request(API_PATHS.course(id), {
      method: 'DELETE',
      schema: z.unknown(),
      body: { confirm: true },
    }),
  );

export const useCreateSeries = () =>
  useCourseWrite(({ courseId, series }: { courseId: number; series: SeriesRequest }) =>
    apiClient.request(API_PATHS.courseSeries(courseId), {
      method: 'POST',
      schema: CourseSchema,
      body: series,
    }),
  );

export const useUpdateSession = () =>
  useCourseWrite(({ id, session }: { id: number; session: SessionUpdateRequest }) =>
    apiClient.request(API_PATHS.courseSetting(id), { method: 'PUT', schema: CourseSchema, body: session }),
  );

export const useCancelSession = () =>
  useCourseWrite((id: number) =>
    apiClient.request(API_PATHS.courseSettingCancel(id), {
      method: 'POST',
      schema: SessionCancelResultSchema,
      body: { confirm: true },
    }),
  );
