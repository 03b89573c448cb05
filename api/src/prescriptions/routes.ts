import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { requireAccessToken } from '../auth/access-guard';
import { prescriptionTypes } from '../contract/order-values';
import { listCourses, type CourseRow } from '../gp-systems/medication-courses';
import { prescribingRecord } from '../gp-systems/prescribing-rules';
import { ApiError } from '../http/api-error';
import {
  emptyBody,
  noQuerystring,
  nullable,
  replies,
  stringEnum,
  treatMissingBodyAsEmpty,
} from '../http/schemas';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';

/** A repeat course on the patient's GP record. */
export const PrescriptionCourse = Type.Object({
  medicationCourseGuid: Type.String(),
  name: Type.String(),
  dosage: Type.String(),
  mostRecentIssueDate: nullable(Type.String()),
  prescriptionType: stringEnum(prescriptionTypes),
});
export type PrescriptionCourse = Static<typeof PrescriptionCourse>;

/** POST /v1/prescriptions/list (prescriptionsList): the selected patient's repeat courses on their GP record. */
export function registerPrescriptionRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  app.post(
    '/v1/prescriptions/list',
    {
      onRequest: requireAccessToken(context.accessTokens),
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'prescriptionsList',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies(
          { 200: Type.Object({ courses: Type.Array(PrescriptionCourse) }) },
          [403, 422],
          { body: true },
        ),
      },
    },
    async (request) => {
      const scope = await patientScopeOf(request);
      const record = prescribingRecord(scope.patient, scope.practice);
      if (!record) {
        throw new ApiError(
          422,
          'prescribing.notAvailable',
          'The selected patient cannot order repeat prescriptions online.',
        );
      }
      return { courses: (await listCourses(context.db, record)).map(toPrescriptionCourse) };
    },
  );
}

function toPrescriptionCourse(course: CourseRow): PrescriptionCourse {
  return {
    medicationCourseGuid: course.medicationCourseGuid,
    name: course.name,
    dosage: course.dosage,
    mostRecentIssueDate: course.mostRecentIssueDate,
    prescriptionType: course.prescriptionType,
  };
}
