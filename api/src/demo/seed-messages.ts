/**
 * The demo's message threads (issue #16): read and unread, with and without subjects, across days, for Mia
 * (practice shows subjects) and Theo (practice does not). Made with their patient, so a thread the patient
 * deleted stays deleted; POST /v1/dev/demo/messages puts an account's seeded threads back
 * (./demo-restore.ts). Times are relative to `now`, so the demo reads as current.
 */
import { findMessageRecipient } from '../gp-systems/message-recipients';
import type { messageThreads, threadMessages } from '../db/schema';
import { seedMessageGpRecords, seedMessagePatientIds, seedMessageThreadIds } from './seed-ids';
import { timeBefore } from './seed-dates';

type NewThread = typeof messageThreads.$inferInsert;
type NewThreadMessage = typeof threadMessages.$inferInsert;

interface SeedThread {
  id: string;
  patient: keyof typeof seedMessagePatientIds;
  recipientGuid: string;
  subject: string | null;
  unread: boolean;
  /** The patient's first message, then the replies, oldest first; `hoursAgo` from the seed's now. */
  messages: { fromPatient: boolean; hoursAgo: number; body: string }[];
}

const seedThreads: readonly SeedThread[] = [
  {
    id: seedMessageThreadIds.miaRepeatUnread,
    patient: 'miaMessages',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f004',
    subject: 'Repeat prescription for my inhaler',
    unread: true,
    messages: [
      {
        fromPatient: true,
        hoursAgo: 50,
        body: 'Hello, my blue inhaler is not on my repeat list any more. Could it be added back?',
      },
      {
        fromPatient: false,
        hoursAgo: 2,
        body: 'We have added your salbutamol inhaler back to your repeat medicines. You can order it now.',
      },
    ],
  },
  {
    id: seedMessageThreadIds.miaResultsUnread,
    patient: 'miaMessages',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f001',
    subject: 'Blood test results',
    unread: true,
    messages: [
      { fromPatient: true, hoursAgo: 150, body: 'Have my blood test results come back yet?' },
      {
        fromPatient: false,
        hoursAgo: 26,
        body: 'Your results are normal and no action is needed.\nDr Priya Shah',
      },
    ],
  },
  {
    id: seedMessageThreadIds.miaFluRead,
    patient: 'miaMessages',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f003',
    subject: 'Flu vaccination',
    unread: false,
    messages: [
      { fromPatient: true, hoursAgo: 480, body: 'Can I have my flu vaccination at the practice?' },
      {
        fromPatient: false,
        hoursAgo: 460,
        body: 'Yes. Please book a nurse appointment online or call reception.',
      },
    ],
  },
  {
    id: seedMessageThreadIds.miaNoSubjectRead,
    patient: 'miaMessages',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f002',
    subject: null,
    unread: false,
    messages: [
      {
        fromPatient: true,
        hoursAgo: 960,
        body: 'Thank you for seeing me last week. The new tablets are working well.',
      },
    ],
  },
  {
    id: seedMessageThreadIds.theoDressingUnread,
    patient: 'theoNoSubjects',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f012',
    subject: 'Wound dressing',
    unread: true,
    messages: [
      { fromPatient: true, hoursAgo: 72, body: 'When should my wound dressing be changed next?' },
      {
        fromPatient: false,
        hoursAgo: 20,
        body: 'Please come in on Friday morning and the nurse will change it.',
      },
    ],
  },
  {
    id: seedMessageThreadIds.theoReviewRead,
    patient: 'theoNoSubjects',
    recipientGuid: '5eed0000-0000-4000-8000-00000000f011',
    subject: null,
    unread: false,
    messages: [
      { fromPatient: true, hoursAgo: 240, body: 'Do I need a medication review this year?' },
    ],
  },
];

/** The seeded threads and their messages of these patients (all the demo's when `patientIds` is omitted). */
export function seedMessages(
  now: Date,
  patientIds?: ReadonlySet<string>,
): { threads: NewThread[]; messages: NewThreadMessage[] } {
  const threads: NewThread[] = [];
  const messages: NewThreadMessage[] = [];
  for (const seed of seedThreads) {
    const patientId = seedMessagePatientIds[seed.patient];
    if (patientIds && !patientIds.has(patientId)) continue;
    const { odsCode } = seedMessageGpRecords[seed.patient];
    const recipient = findMessageRecipient(odsCode, seed.recipientGuid);
    if (!recipient) throw new Error(`seed thread ${seed.id}: no such recipient`);
    const times = seed.messages.map((message) => timeBefore(now, { hours: message.hoursAgo }));
    threads.push({
      id: seed.id,
      patientId,
      practiceOdsCode: odsCode,
      recipientGuid: recipient.recipientGuid,
      recipientName: recipient.name,
      subject: seed.subject,
      readState: seed.unread ? 'Unread' : 'Read',
      sentAt: times[0] ?? now,
      lastReplyAt: times.length > 1 ? (times.at(-1) ?? null) : null,
    });
    seed.messages.forEach((message, index) =>
      messages.push({
        threadId: seed.id,
        fromPatient: message.fromPatient,
        body: message.body,
        sentAt: times[index] ?? now,
      }),
    );
  }
  return { threads, messages };
}
