import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { noQuerystring, replies } from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { readMedicalRecord } from './medical-record-calls';
import { MedicalRecordBody, MedicalRecordResponse } from './medical-record-schemas';

/**
 * POST /v1/medical-record (medicalRecord; spec part 2 §7 'Medical record', body medicalRecordType): one section
 * of the selected patient's GP record. 403 unless the patient is IM1-linked and the practice shows the section.
 */
export function registerMedicalRecordRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db } = context;
  const signedIn = requireAccessToken(context.accessTokens);

  app.post(
    '/v1/medical-record',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'medicalRecord',
        querystring: noQuerystring,
        body: MedicalRecordBody,
        response: replies({ 200: MedicalRecordResponse }, [403], { body: true }),
      },
    },
    async (request) =>
      readMedicalRecord(db, await patientScopeOf(request), request.body.medicalRecordType),
  );
}
