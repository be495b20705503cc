// The member's push devices (issue 21): the server's VAPID public key to subscribe with, the list, a device
// added (its endpoint once: a re-subscribe replaces it) or removed.
import { DomainError } from '#domain/errors/domain-error';
import type { PushDevice, PushDevices, PushSubscriptionRequest } from '#domain/schemas/notifications';
import type { Clock } from '../../lib/clock';
import type { PushRepository, PushSubscriptionRow } from './push.repository';
import { toInstant } from '../../db/schema';

const toDevice = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  deviceName: row.deviceName,
  createdAt: toInstant(row.createdAt),
});

export class NotificationsService {
  constructor(
    private readonly subscriptions: PushRepository,
    private readonly publicKey: string,
    private readonly clock: Clock,
  ) {}

  async devices(userId: number): Promise<PushDevices> {
    const rows = await this.subscriptions.ofUser(userId);
    return { publicKey: this.publicKey, devices: rows.map(toDevice) };
  }

  async subscribe(userId: number, input: PushSubscriptionRequest): Promise<PushDevice> {
    const row = await this.subscriptions.save({
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceName: input.deviceName,
      createdAt: this.clock.now().toISOString(),
    });
    return toDevice(row);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.subscriptions.remove(userId, id))) throw new DomainError('NOT_FOUND');
  }
}
