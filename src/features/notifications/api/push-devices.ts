// GET, PUT and DELETE /api/v1/users/me/push-devices: the server's VAPID key and the member's devices with push.
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import {
  PushDeviceSchema,
  PushDevicesSchema,
  type PushSubscriptionRequest,
} from '#domain/schemas/notifications';
import { z } from '#domain/schemas/zod';
import { apiClient } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  devices: () => [...notificationKeys.all, 'devices'] as const,
  mutation: (name: 'subscribe' | 'remove') => [...notificationKeys.all, name] as const,
};

export function pushDevicesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.devices(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.pushDevices, { schema: PushDevicesSchema, signal }),
  });
}

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}

export function useSavePushDevice() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationKey: notificationKeys.mutation('subscribe'),
      mutationFn: (body: PushSubscriptionRequest) =>
        apiClient.request(API_PATHS.pushDevices, { method: 'PUT', body, schema: PushDeviceSchema }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.devices() }),
    }),
  );
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationKey: notificationKeys.mutation('remove'),
      mutationFn: (id: number) =>
        apiClient.request(API_PATHS.pushDevice(id), { method: 'DELETE', schema: z.undefined() }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.devices() }),
    }),
  );
}
