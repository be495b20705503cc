// Web push and the member's own data (issue 21): a browser's subscription as the profile sends it, the
// member's devices as the profile lists them, and the password that confirms 'Konto löschen'.
import { z } from './zod';
import { IdSchema, InstantSchema } from './common';

export const NOTIFICATION_MESSAGES = {
  subscription: 'Dieses Gerät meldet kein gültiges Push-Abo. Bitte versuche es noch einmal.',
  deviceName: 'Bitte gib dem Gerät einen Namen (höchstens 80 Zeichen).',
  password: 'Bitte gib dein Passwort ein.',
} as const;

const base64url = (min: number, max: number) =>
  z
    .string(NOTIFICATION_MESSAGES.subscription)
    .check(z.regex(new RegExp(`^[\\w-]{${min},${max}}={0,2}$`), NOTIFICATION_MESSAGES.subscription));

/** PUT /api/v1/users/me/push-devices: what PushSubscription.toJSON() gives, and the device's name. */
export const PushSubscriptionRequestSchema = z.object({
  /** The push service's address for this device: only https (the server sends there). */
  endpoint: z
    .string(NOTIFICATION_MESSAGES.subscription)
    .check(
      z.maxLength(2048, NOTIFICATION_MESSAGES.subscription),
      z.regex(/^https:\/\/[^\s]+$/, NOTIFICATION_MESSAGES.subscription),
    ),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: base64url(86, 88),
    /** The 16-byte auth secret (base64url). */
    auth: base64url(20, 24),
  }),
  deviceName: z
    .string(NOTIFICATION_MESSAGES.deviceName)
    .check(
      z.trim(),
      z.minLength(1, NOTIFICATION_MESSAGES.deviceName),
      z.maxLength(80, NOTIFICATION_MESSAGES.deviceName),
    ),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequestSchema>;

export const PushDeviceSchema = z.object({
  id: IdSchema,
  deviceName: z.string(),
  createdAt: InstantSchema,
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** GET: the server's VAPID public key (the browser subscribes with it) and the member's devices. */
export const PushDevicesSchema = z.object({
  publicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushDevices = z.infer<typeof PushDevicesSchema>;

/** POST /api/v1/users/me/delete: the password confirms it is the member. */
export const DeleteAccountRequestSchema = z.object({
  password: z
    .string(NOTIFICATION_MESSAGES.password)
    .check(z.minLength(1, NOTIFICATION_MESSAGES.password), z.maxLength(256, NOTIFICATION_MESSAGES.password)),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
