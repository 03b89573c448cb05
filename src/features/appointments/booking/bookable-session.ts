import { graphql } from '../../../gql';

/** A session's free slots as the time and check steps show them (with the clinician who holds them). */
export const BookableSessionFragmentDoc = graphql(`
  fragment BookableSession on AppointmentSession {
    sessionId
    clinician {
      displayName
    }
    slots {
      slotId
      startTime
      endTime
    }
  }
`);
