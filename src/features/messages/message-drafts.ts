import { create } from 'zustand';

/** What the patient typed into the message form. */
export interface MessageDraft {
  recipientGuid: string;
  subject: string;
  body: string;
}

/** The new message's draft key; a reply's is its thread's id. */
export const NEW_MESSAGE_DRAFT = 'new';

interface DraftState {
  drafts: Partial<Record<string, MessageDraft>>;
}

/**
 * Messages whose sending failed (issue #16: 'A long message is never lost: if sending fails, the text is kept
 * for the next try'). After a failed send the patient goes back to the list (spec part 2 'New message or
 * reply'); opening the same form again fills it with the draft, which goes once a send succeeds. Kept in
 * the browser tab only (ARCHITECTURE.md: client state in zustand), never sent anywhere else.
 */
export const useMessageDrafts = create<DraftState>(() => ({ drafts: {} }));

export function keepDraft(key: string, draft: MessageDraft): void {
  useMessageDrafts.setState((state) => ({ drafts: { ...state.drafts, [key]: draft } }));
}

export function forgetDraft(key: string): void {
  useMessageDrafts.setState((state) => ({ drafts: { ...state.drafts, [key]: undefined } }));
}
