// Course routes of seed 000 §7: the public list, one course for signed-in users, admin writes; and the front
// desk's session routes (Admin): a weekly series, editing and cancelling one session. A Manager writes the
// courses and sessions of their locations (decision 0205).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  ConfirmRequestSchema,
  SeriesRequestSchema,
  SessionCancelResultSchema,
  SessionUpdateRequestSchema,
} from '#domain/schemas/course-admin';
import { ErrorResponseSchema, IdParamsSchema } from '#domain/schemas/common';
import {
  CourseDetailQuerySchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseSchema,
  CourseWriteSchema,
} from '#domain/schemas/courses';
import { contracts, conflict, Empty, errors } from '../../openapi/contract';
import type { CoursesService } from '../../modules/courses/courses.service';

export interface CourseRoutesOptions {
  courses: CoursesService;
}

export default async function courseRoutes(fastify: FastifyInstance, { courses }: CourseRoutesOptions) {
  const app = contracts(fastify);
  const manager = fastify.requireRole('Manager');
  /** A course's new or kept location (absent on create: the first location) must be one of the manager's. */
  const toLocation = (missing?: 'first') =>
    fastify.scoped('location', 'body.locationId', missing ? { missing } : {});
  const ofCourse = { preHandler: [manager, fastify.scoped('course', 'params.id')] };
  const ofSession = { preHandler: [manager, fastify.scoped('session', 'params.id')] };
  const itemPath = API_PATHS.course(':id');
  const tags = ['Kurse'];

  app.get(
    API_PATHS.courses,
    {
      schema: {
        summary: 'Kurse mit Terminen',
        tags,
        querystring: CourseListQuerySchema,
        response: { 200: CourseListSchema, 400: ErrorResponseSchema },
      },
      config: { public: true, publicRead: true },
    },
    async (request) => courses.list(request.query),
  );

  app.get(
    itemPath,
    {
      schema: {
        summary: 'Ein Kurs',
        tags,
        params: IdParamsSchema,
        querystring: CourseDetailQuerySchema,
        response: { 200: CourseSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => courses.get(request.params.id, request.query.courseSettingsId),
  );

  app.post(
    API_PATHS.courses,
    {
      schema: {
        summary: 'Kurs anlegen',
        tags,
        body: CourseWriteSchema,
        response: { 201: CourseSchema, ...errors, ...conflict },
      },
      preHandler: [manager, toLocation('first')],
    },
    async (request, reply) => {
      const course = await courses.create(request.user!, request.body);
      reply.status(201);
      return course;
    },
  );

  app.put(
    itemPath,
    {
      schema: {
        summary: 'Kurs ersetzen',
        tags,
        params: IdParamsSchema,
        body: CourseWriteSchema,
        response: { 200: CourseSchema, ...errors, ...conflict },
      },
      preHandler: [manager, fastify.scoped('course', 'params.id'), toLocation()],
    },
    async (request) => courses.replace(request.user!, request.params.id, request.body),
  );

  /** Body { confirm: true } when sessions still to come hold open bookings (else 409 COURSE_HAS_BOOKINGS). */
  app.delete(
    itemPath,
    {
      schema: {
        summary: 'Kurs löschen',
        tags,
        params: IdParamsSchema,
        body: ConfirmRequestSchema,
        response: { 204: Empty, ...errors, ...conflict },
      },
      ...ofCourse,
    },
    async (request, reply) => {
      await courses.remove(request.user!, request.params.id, request.body.confirm);
      reply.status(204);
    },
  );

  app.post(
    API_PATHS.courseSeries(':id'),
    {
      schema: {
        summary: 'Terminserie anlegen',
        tags,
        params: IdParamsSchema,
        body: SeriesRequestSchema,
        response: { 201: CourseSchema, ...errors, ...conflict },
      },
      ...ofCourse,
    },
    async (request, reply) => {
      const course = await courses.createSeries(request.user!, request.params.id, request.body);
      reply.status(201);
      return course;
    },
  );

  app.put(
    API_PATHS.courseSetting(':id'),
    {
      schema: {
        summary: 'Termin ändern',
        tags,
        params: IdParamsSchema,
        body: SessionUpdateRequestSchema,
        response: { 200: CourseSchema, ...errors, ...conflict },
      },
      ...ofSession,
    },
    async (request) => courses.updateSession(request.user!, request.params.id, request.body),
  );

  app.post(
    API_PATHS.courseSettingCancel(':id'),
    {
      schema: {
        summary: 'Termin absagen',
        tags,
        params: IdParamsSchema,
        body: ConfirmRequestSchema,
        response: { 200: SessionCancelResultSchema, ...errors, ...conflict },
      },
      ...ofSession,
    },
    async (request) => courses.cancelSession(request.user!, request.params.id, request.body.confirm),
  );
}
