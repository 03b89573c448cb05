import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context';
import type { Queryable } from '../db/database';
import { requireAccessToken } from '../auth/access-guard';
import { noContent, noQuerystring, replies, treatMissingBodyAsEmpty } from '../http/schemas';
import { IdempotencyKeyHeaders, answerOnce } from '../http/idempotency';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { loadAppointmentBook } from './appointment-book';
import {
  bookAppointment,
  cancelAppointment,
  findClinicians,
  findSessions,
  listAppointments,
} from './appointment-calls';
import {
  AppointmentResponse,
  BookAppointmentBody,
  CancelAppointmentBody,
  Clinician,
  CliniciansBody,
  SessionResponse,
  SlotsBody,
} from './appointment-schemas';

/**
 * The five appointment calls of spec part 2 §7, for the selected patient at their GP practice:
 * GET /v1/appointments (appointmentsList), POST /v1/appointments/clinicians (appointmentClinicians),
 * POST /v1/appointments/slots (appointmentSlots), POST /v1/appointments (bookAppointment) and
 * POST /v1/appointments/cancel (cancelAppointment). A patient without appointments gets 403.
 */
export function registerAppointmentRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);
  const bookOf = async (request: FastifyRequest, tx?: Queryable) =>
    loadAppointmentBook(tx ?? db, await patientScopeOf(request, tx));

  app.get(
    '/v1/appointments',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'appointmentsList',
        querystring: noQuerystring,
        response: replies(
          { 200: Type.Object({ appointments: Type.Array(AppointmentResponse) }) },
          [403],
        ),
      },
    },
    async (request) => ({
      appointments: await listAppointments(db, await bookOf(request), clock()),
    }),
  );

  app.post(
    '/v1/appointments/clinicians',
    {
      onRequest: signedIn,
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'appointmentClinicians',
        querystring: noQuerystring,
        body: CliniciansBody,
        response: replies({ 200: Type.Object({ sessionHolders: Type.Array(Clinician) }) }, [403], {
          body: true,
        }),
      },
    },
    async (request) => ({
      sessionHolders: await findClinicians(
        db,
        await bookOf(request),
        request.body.appointmentDate,
        clock(),
      ),
    }),
  );

  app.post(
    '/v1/appointments/slots',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'appointmentSlots',
        querystring: noQuerystring,
        body: SlotsBody,
        response: replies({ 200: Type.Object({ sessions: Type.Array(SessionResponse) }) }, [403], {
          body: true,
        }),
      },
    },
    async (request) => ({
      sessions: await findSessions(db, await bookOf(request), request.body, clock()),
    }),
  );

  app.post(
    '/v1/appointments',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'bookAppointment',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: BookAppointmentBody,
        response: replies(
          { 200: Type.Object({ bookingCreated: Type.Literal(true) }) },
          [403, 409, 422],
          { body: true },
        ),
      },
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) => {
        await bookAppointment(tx, await bookOf(request, tx), request.body, clock());
        return { bookingCreated: true as const };
      }),
  );

  app.post(
    '/v1/appointments/cancel',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'cancelAppointment',
        querystring: noQuerystring,
        body: CancelAppointmentBody,
        response: replies({ 204: noContent }, [403, 404, 409], { body: true }),
      },
    },
    async (request, reply) => {
      await cancelAppointment(db, await bookOf(request), request.body, clock());
      return reply.code(204).send();
    },
  );
}
