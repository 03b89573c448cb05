import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import type { PrescriptionCourse } from '../generated/resolvers-types';
import { mapPrescriptions } from './orders-mapper';
import { fetchPrescriptions } from './orders-upstream';

/**
 * The active patient's prescription courses, only when `me` says the patient can prescribe (spec part 1 §6:
 * 'Prescribing ... needs a linked patient and prescribingEnabled'); otherwise none, and the API is not asked.
 *
 * The rule needs account details, yet the home screen's calls should overlap (ARCHITECTURE.md). So when this
 * session's patient could prescribe last time (PrescribingHints), the prescriptions call starts alongside account
 * details, and its answer is used only if this request's `me` still says prescribing.
 */
export async function loadPrescriptions(ctx: GatewayContext): Promise<PrescriptionCourse[]> {
  const sessionId = ctx.session.current?.sessionId;
  const early =
    sessionId !== undefined && ctx.services.prescribingHints.likelyPrescribing(sessionId)
      ? fetchPrescriptions(ctx)
      : undefined;
  // Marks a failure of an early call as handled: it is awaited below only if it is needed.
  early?.catch(() => undefined);

  const me = await loadMe(ctx);
  if (!me.features.prescribing) return [];
  const { courses } = await (early ?? fetchPrescriptions(ctx));
  return mapPrescriptions(courses);
}
