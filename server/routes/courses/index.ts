// Course routes of seed 000 §7: the public list, one course for signed-in users, admin writes.
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
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

  fastify.get(API_PATHS.courses, async (request) =>
    courses.list(parse(CourseListQuerySchema, request.query)),
  );

  fastify.get(itemPath, { preHandler: fastify.authenticate }, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    const { courseSettingsId } = parse(CourseDetailQuerySchema, request.query);
    return courses.get(id, courseSettingsId);
  });

  fastify.post(API_PATHS.courses, adminOnly, async (request, reply) => {
    const course = await courses.create(parse(CourseWriteSchema, request.body));
    reply.status(201);
    return course;
  });

  fastify.put(itemPath, adminOnly, async (request) => {
    const { id } = parse(IdParamsSchema, request.params);
    return courses.replace(id, parse(CourseWriteSchema, request.body));
  });

  fastify.delete(itemPath, adminOnly, async (request, reply) => {
    const { id } = parse(IdParamsSchema, request.params);
    await courses.remove(id);
    reply.status(204);
  });
}
