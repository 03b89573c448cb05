/**
 * Issue #21 "Logs carry no personal data": two demo patients use the service as the app does (sign in, home,
 * an order, a message, a profile edit, a pharmacy search by postcode, and the mistakes a user makes on the way:
 * a wrong password, a refused form), and then every log line of both programs is searched for their names,
 * NHS numbers, emails, postcodes, dates of birth and phone numbers.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, gpPatients, patients } from '../../api/src/db/schema';
import {
  SEED_PASSWORD,
  seedAccountIds,
  seedEmails,
  seedPatientIds,
} from '../../api/src/demo/seed-ids';
import type { GatewayClient, GraphQLReply } from '../../gateway/src/testing/gateway-client';
import {
  appOperations,
  startSecurityStack,
  type AppOperation,
  type SecurityStack,
} from './security-stack';

let stack: SecurityStack;
let operations: Map<string, AppOperation>;

beforeAll(async () => {
  stack = await startSecurityStack();
  operations = appOperations();
}, 120_000);
afterAll(() => stack.stop());

function send(
  browser: GatewayClient,
  name: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLReply> {
  const operation = operations.get(name);
  if (!operation) throw new Error(`the app has no operation ${name}`);
  return browser.persisted(operation.id, variables);
}

async function signedIn(email: string): Promise<GatewayClient> {
  const browser = stack.browser();
  const reply = await send(browser, 'SignIn', { email, password: SEED_PASSWORD });
  expect(reply.json.errors).toBeUndefined();
  return browser;
}

/** What identifies the patient, as stored, and as a person might type or a program might format it. */
async function personalData(accountId: string, patientId: string): Promise<string[]> {
  const { db } = stack.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
  if (!account || !patient) throw new Error('seeded account or patient missing');
  const [record] =
    patient.practiceOdsCode && patient.gpAccountId
      ? await db
          .select()
          .from(gpPatients)
          .where(
            and(
              eq(gpPatients.odsCode, patient.practiceOdsCode),
              eq(gpPatients.gpAccountId, patient.gpAccountId),
            ),
          )
      : [];
  const dateOfBirth = patient.dateOfBirth;
  const values = [
    account.email,
    patient.firstName,
    patient.lastName,
    patient.postcode,
    patient.postcode?.replace(/\s/g, ''),
    dateOfBirth,
    dateOfBirth?.split('-').reverse().join('/'),
    patient.primaryContactNumber,
    patient.primaryContactNumber?.replace(/\s/g, ''),
    record?.nhsNumber,
  ];
  const typed = values.filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  // As a URL carries them too (a path segment or a query string).
  return typed.flatMap((value) => [value, encodeURIComponent(value), value.replace(/ /g, '+')]);
}

describe('logs carry no personal data (issue #21)', () => {
  it('logs nothing that names a patient while they sign in, order, message and edit their profile', async () => {
    const people = async () => [
      ...(await personalData(seedAccountIds.alexLinked, seedPatientIds.alexMorgan)),
      ...(await personalData(seedAccountIds.piaProfile, seedPatientIds.piaPrice)),
    ];
    const seeded = await people();
    // Alex: IM1-linked at the EMIS-like practice, so he can order and message.
    const wrongPassword = await send(stack.browser(), 'SignIn', {
      email: seedEmails.alexLinked,
      password: 'not-the-password',
    });
    expect(wrongPassword.json.errors?.[0]?.extensions?.['code']).toBe('auth.invalidCredentials');
    const alex = await signedIn(seedEmails.alexLinked);
    expect((await send(alex, 'HomeScreen')).json.errors).toBeUndefined();
    const newOrder = await send(alex, 'NewOrderScreen');
    const courses = (newOrder.json.data?.['prescriptions'] ?? []) as {
      name: string;
      medicationCourseGuid: string;
    }[];
    const course = courses[0];
    expect(course).toBeDefined();
    const placed = await send(alex, 'PlaceOrder', {
      input: {
        items: [
          {
            description: course!.name,
            itemOrderType: 'IM1',
            medicationCourseGuid: course!.medicationCourseGuid,
          },
        ],
        comment: 'Alex Morgan will collect, ring 07700 900101',
      },
    });
    expect(placed.json.errors).toBeUndefined();
    const recipients = (await send(alex, 'NewMessageScreen')).json.data?.['messageRecipients'] as {
      recipientGuid: string;
    }[];
    const sent = await send(alex, 'SendMessage', {
      input: {
        recipientGuid: recipients[0]!.recipientGuid,
        subject: 'Alex Morgan, born 12/04/1985',
        body: 'My NHS number is on my letter.',
      },
    });
    expect(sent.json.errors).toBeUndefined();
    expect((await send(alex, 'MyProfileScreen')).json.errors).toBeUndefined();
    const near = await send(alex, 'PharmaciesNear', { postcode: 'NE3 1HB' });
    expect(near.json.errors).toBeUndefined();

    // Pia: not IM1-linked, so she may edit every profile field: a look-up, a refused edit, then a saved one.
    const pia = await signedIn(seedEmails.piaProfile);
    const details = {
      firstName: 'Pia',
      lastName: 'Price',
      primaryContactNumber: '07700 900461',
      dateOfBirth: '1979-06-30',
      address1: '12 Acorn Road',
      city: 'Newcastle upon Tyne',
      postcode: 'NE2 2DJ',
    };
    // The profile screen's address lookup, by her new postcode.
    const found = await send(pia, 'AddressSearch', { search: details.postcode });
    expect(found.json.errors).toBeUndefined();
    const refused = await send(pia, 'UpdateProfile', {
      details: { ...details, dateOfBirth: '30/06/1979' },
    });
    expect(refused.json.errors).toBeDefined();
    const saved = await send(pia, 'UpdateProfile', { details });
    expect(saved.json.errors).toBeUndefined();
    await send(pia, 'RequestPasswordReset', { email: seedEmails.piaProfile });
    await send(pia, 'FrameSignOut');

    // As seeded and as edited.
    const searched = [...new Set([...seeded, ...(await people())])];
    // The search means something: both patients' data is there to find, and logs were written.
    expect(searched).toEqual(
      expect.arrayContaining(['Alex', 'Morgan', 'Price', 'NE2 2DJ', '1979-06-30']),
    );
    expect(stack.logLines.length).toBeGreaterThan(10);
    // Still useful: each request says which route it took (api/src/http/request-log.ts), not the URL it sent.
    expect(stack.logLines).toContainEqual(
      expect.stringContaining('"route":"/v1/addresses/:search"'),
    );
    const hits = searched.flatMap((value) =>
      stack.logLines
        .filter((line) => line.toLowerCase().includes(value.toLowerCase()))
        .map((line) => `${value} in ${line}`),
    );
    expect(hits).toEqual([]);
  });
});
