// Join online (issue 31, decision 0191): the order ('Zahlungspflichtig bestellen') in one write transaction and
// idempotent by its Idempotency-Key — the account found or made (the same answer either way), the membership
// assigned from the start date, the contract frozen with its PDF, the mail with the PDF (and a new account's
// set-password link) in the outbox, all or nothing; the withdrawal (§ 356a BGB: public by contract number and
// e-mail, or the member's own) and the cancellation (§ 312k BGB: public, the same answer for everyone) set the
// membership's last day through the memberships service; the member's list and PDF; the desk's list and detail
// (the only place with the full IBAN). The legal rules are the domain's (domain/contracts/); this file applies
// them and says where each is enforced.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  ageOn,
  cancellationEndDate,
  isWithdrawalInTime,
  minimumTermEnd,
  withdrawalDeadline,
} from '#domain/contracts/deadlines';
import { mandateReference, maskIban, nextMandateReference } from '#domain/contracts/iban';
import {
  cancellationConfirmation,
  contractSummary,
  EXPRESS_START_REQUEST,
  MODEL_WITHDRAWAL_FORM,
  modelWithdrawalForm,
  sepaMandate,
  withdrawalConfirmation,
  withdrawalInstructions,
  type LegalDocument,
} from '#domain/contracts/legal-texts';
import { contractPrice, firstDebit, proRataValue } from '#domain/contracts/pricing';
import {
  CONTRACT_MESSAGES,
  type AdminContract,
  type AdminContractDetail,
  type CancellationReceipt,
  type Contract,
  type ContractOrderResult,
  type ContractWithdrawal,
  type MandateChange,
  type ContractCancellationSchema,
  type CancellationRequestSchema,
  type ContractOrderSchema,
  type PublicWithdrawalSchema,
} from '#domain/contracts/schemas';
import { DomainError } from '#domain/errors/domain-error';
import { KIND_DEFINITIONS } from '#domain/blocks/kinds/index';
import type { PageDocument } from '#domain/pages/document';
import type { User } from '#domain/schemas/users';
import type { z } from '#domain/schemas/zod';
import { addDays, berlinDate, formatDateShort } from '#domain/time';
import { CONTRACT_PAGES } from '#domain/routing';
import { API_PATHS } from '#domain/api-paths';
import type { Dialect } from '../../db/database';
import { type Database, type Db, fromBool, toBool, toInstant } from '../../db/schema';
import { lockKey, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { IbanCipher } from '../../lib/iban-cipher';
import type { AuditRepository } from '../audit/audit.repository';
import type { MailService } from '../mail/mail.service';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import type { EntitlementService } from '../memberships/entitlement.service';
import type { MemberMembershipsService } from '../memberships/member-memberships.service';
import type { PagesRepository } from '../pages/pages.repository';
import type { PasswordResetService } from '../users/password-reset.service';
import { hashPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import { serializeRoles } from '../users/users.table';
import { contractPdf } from './contract-pdf';
import type { ContractRow, ContractsRepository } from './contracts.repository';
import { AGB_SLUG, WITHDRAWAL_SLUG, type LegalService } from './legal.service';

type Order = z.output<typeof ContractOrderSchema>;
type PublicWithdrawal = z.output<typeof PublicWithdrawalSchema>;
type CancellationRequest = z.output<typeof CancellationRequestSchema>;
type Cancellation = z.output<typeof ContractCancellationSchema>;

/** The latest start an order may ask for, in days from today (the studio does not sell further ahead). */
export const LATEST_START_DAYS = 92;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'KR-' and 8 random base32 characters (40 bits): not guessable from another contract's number. */
export function newContractNumber(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const byte of bytes) out += BASE32[byte & 31];
  return `KR-${out}`;
}

export interface ContractsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: ContractsRepository;
  types: MembershipsRepository;
  memberships: MemberMembershipsService;
  entitlement: EntitlementService;
  users: UsersRepository;
  pages: PagesRepository;
  legal: LegalService;
  resets: PasswordResetService;
  mail: MailService;
  audit: AuditRepository;
  cipher: IbanCipher;
  clock: Clock;
  appUrl: string;
}

/** The account as the memberships service's actor and the mails' recipient (the member acts for themselves). */
const asActor = (user: { id: number; email: string; firstName: string; lastName: string }): User => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: ['User'],
  isActive: true,
});
const invalid = (path: string, message: string) => new DomainError('VALIDATION', [{ path, message }]);
const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('de-DE') === b.trim().toLocaleLowerCase('de-DE');

