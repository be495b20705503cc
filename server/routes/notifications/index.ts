// The member's push devices (issue 21, decision 0150): the server's VAPID key with the list, a device added
// (PUT: the same endpoint again replaces it), a device removed. Thin; each route's contract is its schema
// (decision 0141).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import { IdParamsSchema } from '#domain/schemas/common';
import {
  PushDeviceSchema,
  PushDevicesSchema,
  PushSubscriptionRequestSchema,
} from '#domain/schemas/notifications';
import { contracts, Empty, errors } from '../../openapi/contract';
import type { NotificationsService } from '../../modules/notifications/notifications.service';

export interface NotificationRoutesOptions {
  notifications: NotificationsService;
}

export default async function notificationRoutes(
  fastify: FastifyInstance,
  { notifications }: NotificationRoutesOptions,
) {
  const app = contracts(fastify);
  const tags = ['Benachrichtigungen'];

  app.get(
    API_PATHS.pushDevices,
    {
      schema: {
        summary: 'Der VAPID-Schlüssel des Servers und die eigenen Geräte mit Push',
        tags,
        response: { 200: PushDevicesSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => notifications.devices(request.user!.id),
  );

  app.put(
    API_PATHS.pushDevices,
    {
      schema: {
        summary: 'Push auf diesem Gerät einschalten (das Abo des Browsers)',
        tags,
        body: PushSubscriptionRequestSchema,
        response: { 200: PushDeviceSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => notifications.subscribe(request.user!.id, request.body),
  );

  app.delete(
    API_PATHS.pushDevice(':id'),
    {
      schema: {
        summary: 'Ein Gerät aus den Push-Benachrichtigungen entfernen',
        tags,
        params: IdParamsSchema,
        response: { 204: Empty, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      await notifications.remove(request.user!.id, request.params.id);
      reply.status(204);
      return null;
    },
  );
}
