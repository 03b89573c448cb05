import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configQuery } from './account/config-resolvers';
import { appointmentMutations, appointmentsQuery } from './appointments/appointments-resolvers';
import { meQuery, selectPatientMutation } from './account/me-resolvers';
import { emailChangeMutations } from './auth/email-change-resolvers';
import { nhsLoginMutations } from './auth/nhs-login-resolvers';
import { passwordResetMutations } from './auth/password-reset-resolvers';
import { sessionMutations, sessionQuery } from './auth/sign-in-resolvers';
import type { Resolvers } from './generated/resolvers-types';
import { helpQuery } from './help/help-resolvers';
import { homeMutations, homeQuery } from './home/home-resolvers';
import { messagesMutations, messagesQuery } from './messages/messages-resolvers';
import { medicalRecordQuery } from './medical-record/medical-record-resolvers';
import { myDetailsMutations, myDetailsQuery } from './my-details/my-details-resolvers';
import { linkingMutations } from './linking/linking-resolvers';
import {
  notificationsMutations,
  notificationsQuery,
} from './notifications/notifications-resolvers';
import { orderMutations, ordersQuery } from './orders/orders-resolvers';
import { profileMutations, profileQuery } from './profile/profile-resolvers';
import { pharmacyMutations, pharmacyQuery } from './pharmacy/pharmacy-resolvers';
import {
  pharmacyServicesMutations,
  pharmacyServicesQuery,
} from './pharmacy-services/pharmacy-services-resolvers';
import { registrationMutations, registrationQuery } from './registration/registration-resolvers';
import { remindersMutations, remindersQuery } from './reminders/reminders-resolvers';

const sourceDir = fileURLToPath(new URL('./', import.meta.url));

/**
 * The gateway's SDL: schema.graphql's root types and each area's module (<area>/<area>.graphql), in path order.
 * The contract shared with the app (codegen reads the same files).
 */
export function readSchemaSources(): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.graphql'))
    .sort()
    .map((path) => readFileSync(join(sourceDir, path), 'utf8'));
}

/** Every area's resolvers, one schema. */
export const resolvers: Resolvers = {
  Query: {
    ...configQuery,
    ...sessionQuery,
    ...meQuery,
    ...ordersQuery,
    ...homeQuery,
    ...registrationQuery,
    ...pharmacyQuery,
    ...myDetailsQuery,
    ...remindersQuery,
    ...appointmentsQuery,
    ...pharmacyServicesQuery,
    ...messagesQuery,
    ...medicalRecordQuery,
    ...helpQuery,
    ...profileQuery,
    ...notificationsQuery,
  },
  Mutation: {
    ...sessionMutations,
    ...selectPatientMutation,
    ...orderMutations,
    ...homeMutations,
    ...passwordResetMutations,
    ...registrationMutations,
    ...emailChangeMutations,
    ...nhsLoginMutations,
    ...pharmacyMutations,
    ...myDetailsMutations,
    ...linkingMutations,
    ...remindersMutations,
    ...appointmentMutations,
    ...pharmacyServicesMutations,
    ...messagesMutations,
    ...profileMutations,
    ...notificationsMutations,
  },
};
