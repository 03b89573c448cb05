/**
 * Development controls for GP linkage (README "Demo linkage letters"), registered only when
 * config.devControls is on (never with NODE_ENV=production), like /v1/dev/orders/:orderId/advance:
 * - POST /v1/dev/gp-letters (issueDemoLinkageLetter): a fresh GP record at a demo practice and its letter, for
 *   the person named, so testers and end-to-end journeys never run out of unused letters;
 * - POST /v1/dev/accounts (createDemoAccount): a fresh ACTIVE account with an unlinked patient and a pharmacy,
 *   so a journey that links it can run again (a retry) on an account no other journey uses.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { hashPassword } from '../auth/password';
import { accounts, gpPatients } from '../db/schema';
import { SEED_PASSWORD, seedPharmacyIds, seedPracticeOdsCodes } from '../demo/seed-ids';
import {
  noQuerystring,
  replies,
  strictObject,
  stringEnum,
  emptyBody,
  treatMissingBodyAsEmpty,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { createOwnPatient } from '../registration/own-patient';
import { isoDate, personName } from '../registration/registration-schemas';

const DemoLetter = Type.Object({
  odsCode: Type.String(),
  gpAccountId: Type.String(),
  linkageKey: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  dateOfBirth: Type.String(),
});

const DemoAccount = Type.Object({
  email: Type.String(),
  password: Type.String(),
  patientId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  dateOfBirth: Type.String(),
});

export function registerDevLinkageRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);

  app.post(
    '/v1/dev/gp-letters',
    {
      schema: {
        operationId: 'issueDemoLinkageLetter',
        querystring: noQuerystring,
        body: strictObject({
          odsCode: stringEnum([seedPracticeOdsCodes.emis, seedPracticeOdsCodes.tpp]),
          firstName: personName,
          lastName: personName,
          dateOfBirth: isoDate,
        }),
        response: replies({ 201: DemoLetter }, [], { body: true }),
      },
    },
    async (request, reply) => {
      // Nine digits after the seeded ranges' 1… and 2…; a clash with an earlier letter is tried again.
      for (;;) {
        const letter = {
          ...request.body,
          gpAccountId: String(900_000_000 + randomInt(100_000_000)),
          linkageKey: `LK${randomBytes(5).toString('hex').toUpperCase()}`,
        };
        const inserted = await context.db
          .insert(gpPatients)
          .values(letter)
          .onConflictDoNothing()
          .returning({ odsCode: gpPatients.odsCode });
        if (inserted.length > 0) return reply.code(201).send(letter);
      }
    },
  );

  app.post(
    '/v1/dev/accounts',
    {
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'createDemoAccount',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 201: DemoAccount }, [], { body: true }),
      },
    },
    async (_request, reply) => {
      const email = `demo-${randomBytes(6).toString('hex')}@example.com`;
      const person = { firstName: 'Casey', lastName: 'Linford', dateOfBirth: '1984-07-21' };
      // A development control (the load bench makes its users here): waits its turn rather than refuse.
      const passwordHash = await hashPassword(SEED_PASSWORD, { whenBusy: 'wait' });
      const patientId = await context.db.transaction(async (tx) => {
        const [account] = await tx
          .insert(accounts)
          .values({ email, passwordHash, status: 'ACTIVE' })
          .returning({ id: accounts.id });
        if (!account) throw new Error('account not inserted');
        return createOwnPatient(tx, account.id, {
          ...person,
          pharmacyId: seedPharmacyIds.gosforthOwned,
          allowManualReordering: true,
          consentSigned: true,
          hasConsent: true,
        });
      });
      return reply.code(201).send({ email, password: SEED_PASSWORD, patientId, ...person });
    },
  );
}
