import { graphql } from '../../gql';
import { routeQuery } from '../../lib/query-keys';

export const MyProfileScreenQuery = graphql(`
  query MyProfileScreen {
    myProfile {
      email
      firstName
      lastName
      primaryContactNumber
      secondaryContactNumber
      dateOfBirth
      address {
        address1
        address2
        address3
        city
        postcode
      }
    }
    me {
      features {
        profileEditing
        emailChange
        passwordReset
      }
    }
  }
`);

/** Started by the route with the screen's code (src/app/router.tsx); read by the screen. */
export const myProfileScreenQuery = routeQuery(MyProfileScreenQuery);
