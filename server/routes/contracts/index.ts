// Join online (issue 31, decision 0191): the studio's legal data (public read, admin write), the order
// ('Zahlungspflichtig bestellen', public or signed in, Idempotency-Key required), the member's contracts and PDF,
// the withdrawal (§ 356a BGB: public by contract number and e-mail, or the member's own), the cancellation
// (§ 312k BGB: public, optional sign-in) and the desk's list and detail. Thin: every rule is in the contracts
// service; the public writes are rate-limited like the contact form's intake; each route's contract is its schema.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';
import {
  AdminContractDetailSchema,
  MandateChangeSchema,
  AdminContractListSchema,
  CancellationReceiptSchema,
  CancellationRequestSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractOrderHeadersSchema,
  ContractOrderResultSchema,
  ContractOrderSchema,
  LegalSettingsSchema,
  LegalSettingsWriteSchema,
  PublicWithdrawalSchema,
  ReceiptSchema,
  WithdrawalResultSchema,
} from '#domain/contracts/schemas';
import { ErrorResponseSchema, IdParamsSchema } from '#domain/schemas/common';
import { PageQuerySchema } from '#domain/schemas/paging';
import { z } from '#domain/schemas/zod';
import { conflict, contracts, errors, file, sendFile } from '../../openapi/contract';
import type { ContractsService } from '../../modules/contracts/contracts.service';
import type { LegalService } from '../../modules/contracts/legal.service';

export interface ContractRoutesOptions {
  contracts: ContractsService;
  legal: LegalService;
  /** Submissions per minute and address on the public contract routes (the intake's limit). */
  intakeRateLimit: number;
}

const refused = { 400: ErrorResponseSchema, 401: ErrorResponseSchema } as const;

export default async function contractRoutes(
  fastify: FastifyInstance,
  { contracts: service, legal, intakeRateLimit }: ContractRoutesOptions,
) {
  const app = contracts(fastify);
  const intake = { config: { rateLimit: { max: intakeRateLimit, timeWindow: '1 minute' } } };
  const adminOnly = { preHandler: fastify.requireRole('Admin') };
  const tags = ['Verträge'];
  // Optional sign-in: a token, when sent, must be valid; without one the route is public.
  const optionalUser = async (request: FastifyRequest, reply: Parameters<typeof fastify.authenticate>[1]) => {
    if (request.headers.authorization) await fastify.authenticate(request, reply);
  };

  app.get(
    API_PATHS.legal,
    {
      schema: {
        summary:
          'Rechtliche Angaben des Studios (Gläubiger-ID, Anschrift, Fassungen von AGB und Widerrufsbelehrung)',
        tags,
        response: { 200: LegalSettingsSchema },
      },
      config: { public: true },
    },
    async () => legal.current(),
  );

  app.put(
    API_PATHS.legalSettings,
    {
      schema: {
        summary: 'Rechtliche Angaben ändern (Admin)',
        tags,
        body: LegalSettingsWriteSchema,
        response: { 200: LegalSettingsSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => legal.update(request.user!, request.body),
  );

  app.post(
    API_PATHS.contracts,
    {
      schema: {
        summary: 'Mitgliedschaft online abschließen („Zahlungspflichtig bestellen“; Idempotency-Key nötig)',
        tags,
        headers: ContractOrderHeadersSchema,
        body: ContractOrderSchema,
        response: { 201: ContractOrderResultSchema, ...refused, 422: ErrorResponseSchema },
      },
      preHandler: optionalUser,
      ...intake,
    },
    async (request, reply) => {
      const result = await service.order(
        request.body,
        request.headers['idempotency-key'],
        request.user ?? null,
      );
      reply.status(201);
      return result;
    },
  );

  app.get(
    API_PATHS.contracts,
    {
      schema: {
        summary: 'Verträge (Admin), neueste zuerst',
        tags,
        querystring: z.object({ ...PageQuerySchema.def.shape, ...ContractListQuerySchema.def.shape }),
        response: { 200: AdminContractListSchema, ...errors },
      },
      ...adminOnly,
      config: { nextLink: true },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    API_PATHS.myContracts,
    {
      schema: {
        summary: 'Meine Verträge (IBAN maskiert)',
        tags,
        response: { 200: ContractListSchema, ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => service.mine(request.user!),
  );

  app.get(
    API_PATHS.contract(':id'),
    {
      schema: {
        summary: 'Ein Vertrag mit vollständiger IBAN (Admin; jeder Abruf steht im Protokoll)',
        tags,
        params: IdParamsSchema,
        response: { 200: AdminContractDetailSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => service.detail(request.user!, request.params.id),
  );

  app.put(
    API_PATHS.contractMandate(':id'),
    {
      schema: {
        summary: 'Neues SEPA-Mandat für einen Vertrag (neue IBAN; die nächste Lastschrift geht als FRST)',
        tags,
        params: IdParamsSchema,
        body: MandateChangeSchema,
        response: { 200: AdminContractDetailSchema, ...errors },
      },
      ...adminOnly,
    },
    async (request) => service.changeMandate(request.user!, request.params.id, request.body),
  );

  app.get(
    API_PATHS.contractPdf(':id'),
    {
      schema: {
        summary: 'Vertrag als PDF (eigener Vertrag, oder Admin)',
        tags,
        params: IdParamsSchema,
        response: { 200: file('Der Vertrag als PDF, wie er verschickt wurde', 'application/pdf'), ...errors },
      },
      preHandler: fastify.authenticate,
    },
    async (request, reply) => {
      const { file: pdf, filename } = await service.pdf(request.user!, request.params.id);
      return sendFile(reply, 'application/pdf', filename, pdf);
    },
  );

  app.post(
    API_PATHS.contractWithdrawal(':id'),
    {
      schema: {
        summary: 'Eigenen Vertrag widerrufen (§ 356a BGB)',
        tags,
        params: IdParamsSchema,
        response: { 200: WithdrawalResultSchema, ...errors, ...conflict },
      },
      preHandler: fastify.authenticate,
    },
    async (request) => service.withdrawOwn(request.user!, request.params.id),
  );

  app.post(
    API_PATHS.contractWithdrawals,
    {
      schema: {
        summary: 'Vertrag widerrufen ohne Anmeldung (Vertragsnummer und E-Mail; gleiche Antwort für alle)',
        tags,
        body: PublicWithdrawalSchema,
        response: { 202: ReceiptSchema, 400: ErrorResponseSchema },
      },
      ...intake,
    },
    async (request, reply) => {
      const receipt = await service.withdrawPublic(request.body);
      reply.status(202);
      return receipt;
    },
  );

  app.post(
    API_PATHS.contractCancellations,
    {
      schema: {
        summary: 'Verträge hier kündigen (§ 312k BGB; ohne Anmeldung, gleiche Antwort für alle)',
        tags,
        body: CancellationRequestSchema,
        response: { 202: CancellationReceiptSchema, ...refused },
      },
      preHandler: optionalUser,
      ...intake,
    },
    async (request, reply) => {
      const receipt = await service.cancel(request.body, request.user ?? null);
      reply.status(202);
      return receipt;
    },
  );
}
