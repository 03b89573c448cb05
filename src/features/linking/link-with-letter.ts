import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { LinkageLetterInput } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { otherQueriesThanKey } from '../../lib/query-keys';

const LinkWithLetterMutation = graphql(`
  mutation LinkWithLetter($letter: LinkageLetterInput!, $secondary: Boolean!) {
    linkWithLetter(letter: $letter, secondary: $secondary) {
      patient {
        id
        iM1Available
      }
    }
  }
`);

const ChangeGpMutation = graphql(`
  mutation ChangeGp($letter: LinkageLetterInput!) {
    changeGp(letter: $letter) {
      patient {
        id
        gpName
      }
    }
  }
`);

/**
 * Sends a letter: connect (or, `secondary`, add a patient) or change GP. On success every other screen's data
 * is read again (home gains its GP cards, the switcher its patient); `screenQuery` is the screen's own query
 * options, whose answer is kept.
 */
export function useSendLetter(screenQuery: { queryKey: QueryKey }) {
  const queryClient = useQueryClient();
  const refreshOthers = () =>
    queryClient.invalidateQueries({ predicate: otherQueriesThanKey(screenQuery.queryKey) });
  return {
    link: async (letter: LinkageLetterInput, secondary: boolean) => {
      await gatewayRequest(LinkWithLetterMutation, { letter, secondary });
      await refreshOthers();
    },
    changeGp: async (letter: LinkageLetterInput) => {
      await gatewayRequest(ChangeGpMutation, { letter });
      await refreshOthers();
    },
  };
}
