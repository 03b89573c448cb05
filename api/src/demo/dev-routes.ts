import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import { ApiError } from '../http/api-error';
import {
  emptyBody,
  noContent,
  noQuerystring,
  replies,
  treatMissingBodyAsEmpty,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import {
  linkSparePatient,
  restoreSeededGpRegistration,
  restoreSeededMessages,
} from './demo-restore';
import { restorePiaBookings } from './seed-pharmacy-services';
import { seedAccountIds } from './seed-ids';

/**
 * POST /v1/dev/demo/gp-registration (restoreDemoGpRegistration) gives the signed-in demo account's patients
 * their seeded GP registration back after a journey deregistered one; POST /v1/dev/demo/spare-patient
 * (linkDemoSparePatient) adds the account's spare proxy patient, for a journey that deletes a patient; POST
 * /v1/dev/demo/messages (restoreDemoMessages) puts the account's seeded message threads back; POST
 * /v1/dev/demo/pharmacy-bookings (restoreDemoPharmacyBookings) puts Pia's seeded service bookings back. No
 * product call does either. Registered only when config.devControls is on (never with NODE_ENV=production).
 */
export function registerDevDemoRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const options = (operationId: string) => ({
    onRequest: requireAccessToken(context.accessTokens),
    preValidation: treatMissingBodyAsEmpty,
    schema: {
      operationId,
      querystring: noQuerystring,
      body: emptyBody,
      response: replies({ 204: noContent }, [404], { body: true }),
    },
  });
  const notDemo = () =>
    new ApiError(404, 'demo.notFound', 'The signed-in account has no such demo data.');

  app.post(
    '/v1/dev/demo/gp-registration',
    options('restoreDemoGpRegistration'),
    async (request, reply) => {
      const restored = await restoreSeededGpRegistration(
        context.db,
        authenticatedAccountId(request),
      );
      if (!restored) throw notDemo();
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/dev/demo/spare-patient',
    options('linkDemoSparePatient'),
    async (request, reply) => {
      const linked = await linkSparePatient(context.db, authenticatedAccountId(request));
      if (!linked) throw notDemo();
      return reply.code(204).send();
    },
  );

  app.post('/v1/dev/demo/messages', options('restoreDemoMessages'), async (request, reply) => {
    const restored = await restoreSeededMessages(
      context.db,
      authenticatedAccountId(request),
      context.clock(),
    );
    if (!restored) throw notDemo();
    return reply.code(204).send();
  });

  app.post(
    '/v1/dev/demo/pharmacy-bookings',
    options('restoreDemoPharmacyBookings'),
    async (request, reply) => {
      if (authenticatedAccountId(request) !== seedAccountIds.piaPharmacyServices) throw notDemo();
      await restorePiaBookings(context.db, context.clock());
      return reply.code(204).send();
    },
  );
}
