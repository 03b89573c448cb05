import type { Address, Profile } from '../generated/resolvers-types';
import type { RestAccount, RestPatient } from '../upstream/rest-api-types';
import type { RestAddress } from './profile-upstream';

/** The account's email and the active patient's details (spec part 2 'My profile'). */
export function mapProfile(account: RestAccount, patient: RestPatient): Profile {
  const { address1, city, postcode } = patient;
  return {
    email: account.email,
    firstName: patient.firstName,
    lastName: patient.lastName,
    primaryContactNumber: patient.primaryContactNumber,
    secondaryContactNumber: patient.secondaryContactNumber,
    dateOfBirth: patient.dateOfBirth,
    // An address is whole or absent: its first line, town and postcode come from the search together.
    address:
      address1 && city && postcode
        ? mapAddress({
            address1,
            address2: patient.address2,
            address3: patient.address3,
            city,
            postcode,
          })
        : null,
  };
}

export function mapAddress(address: RestAddress): Address {
  return {
    address1: address.address1,
    address2: address.address2,
    address3: address.address3,
    city: address.city,
    postcode: address.postcode,
  };
}