/**
 * A content page's published text as a legal document: each block's title and its paragraphs (a stored block holds
 * only what differs from its kind's defaults, so the defaults are laid under it); the page header and the template
 * notice are left out.
 */
export function pageText(document: PageDocument): LegalDocument {
  const sections = document.blocks.flatMap((block) => {
    if (block.type === 'page-header' || block.type === 'template-notice') return [];
    const defaults = KIND_DEFINITIONS[block.type]?.defaults ?? {};
    const props = { ...defaults, ...(block.props ?? {}) } as Record<string, unknown>;
    const heading =
      typeof props.title === 'string'
        ? props.title
        : typeof props.heading === 'string'
          ? props.heading
          : null;
    const accordions = Array.isArray(props.accordions)
      ? (props.accordions as Array<{ title?: unknown; body?: unknown }>).map((a) =>
          [a.title, a.body].filter((part) => typeof part === 'string').join('\n'),
        )
      : [];
    const paragraphs = [
      props.intro,
      props.text,
      ...(Array.isArray(props.paragraphs) ? props.paragraphs : []),
      ...accordions,
    ].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return heading === null && paragraphs.length === 0 ? [] : [{ heading, paragraphs }];
  });
  return { title: document.title, sections };
}

/** The instructions page without its model form section (the PDF adds the form once, after the instructions). */
function withoutModelForm(document: LegalDocument | null): LegalDocument | null {
  if (!document) return null;
  const form = MODEL_WITHDRAWAL_FORM.title;
  return { ...document, sections: document.sections.filter((section) => section.heading !== form) };
}

export class ContractsService {
  constructor(private readonly deps: ContractsDeps) {}

  // The order

