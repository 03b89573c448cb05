import { e2eApiURL } from './stack';
import { apiHeaders } from './demo-data';

/**
 * Straight calls to the reference API's appointment calls (docs/rest-api.md), for journeys and crawl entries
 * that need an appointment booked before they start, and to put the demo's appointment book back afterwards.
 */

interface Session {
  sessionId: string;
  sessionDate: string;
  slots: { slotId: string; startTime: string; endTime: string }[];
}

export interface BookedSlot {
  slotId: string;
  startTime: string;
}

/** A free slot as the booking flow's URLs name it: its London date, session and slot ids. */
export interface FreeSlot {
  date: string;
  sessionId: string;
  slotId: string;
  startTime: string;
  endTime: string;
}

/** The first free telephone slot of the account's practice, without booking it. */
export async function firstFreeSlotDirectly(email: string): Promise<FreeSlot> {
  const headers = await apiHeaders(email);
  const found = await fetch(`${e2eApiURL}/v1/appointments/slots`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slotTypeStatus: 'Telephone' }),
  });
  if (!found.ok) throw new Error(`API appointmentSlots answered ${found.status}`);
  const { sessions } = (await found.json()) as { sessions: Session[] };
  const session = sessions[0];
  const slot = session?.slots[0];
  if (!session || !slot) throw new Error(`no free telephone slot for ${email}`);
  return { date: session.sessionDate, sessionId: session.sessionId, ...slot };
}

/** Books the first free telephone slot of the account's practice, as the booking flow would. */
export async function bookFirstFreeSlotDirectly(email: string): Promise<BookedSlot> {
  const headers = await apiHeaders(email);
  const slot = await firstFreeSlotDirectly(email);
  const booked = await fetch(`${e2eApiURL}/v1/appointments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sessionId: slot.sessionId,
      slotId: slot.slotId,
      startDate: slot.startTime,
      endDate: slot.endTime,
      bookingReason: null,
      contactNumber: '07700 900150',
    }),
  });
  if (!booked.ok) throw new Error(`API bookAppointment answered ${booked.status}`);
  return { slotId: slot.slotId, startTime: slot.startTime };
}

/** Cancels every appointment the account's patient has booked, freeing their slots. */
export async function cancelAllAppointmentsDirectly(email: string): Promise<void> {
  const headers = await apiHeaders(email);
  const listed = await fetch(`${e2eApiURL}/v1/appointments`, { headers });
  if (!listed.ok) throw new Error(`API appointmentsList answered ${listed.status}`);
  const { appointments } = (await listed.json()) as {
    appointments: { slotId: string; canBeCancelled: boolean }[];
  };
  for (const { slotId } of appointments.filter((appointment) => appointment.canBeCancelled)) {
    const cancelled = await fetch(`${e2eApiURL}/v1/appointments/cancel`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ slotId, cancellationReason: 'Tidying up after an end-to-end test' }),
    });
    if (!cancelled.ok) throw new Error(`API cancelAppointment answered ${cancelled.status}`);
  }
}
