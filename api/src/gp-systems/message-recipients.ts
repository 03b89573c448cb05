/**
 * Who a patient can message at each simulated practice (spec part 2 §3 Message 'recipients (name,
 * recipientGuid)', §7 'Message recipients'): named clinicians and the practice's teams, as GP systems list
 * them. Reference data, like the practices themselves (./practices.ts): the guids never change.
 */
import { seedPracticeOdsCodes } from '../demo/seed-ids';

export interface MessageRecipient {
  recipientGuid: string;
  name: string;
}

const riversideRecipients: readonly MessageRecipient[] = [
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f001', name: 'Dr Priya Shah' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f002', name: 'Dr Amir Khan' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f003', name: 'Reception team' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f004', name: 'Prescriptions team' },
];

const tynesideRecipients: readonly MessageRecipient[] = [
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f011', name: 'Dr Owen Price' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f012', name: 'Practice nurse team' },
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f013', name: 'Reception team' },
];

/** A practice's own small team: the edge-case practices of the appointment demo (issue #15). */
const smallPracticeRecipients: readonly MessageRecipient[] = [
  { recipientGuid: '5eed0000-0000-4000-8000-00000000f021', name: 'Reception team' },
];

const recipientsByPractice: Readonly<Record<string, readonly MessageRecipient[]>> = {
  [seedPracticeOdsCodes.emis]: riversideRecipients,
  [seedPracticeOdsCodes.tpp]: tynesideRecipients,
};

/** The practice's message recipients, in the order its system lists them. */
export function messageRecipientsOf(odsCode: string): readonly MessageRecipient[] {
  return recipientsByPractice[odsCode] ?? smallPracticeRecipients;
}

/** One of the practice's recipients, or undefined (another practice's guid included). */
export function findMessageRecipient(
  odsCode: string,
  recipientGuid: string,
): MessageRecipient | undefined {
  return messageRecipientsOf(odsCode).find(
    (recipient) => recipient.recipientGuid === recipientGuid.toLowerCase(),
  );
}
