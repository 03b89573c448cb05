import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

import { requireAccessToken } from '../auth/access-guard';
import { noContent, noQuerystring, replies } from '../http/schemas';
import { IdempotencyKeyHeaders, answerOnce } from '../http/idempotency';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import {
  cancelBooking,
  createBooking,
  findAvailability,
  listBookings,
  listServiceNames,
  listServices,
  ownPharmacy,
  requireSelectedCustomer,
} from './pharmacy-service-calls';
import {
  AvailabilityBody,
  AvailabilityResponse,
  BookingResponse,
  BookingsBody,
  CancelBookingBody,
  CreateBookingBody,
  PharmacyServiceResponse,
  ServiceNameResponse,
  ServiceNamesBody,
  ServicesBody,
} from './pharmacy-service-schemas';

/**
 * The six pharmacy-service calls of spec part 2 §7, for the selected patient at their nominated pharmacy:
 * POST /v1/pharmacy-services (pharmacyServicesList), POST /v1/pharmacy-services/names (pharmacyServiceNames),
 * POST /v1/pharmacy-services/availability (pharmacyServiceAvailability), POST /v1/pharmacy-services/bookings
 * (createServiceBooking), POST /v1/pharmacy-services/bookings/list (serviceBookingsList) and
 * DELETE /v1/pharmacy-services/bookings (cancelServiceBooking).
 */
export function registerPharmacyServiceRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  app.post(
    '/v1/pharmacy-services',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'pharmacyServicesList',
        querystring: noQuerystring,
        body: ServicesBody,
        response: replies(
          { 200: Type.Object({ services: Type.Array(PharmacyServiceResponse) }) },
          [403, 404],
          { body: true },
        ),
      },
    },
    async (request) => {
      const pharmacy = await ownPharmacy(
        db,
        await patientScopeOf(request),
        request.body.externalId,
      );
      return { services: await listServices(db, pharmacy) };
    },
  );

  app.post(
    '/v1/pharmacy-services/names',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'pharmacyServiceNames',
        querystring: noQuerystring,
        body: ServiceNamesBody,
        response: replies(
          { 200: Type.Object({ serviceNames: Type.Array(ServiceNameResponse) }) },
          [403, 404],
          { body: true },
        ),
      },
    },
    async (request) => {
      const { ownerId, ExternalId } = request.body;
      const scope = await patientScopeOf(request);
      const pharmacy = await ownPharmacy(db, scope, ExternalId);
      if ((ownerId ?? ExternalId) !== ExternalId) await ownPharmacy(db, scope, ownerId ?? '');
      return { serviceNames: await listServiceNames(db, pharmacy) };
    },
  );

  app.post(
    '/v1/pharmacy-services/availability',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'pharmacyServiceAvailability',
        querystring: noQuerystring,
        body: AvailabilityBody,
        response: replies({ 200: AvailabilityResponse }, [403, 404, 422], { body: true }),
      },
    },
    async (request) => {
      const pharmacy = await ownPharmacy(db, await patientScopeOf(request), request.body.ownerId);
      return findAvailability(db, pharmacy, request.body, clock());
    },
  );

  app.post(
    '/v1/pharmacy-services/bookings',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createServiceBooking',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: CreateBookingBody,
        response: replies({ 201: BookingResponse }, [403, 404, 422], { body: true }),
      },
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) => {
        const scope = await patientScopeOf(request, tx);
        const pharmacy = await ownPharmacy(tx, scope, request.body.externalId);
        const booking = await createBooking(tx, scope, pharmacy, request.body, clock());
        reply.code(201);
        return booking;
      }),
  );

  app.post(
    '/v1/pharmacy-services/bookings/list',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'serviceBookingsList',
        querystring: noQuerystring,
        body: BookingsBody,
        response: replies(
          { 200: Type.Object({ bookings: Type.Array(BookingResponse) }) },
          [403, 404],
          { body: true },
        ),
      },
    },
    async (request) => {
      const scope = await patientScopeOf(request);
      requireSelectedCustomer(scope, request.body.customerId);
      const pharmacy = await ownPharmacy(db, scope, request.body.externalOwnerId);
      return { bookings: await listBookings(db, scope, pharmacy.id, clock()) };
    },
  );

  app.delete(
    '/v1/pharmacy-services/bookings',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'cancelServiceBooking',
        querystring: noQuerystring,
        body: CancelBookingBody,
        response: replies({ 204: noContent }, [403, 404, 422], { body: true }),
      },
    },
    async (request, reply) => {
      await cancelBooking(db, await patientScopeOf(request), request.body, clock());
      return reply.code(204).send();
    },
  );
}
