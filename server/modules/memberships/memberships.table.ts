// Maps membership rows to the domain's records, in one place.
import { effectiveCategory } from '#domain/courses/expand';
import type {
  CountedBooking,
  Membership,
  MembershipType,
  MembershipTypeWriteSchema,
  PeriodLimit,
  PublicMembershipType,
  Strike,
} from '#domain/memberships/schemas';
import { strikeExpiresAt } from '#domain/memberships/strikes';
import type { StudioSettings } from '#domain/memberships/schemas';
import type { z } from '#domain/schemas/zod';
import { fromBool, toBool, toInstant } from '../../db/schema';
import type { MembershipRow, StrikeRow, TypeRow } from './memberships.repository';

const json = <T>(value: string): T => JSON.parse(value) as T;

export function toMembershipType(row: TypeRow): MembershipType {
  return {
    id: row.id,
    name: row.name,
    badge: row.badge,
    weeklyPriceCents: row.weeklyPriceCents,
    monthlyPriceCents: row.monthlyPriceCents,
    oneTimePriceCents: row.oneTimePriceCents,
    features: json<string[]>(row.features),
    categories: json<string[]>(row.categories),
    limits: json<PeriodLimit[]>(row.limits),
    credits: row.credits,
    validityDays: row.validityDays,
    active: toBool(row.active),
    listed: toBool(row.listed),
    sortOrder: row.sortOrder,
    soldOnline: toBool(row.soldOnline),
    setupFeeCents: row.setupFeeCents,
    minimumTermMonths: row.minimumTermMonths,
    noticePeriodWeeks: row.noticePeriodWeeks,
    allLocations: toBool(row.allLocations),
    updatedAt: toInstant(row.updatedAt),
  };
}

export function toPublicMembershipType(row: TypeRow): PublicMembershipType {
  const type = toMembershipType(row);
  return {
    id: type.id,
    name: type.name,
    badge: type.badge,
    weeklyPriceCents: type.weeklyPriceCents,
    monthlyPriceCents: type.monthlyPriceCents,
    oneTimePriceCents: type.oneTimePriceCents,
    features: type.features,
    sortOrder: type.sortOrder,
    soldOnline: type.soldOnline,
    setupFeeCents: type.setupFeeCents,
    minimumTermMonths: type.minimumTermMonths,
    noticePeriodWeeks: type.noticePeriodWeeks,
  };
}

/** `creditsUsed` (read with the row): the membership's counted bookings holding or having held a seat. */
export function toMembership(row: MembershipRow): Membership {
  const creditsUsed = Number(row.creditsUsed ?? 0);
  return {
    id: row.id,
    userId: row.userId,
    typeId: row.typeId,
    name: row.name,
    badge: row.badge,
    categories: json<string[]>(row.categories),
    limits: json<PeriodLimit[]>(row.limits),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    pausedFrom: row.pausedFrom,
    pausedUntil: row.pausedUntil,
    credits: row.credits,
    creditsLeft: row.credits === null ? null : Math.max(0, row.credits - creditsUsed),
    allLocations: toBool(row.allLocations),
    createdAt: toInstant(row.createdAt),
    updatedAt: toInstant(row.updatedAt),
  };
}

export function toStrike(row: StrikeRow, rules: Pick<StudioSettings, 'strikeWindowDays'>): Strike {
  return {
    id: row.id,
    userId: row.userId,
    bookingId: row.bookingId,
    courseTitle: row.courseTitle,
    scheduledAt: toInstant(row.scheduledAt),
    createdAt: toInstant(row.createdAt),
    expiresAt: strikeExpiresAt(toInstant(row.createdAt), rules),
    forgivenAt: toInstant(row.forgivenAt),
    forgivenReason: row.forgivenReason,
  };
}

/** A booking that counts towards a period limit, as the rule reads it (its course's own category). */
export const toCounted = (row: {
  id: number;
  membershipId: number | null;
  scheduledAt: string | Date;
  title: string;
  category: string | null;
}): CountedBooking => ({
  bookingId: row.id,
  membershipId: row.membershipId!,
  startTime: new Date(row.scheduledAt).toISOString(),
  category: effectiveCategory({ title: row.title, category: row.category }),
});

/** A type's columns as the admin wrote it. */
export function typeColumns(input: z.output<typeof MembershipTypeWriteSchema>) {
  return {
    name: input.name,
    badge: input.badge,
    weeklyPriceCents: input.weeklyPriceCents,
    monthlyPriceCents: input.monthlyPriceCents,
    oneTimePriceCents: input.oneTimePriceCents,
    features: JSON.stringify(input.features),
    categories: JSON.stringify(input.categories),
    limits: JSON.stringify(input.limits),
    credits: input.credits,
    validityDays: input.validityDays,
    active: fromBool(input.active),
    listed: fromBool(input.listed),
    sortOrder: input.sortOrder,
    soldOnline: fromBool(input.soldOnline),
    setupFeeCents: input.setupFeeCents,
    minimumTermMonths: input.minimumTermMonths,
    noticePeriodWeeks: input.noticePeriodWeeks,
    allLocations: fromBool(input.allLocations),
  };
}