  /**
   * Concludes a contract. Checks before the transaction (nothing is written for a refusal): the type is sold
   * online (with a monthly price and a term), the member's age (the settings' minimum, § 2 BGB by default), the
   * start (tomorrow at the earliest unless the member starts at once, at most LATEST_START_DAYS ahead); the IBAN's
   * checksum and the consents are the schema's. Then one transaction under the key's lock: a stored contract with
   * this key answers again (another body: IDEMPOTENCY_KEY_REUSED), else account, membership, contract, audit
   * and mail. The answer is the same whether the e-mail had an account.
   */
  async order(input: Order, idempotencyKey: string, signedIn: User | null): Promise<ContractOrderResult> {
    const { repo, types, legal, cipher, clock } = this.deps;
    // A repeat answers first, before any check that could decide otherwise now (a retry just after midnight).
    // The request's fingerprint is keyed, so the record tells nothing about the IBAN.
    const requestHash = cipher.fingerprint(JSON.stringify({ ...input, signedIn: signedIn?.id ?? null }));
    const stored = await repo.byIdempotencyKey(idempotencyKey);
    if (stored) return this.replay(stored, requestHash);
    const now = clock.now();
    const today = berlinDate(now);
    const type = await types.type(input.typeId);
    if (
      !type ||
      !toBool(type.active) ||
      !toBool(type.soldOnline) ||
      type.monthlyPriceCents === null ||
      type.minimumTermMonths === null
    )
      throw invalid('typeId', CONTRACT_MESSAGES.notSoldOnline);
    const [studio, versions, agbPage, withdrawalPage] = await Promise.all([
      legal.data(),
      legal.versions(),
      this.deps.pages.find(AGB_SLUG),
      this.deps.pages.find(WITHDRAWAL_SLUG),
    ]);
    if (ageOn(input.dateOfBirth, today) < studio.minimumAge)
      throw invalid('dateOfBirth', CONTRACT_MESSAGES.tooYoung.replace('{age}', String(studio.minimumAge)));
    if (input.dateOfBirth > today) throw invalid('dateOfBirth', CONTRACT_MESSAGES.dateOfBirth);
    const startsOn = input.startImmediately ? today : input.startsOn!;
    if (startsOn <= today && !input.startImmediately)
      throw invalid('startsOn', CONTRACT_MESSAGES.startTooEarly);
    if (startsOn > addDays(today, LATEST_START_DAYS))
      throw invalid('startsOn', CONTRACT_MESSAGES.startTooLate);

    const concludedAt = now.toISOString();
    const deadline = withdrawalDeadline(now);
    // The express request: asked for explicitly, or implied by starting at once; it matters only when the start
    // falls within the withdrawal period (§ 356 Abs. 4, § 357a Abs. 2 BGB).
    const express = (input.startImmediately || input.expressStartRequest) && startsOn <= deadline;
    const price = contractPrice({
      monthlyPriceCents: type.monthlyPriceCents,
      setupFeeCents: type.setupFeeCents,
      minimumTermMonths: type.minimumTermMonths,
    });
    const debit = firstDebit({
      orderedAt: now,
      startsOn,
      monthlyPriceCents: price.monthlyPriceCents,
      setupFeeCents: price.setupFeeCents,
      prenotificationDays: studio.prenotificationDays,
    });
    const contractNumber = newContractNumber();
    const reference = mandateReference(contractNumber);
    const ibanMasked = maskIban(input.iban);
    const studioText = {
      ...studio,
      withdrawalUrl: `${this.deps.appUrl}${CONTRACT_PAGES.withdraw}`,
    };
    const publishedText = (page: typeof agbPage) =>
      page?.status === 'published' && page.publishedDocument
        ? pageText(JSON.parse(page.publishedDocument) as PageDocument)
        : null;
    const frozen = {
      contractNumber,
      typeName: type.name,
      monthlyPriceCents: price.monthlyPriceCents,
      setupFeeCents: price.setupFeeCents,
      minimumTermMonths: price.minimumTermMonths,
      noticePeriodWeeks: type.noticePeriodWeeks,
      totalPriceCents: price.totalPriceCents,
      startsOn,
      minimumTermEndsOn: minimumTermEnd(startsOn, price.minimumTermMonths),
      withdrawalDeadline: deadline,
    };
    // The PDF before the transaction: it needs nothing the transaction decides, and the lock stays short.
    const pdf = Buffer.from(
      await contractPdf({
        ...frozen,
        concludedAt,
        studio: { ...studio, name: studio.studioName },
        member: input,
        firstDebit: debit,
        expressStartRequestedAt: express ? concludedAt : null,
        accountHolder: input.accountHolder,
        ibanMasked,
        mandateReference: reference,
        agbVersion: versions.agbVersion,
        withdrawalVersion: versions.withdrawalVersion,
        texts: {
          mandate: sepaMandate({
            creditorName: studio.studioName,
            creditorId: studio.creditorId,
            mandateReference: reference,
          }),
          expressRequest: EXPRESS_START_REQUEST,
          agb: publishedText(agbPage),
          withdrawalInstructions:
            withoutModelForm(publishedText(withdrawalPage)) ?? withdrawalInstructions(studioText),
          modelForm: modelWithdrawalForm(studioText),
        },
      }),
    ).toString('base64');
    // An unusable password for a new account (argon2 is slow: hashed before the lock, only when likely needed).
    const email = signedIn ? signedIn.email : input.email;
    const needsAccount = !signedIn && !(await this.deps.users.findByEmail(email));
    const unusable = needsAccount ? await hashPassword(randomBytes(24).toString('base64url')) : null;

    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      await lockKey(trx, this.deps.dialect, `contract-order:${idempotencyKey}`);
      const again = await repo.byIdempotencyKey(idempotencyKey, trx);
      if (again) return this.replay(again, requestHash);
      await lockKey(trx, this.deps.dialect, `account:${email}`);
      const found = signedIn
        ? await this.deps.users.findById(signedIn.id, trx)
        : await this.deps.users.findByEmail(email, trx);
      const user =
        found ??
        (await this.deps.users.insert(
          {
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash: unusable ?? (await hashPassword(randomBytes(24).toString('base64url'))),
            roles: serializeRoles(['User']),
            isActive: fromBool(true),
            createdAt: concludedAt,
            updatedAt: concludedAt,
          },
          trx,
        ));
      if (!user) throw new DomainError('EMAIL_TAKEN');
      const actor = asActor(user);
      const membership = await this.deps.memberships.assign(
        actor,
        user.id,
        { typeId: type.id, startsOn },
        trx,
      );
      // The contract is made at the member's home studio (issue 34; none chosen: the first location).
      const home = await this.deps.entitlement.homeOf(user.id, trx);
      const id = await repo.insert(
        {
          ...frozen,
          locationId: home.id,
          idempotencyKey,
          requestHash,
          userId: user.id,
          typeId: type.id,
          membershipId: membership.id,
          firstDebitOn: debit.date,
          firstDebitCents: debit.amountCents,
          concludedAt,
          expressStartRequestedAt: express ? concludedAt : null,
          termsAcceptedAt: concludedAt,
          mandateConsentedAt: concludedAt,
          agbVersion: versions.agbVersion,
          withdrawalVersion: versions.withdrawalVersion,
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          street: input.street,
          postalCode: input.postalCode,
          city: input.city,
          email: input.email,
          phone: input.phone,
          accountHolder: input.accountHolder,
          ibanEncrypted: cipher.encrypt(input.iban),
          ibanLast4: input.iban.slice(-4),
          ibanMasked,
          mandateReference: reference,
          mandateSignedOn: today,
          pdf,
          createdAt: concludedAt,
          updatedAt: concludedAt,
        },
        trx,
      );
      await this.deps.audit.record(
        trx,
        {
          actorId: user.id,
          action: 'contract.conclude',
          entityType: 'contract',
          entityId: id,
          details: {
            contractNumber,
            typeId: type.id,
            membershipId: membership.id,
            startsOn,
            newAccount: !found,
            express,
          },
        },
        concludedAt,
      );
      const link = found ? '' : await this.deps.resets.invitationLink(user, trx);
      await this.deps.mail.contractConcluded(
        user,
        {
          firstName: input.firstName,
          contractNumber,
          summary: contractSummary({ ...frozen, startsOn }),
          startsOn,
          firstDebitOn: debit.date,
          firstDebitCents: debit.amountCents,
          withdrawalDeadline: deadline,
          ibanMasked,
          mandateReference: reference,
          creditorId: studio.creditorId,
          pdf,
          link,
        },
        trx,
      );
      return {
        contractNumber,
        startsOn,
        firstDebit: { date: debit.date, amountCents: debit.amountCents },
        withdrawalDeadline: deadline,
      };
    });
  }

  private replay(row: ContractRow, requestHash: string): ContractOrderResult {
    if (row.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return {
      contractNumber: row.contractNumber,
      startsOn: row.startsOn,
      firstDebit: { date: row.firstDebitOn, amountCents: row.firstDebitCents },
      withdrawalDeadline: row.withdrawalDeadline,
    };
  }

  // Reads

  private toContract(row: ContractRow, now: Date): Contract {
    const cancellation: Cancellation | null =
      row.cancellationKind && row.cancellationReceivedAt && row.cancellationEndsOn
        ? {
            kind: row.cancellationKind as Cancellation['kind'],
            reason: row.cancellationReason,
            requestedEndOn: row.cancellationRequestedEndOn,
            receivedAt: toInstant(row.cancellationReceivedAt),
            endsOn: row.cancellationEndsOn,
          }
        : null;
    const withdrawal: ContractWithdrawal | null =
      row.withdrawalReceivedAt && row.endsOn
        ? {
            receivedAt: toInstant(row.withdrawalReceivedAt),
            proRataCents: row.withdrawalProRataCents ?? 0,
            endsOn: row.endsOn,
          }
        : null;
    return {
      id: row.id,
      contractNumber: row.contractNumber,
      typeId: row.typeId,
      typeName: row.typeName,
      monthlyPriceCents: row.monthlyPriceCents,
      setupFeeCents: row.setupFeeCents,
      minimumTermMonths: row.minimumTermMonths,
      noticePeriodWeeks: row.noticePeriodWeeks,
      totalPriceCents: row.totalPriceCents,
      startsOn: row.startsOn,
      minimumTermEndsOn: row.minimumTermEndsOn,
      concludedAt: toInstant(row.concludedAt),
      expressStartRequestedAt: row.expressStartRequestedAt ? toInstant(row.expressStartRequestedAt) : null,
      firstDebit: { date: row.firstDebitOn, amountCents: row.firstDebitCents },
      ibanMasked: row.ibanMasked,
      mandateReference: row.mandateReference,
      status: row.status as Contract['status'],
      endsOn: row.endsOn ?? null,
      withdrawalDeadline: row.withdrawalDeadline,
      canWithdraw: row.status !== 'withdrawn' && isWithdrawalInTime(new Date(row.concludedAt), now),
      cancellation,
      withdrawal,
      agbVersion: row.agbVersion,
      withdrawalVersion: row.withdrawalVersion,
      pdfPath: API_PATHS.contractPdf(row.id),
    };
  }

  private toAdminContract(row: ContractRow, now: Date): AdminContract {
    return {
      ...this.toContract(row, now),
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      dateOfBirth: row.dateOfBirth,
      street: row.street,
      postalCode: row.postalCode,
      city: row.city,
      phone: row.phone,
      accountHolder: row.accountHolder,
      membershipId: row.membershipId,
    };
  }

  /** GET /api/v1/contracts/mine. */
  mine(user: User): Promise<Contract[]> {
    return this.ofUser(user.id);
  }

  /** A member's contracts as the member reads them (also what deleting the account leaves running, issue 37). */
  async ofUser(userId: number): Promise<Contract[]> {
    const now = this.deps.clock.now();
    return (await this.deps.repo.ofUser(userId)).map((row) => this.toContract(row, now));
  }

  /** GET /api/v1/contracts (Admin). */
  async list(query: { limit: number; cursor?: number; status?: string }): Promise<AdminContract[]> {
    const now = this.deps.clock.now();
    return (await this.deps.repo.list(query)).map((row) => this.toAdminContract(row, now));
  }

  /** GET /api/v1/contracts/{id} (Admin): the one answer with the full IBAN; each reading is audited. */
  async detail(actor: User, id: number): Promise<AdminContractDetail> {
    const row = await this.deps.repo.byId(id);
    if (!row) throw new DomainError('CONTRACT_NOT_FOUND');
    const now = this.deps.clock.now();
    await this.deps.audit.record(
      this.deps.db,
      { actorId: actor.id, action: 'contract.view_iban', entityType: 'contract', entityId: id },
      now.toISOString(),
    );
    return { ...this.toAdminContract(row, now), iban: this.deps.cipher.decrypt(row.ibanEncrypted) };
  }

  /**
   * PUT /api/v1/contracts/{id}/mandate (Admin): the member's new bank account under a new mandate (its own
   * reference, so the next debit goes FRST; decision 0194). The contract's terms and PDF stay as concluded; the
   * invoices issued keep the mandate they went with. Audited with both masked IBANs and references.
   */
  async changeMandate(actor: User, id: number, input: MandateChange): Promise<AdminContractDetail> {
    const now = this.deps.clock.now();
    if (input.signedOn > berlinDate(now))
      throw new DomainError('VALIDATION', [{ path: 'signedOn', message: CONTRACT_MESSAGES.mandateSignedOn }]);
    await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const row = await this.deps.repo.byId(id, trx);
      if (!row) throw new DomainError('CONTRACT_NOT_FOUND');
      const reference = nextMandateReference(row.contractNumber, row.mandateReference);
      const masked = maskIban(input.iban);
      await this.deps.repo.update(
        id,
        {
          accountHolder: input.accountHolder,
          ibanEncrypted: this.deps.cipher.encrypt(input.iban),
          ibanLast4: input.iban.slice(-4),
          ibanMasked: masked,
          mandateReference: reference,
          mandateSignedOn: input.signedOn,
          updatedAt: now.toISOString(),
        },
        trx,
      );
      await this.deps.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'contract.mandate_change',
          entityType: 'contract',
          entityId: id,
          details: {
            from: { ibanMasked: row.ibanMasked, mandateReference: row.mandateReference },
            to: { ibanMasked: masked, mandateReference: reference },
          },
        },
        now.toISOString(),
      );
    });
    return this.detail(actor, id);
  }

  /** GET /api/v1/contracts/{id}/pdf: the member's own or, for an admin, any; the bytes as mailed. */
  async pdf(user: User, id: number): Promise<{ file: Buffer; filename: string }> {
    const row = await this.deps.repo.byId(id);
    const admin = user.roles.includes('Admin');
    if (!row || (!admin && row.userId !== user.id)) throw new DomainError('CONTRACT_NOT_FOUND');
    const pdf = (await this.deps.repo.pdf(id))!;
    return { file: Buffer.from(pdf, 'base64'), filename: `Vertrag-${row.contractNumber}.pdf` };
  }

  // Withdrawal (§ 356a BGB)

  /**
   * Withdraws a contract received at `receivedAt`, inside the caller's transaction: in time (the Berlin day of
   * receipt on or before the deadline, § 355 Abs. 2, § 193 BGB: isWithdrawalInTime) the membership ends on the
   * day of receipt (or never starts), the value owed after an express early start is computed (§ 357a Abs. 2
   * BGB: proRataValue, 0 without the express request) and the acknowledgement mail with date and time is stored.
   * A contract withdrawn already answers its withdrawal again. Late: WITHDRAWAL_PERIOD_OVER.
   */
  private async withdrawIn(
    trx: Db,
    row: ContractRow,
    actorId: number,
    receivedAt: Date,
  ): Promise<ContractWithdrawal> {
    await lockKey(trx, this.deps.dialect, `contract:${row.id}`);
    const current = (await this.deps.repo.byId(row.id, trx))!;
    if (current.status === 'withdrawn' && current.withdrawalReceivedAt && current.endsOn)
      return {
        receivedAt: toInstant(current.withdrawalReceivedAt),
        proRataCents: current.withdrawalProRataCents ?? 0,
        endsOn: current.endsOn,
      };
    if (!isWithdrawalInTime(new Date(current.concludedAt), receivedAt))
      throw DomainError.with('WITHDRAWAL_PERIOD_OVER', {
        deadline: formatDateShort(current.withdrawalDeadline),
      });
    const receivedOn = berlinDate(receivedAt);
    const proRataCents = current.expressStartRequestedAt
      ? proRataValue({
          monthlyPriceCents: current.monthlyPriceCents,
          startsOn: current.startsOn,
          withdrawnOn: receivedOn,
        })
      : 0;
    const endsOn = receivedOn < current.startsOn ? addDays(current.startsOn, -1) : receivedOn;
    const stamp = receivedAt.toISOString();
    const actor = await this.actor(current.userId, trx);
    if (current.membershipId !== null)
      await this.deps.memberships.end(actor, current.membershipId, { endsOn }, trx);
    await this.deps.repo.update(
      current.id,
      {
        status: 'withdrawn',
        endsOn,
        withdrawalReceivedAt: stamp,
        withdrawalProRataCents: proRataCents,
        updatedAt: stamp,
      },
      trx,
    );
    await this.deps.audit.record(
      trx,
      {
        actorId,
        action: 'contract.withdraw',
        entityType: 'contract',
        entityId: current.id,
        details: { contractNumber: current.contractNumber, proRataCents, endsOn },
      },
      stamp,
    );
    const confirmation = withdrawalConfirmation({
      contractNumber: current.contractNumber,
      receivedAt,
      proRataCents,
    });
    await this.confirmationMail('contract-withdrawn', actor, current, confirmation, trx);
    return { receivedAt: stamp, proRataCents, endsOn };
  }

  /** A legal confirmation (of a withdrawal, of a cancellation) mailed to the member: its title and paragraphs. */
  private confirmationMail(
    kind: 'contract-withdrawn' | 'contract-cancelled',
    actor: User & { email: string },
    contract: Pick<ContractRow, 'firstName' | 'contractNumber'>,
    confirmation: LegalDocument,
    trx: Db,
  ) {
    return this.deps.mail.contractNotice(
      kind,
      actor,
      {
        firstName: contract.firstName,
        contractNumber: contract.contractNumber,
        subject: `${confirmation.title} (${contract.contractNumber})`,
        paragraphs: confirmation.sections.flatMap((section) => section.paragraphs),
      },
      trx,
    );
  }

  /** The contract's account as the memberships service's actor and the mails' recipient. */
  private async actor(userId: number, db: Db): Promise<User & { email: string }> {
    const user = await this.deps.users.findById(userId, db);
    if (!user) throw new DomainError('CONTRACT_NOT_FOUND');
    return asActor(user);
  }

  /** POST /api/v1/contracts/{id}/withdrawal: the member's own contract. */
  async withdrawOwn(user: User, id: number): Promise<ContractWithdrawal> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const row = await this.deps.repo.byId(id, trx);
      if (!row || row.userId !== user.id) throw new DomainError('CONTRACT_NOT_FOUND');
      return this.withdrawIn(trx, row, user.id, this.deps.clock.now());
    });
  }

  /**
   * POST /api/v1/contracts/withdrawals (public): the same answer for every request. A contract whose number and
   * e-mail (the order's or the account's) match is withdrawn when in time; when late, its owner gets a mail that
   * says so and points to the cancellation. Nothing happens for anything else.
   */
  async withdrawPublic(input: PublicWithdrawal): Promise<{ receivedAt: string }> {
    const receivedAt = this.deps.clock.now();
    await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const row = await this.deps.repo.byNumber(input.contractNumber, trx);
      if (!row) return;
      const owner = await this.deps.users.findById(row.userId, trx);
      if (row.email !== input.email && owner?.email !== input.email) return;
      try {
        await this.withdrawIn(trx, row, row.userId, receivedAt);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'WITHDRAWAL_PERIOD_OVER') throw error;
        await this.deps.mail.contractNotice(
          'contract-withdrawal-late',
          await this.actor(row.userId, trx),
          {
            firstName: row.firstName,
            contractNumber: row.contractNumber,
            subject: `Dein Widerruf des Vertrags ${row.contractNumber}`,
            paragraphs: [
              `dein Widerruf ist am ${formatDateShort(receivedAt)} bei uns eingegangen. Die Widerrufsfrist endete am ${formatDateShort(row.withdrawalDeadline)}, ein Widerruf ist deshalb nicht mehr möglich.`,
              `Kündigen kannst du jederzeit über „Verträge hier kündigen“:\n${this.deps.appUrl}${CONTRACT_PAGES.cancel}`,
            ],
          },
          trx,
        );
      }
    });
    return { receivedAt: receivedAt.toISOString() };
  }

  // Cancellation (§ 312k BGB)

  /**
   * POST /api/v1/contracts/cancellations: the same 202 for everyone. The contracts cancelled are the active ones
   * whose e-mail (the order's or the account's) is the one given and whose number is the one given or, without a
   * number, whose names match. Each gets its end date (cancellationEndDate: the initial term and the notice,
   * § 309 Nr. 9 BGB; § 314 BGB for an extraordinary one), the membership its last day, the owner a
   * confirmation with date, time and end date (§ 312k Abs. 4 BGB). A signed-in member whose contract it is also
   * reads the end date in the answer. A contract cancelled already keeps its first cancellation.
   */
  async cancel(input: CancellationRequest, signedIn: User | null): Promise<CancellationReceipt> {
    const receivedAt = this.deps.clock.now();
    const stamp = receivedAt.toISOString();
    const endsOn = await writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const candidates = (await this.deps.repo.byEmail(input.email, trx)).filter((row) =>
        input.contractNumber
          ? row.contractNumber === input.contractNumber
          : sameName(row.firstName, input.firstName) && sameName(row.lastName, input.lastName),
      );
      let ownEnd: string | undefined;
      for (const candidate of candidates) {
        await lockKey(trx, this.deps.dialect, `contract:${candidate.id}`);
        const row = (await this.deps.repo.byId(candidate.id, trx))!;
        if (row.status === 'withdrawn') continue;
        let end = row.cancellationEndsOn;
        if (row.status === 'active') {
          const result = cancellationEndDate({
            startsOn: row.startsOn,
            minimumTermMonths: row.minimumTermMonths,
            noticePeriodWeeks: row.noticePeriodWeeks,
            receivedAt,
            kind: input.kind,
            requestedEndOn: input.requestedEndOn,
          });
          end = result.endsOn;
          const actor = await this.actor(row.userId, trx);
          if (row.membershipId !== null)
            await this.deps.memberships.end(actor, row.membershipId, { endsOn: end }, trx);
          await this.deps.repo.update(
            row.id,
            {
              status: 'cancelled',
              endsOn: end,
              cancellationKind: input.kind,
              cancellationReason: input.reason || null,
              cancellationRequestedEndOn: input.requestedEndOn,
              cancellationReceivedAt: stamp,
              cancellationEndsOn: end,
              updatedAt: stamp,
            },
            trx,
          );
          await this.deps.audit.record(
            trx,
            {
              actorId: signedIn?.id ?? row.userId,
              action: 'contract.cancel',
              entityType: 'contract',
              entityId: row.id,
              details: {
                contractNumber: row.contractNumber,
                kind: input.kind,
                endsOn: end,
                onTime: result.onTimeForMinimumTerm,
              },
            },
            stamp,
          );
          const confirmation = cancellationConfirmation({
            contractNumber: row.contractNumber,
            kind: input.kind,
            receivedAt,
            endsOn: end,
          });
          await this.confirmationMail('contract-cancelled', actor, row, confirmation, trx);
        }
        if (signedIn && row.userId === signedIn.id && end) ownEnd = end;
      }
      return ownEnd;
    });
    return { receivedAt: stamp, ...(endsOn ? { endsOn } : {}) };
  }
}
