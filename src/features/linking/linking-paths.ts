import { linkingPaths } from '../../lib/route-paths';

/** Register for online services' variants, by their query flags (spec part 1 §2 'Protected routes'). */
export const registerVariants = {
  secondary: `${linkingPaths.registerForOnlineServices}?secondary=true`,
  noLinkedPatients: `${linkingPaths.registerForOnlineServices}?noLinkedPatients=true`,
  /** The connect result; shown only when arriving from the linkage form (navigation state fromLinkage). */
  connectionResult: `${linkingPaths.registerForOnlineServices}?connectionResult=true`,
} as const;
