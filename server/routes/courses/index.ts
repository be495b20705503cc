// Course routes of seed 000 §7: the public list, one course for signed-in users, admin writes; and the front
// desk's session routes (Admin): a weekly series, editing and cancelling one session.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  ConfirmRequestSchema,
  SeriesRequestSchema,
  SessionUpdateRequestSchema,
} from '#domain/schemas/course-admin';
import { IdParamsSchema } from '#domain/schemas/common';
import { CourseDetailQuerySchema, CourseListQuerySchema, CourseWriteSchema } from '#domain/schemas/courses';
import { parse } from '../../lib/validate';
import type { CoursesService } from '../../modules/courses/courses.service';

export interface CourseRoutesOptions {
  courses: CoursesService;
}

export default async function courseRoutes(fastify: FastifyInstance, { courses }: CourseRoutesOptions) {
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const itemPath = API_PATHS.course(':id');

  fastify.get(API_PATHS.courses, { config: { public: true } }, async (request) =>
    courses.list(parse(CourseListQuerySchema, request.query)),
  );

  fastify.get(itemPath, { preHandler: fastify.authenticate }, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const { courseSettingsId } = parse(CourseDetailQuerySchema, request.query);
    return courses.get(id, courseSettingsId);
  });

  fastify.post(API_PATHS.courses, adminOnly, async (request, reply) => {
    const course = await courses.create(request.user!, parse(CourseWriteSchema, request.body));
    reply.status(201);
    return course;
  });

  fastify.put(itemPath, adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return courses.replace(request.user!, id, parse(CourseWriteSchema, request.body));
  });

  /** Body { confirm: true } when sessions still to come hold open bookings (else 409 COURSE_HAS_BOOKINGS). */
  fastify.delete(itemPath, adminOnly, async (request, reply) => {
    const { id } = parse(IdParamsSchema, request.params);
    const { confirm } = parse(ConfirmRequestSchema, request.body);
    await courses.remove(request.user!, id, confirm);
    reply.status(204);
  });

  fastify.post(API_PATHS.courseSeries(':id'), adminOnly, async (request, reply) => {
    const { id } = parse(IdParamsSchema, request.params);
    const course = await courses.createSeries(request.user!, id, parse(SeriesRequestSchema, request.body));
    reply.status(201);
    return course;
  });

  fastify.put(API_PATHS.courseSetting(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return courses.updateSession(request.user!, id, parse(SessionUpdateRequestSchema, request.body));
  });

  fastify.post(API_PATHS.courseSettingCancel(':id'), adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const { confirm } = parse(ConfirmRequestSchema, request.body);
    return courses.cancelSession(request.user!, id, confirm);
  });
}
