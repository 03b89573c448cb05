import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../gql';
import type { LinkageLetterInput } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { otherQueriesThan } from '../../lib/query-keys';

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
 * is read again (home gains its GP cards, the switcher its patient); `keepQuery` is the screen's own.
 */
export function useSendLetter(keepQuery: object) {
  const queryClient = useQueryClient();
  const refreshOthers = () =>
    queryClient.invalidateQueries({ predicate: otherQueriesThan(keepQuery) });
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
