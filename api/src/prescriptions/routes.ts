import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';
import { authenticatedAccountId, requireAccessToken } from '../auth/access-guard';
import type { PrescriptionType } from '../db/schema';
import { listCourses, type CourseRow } from '../gp-systems/medication-courses';
import { prescribingRecord } from '../gp-systems/prescribing-rules';
import { ApiError } from '../http/api-error';
import { emptyBody, noQuerystring, treatMissingBodyAsEmpty } from '../http/schemas';
import { loadPatientScope } from '../patients/patient-scope';

/** docs/rest-api.md PrescriptionCourse. */
export interface PrescriptionCourse {
  medicationCourseGuid: string;
  name: string;
  dosage: string;
  mostRecentIssueDate: string | null;
  prescriptionType: PrescriptionType;
}

/** POST /v1/prescriptions/list (prescriptionsList): the selected patient's repeat courses on their GP record. */
export function registerPrescriptionRoutes(app: FastifyInstance, context: ApiContext): void {
  app.post(
    '/v1/prescriptions/list',
    {
      onRequest: requireAccessToken(context.accessTokens),
      preValidation: treatMissingBodyAsEmpty,
      schema: { querystring: noQuerystring, body: emptyBody },
    },
    async (request): Promise<{ courses: PrescriptionCourse[] }> => {
      const scope = await loadPatientScope(context.db, authenticatedAccountId(request));
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
