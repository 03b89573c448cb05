import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address-lines';
import { SummaryRows } from '../../../components/summary-rows';
import type { MyProfileScreenQuery } from '../../../gql/graphql';
import { formatLongDate } from '../../../lib/format-long-date';

type Profile = MyProfileScreenQuery['myProfile'];

/**
 * My profile's details as an NHS summary list (spec part 2 'My profile': first and last name, email, mobile,
 * telephone, date of birth and address). `only` shows part of it: the name, or the rest without the email,
 * for the fields an account may not edit (§6) beside the ones it may.
 */
export function ProfileSummary({ profile, only }: { profile: Profile; only?: 'name' | 'details' }) {
  const { t, i18n } = useTranslation('profile');
  const notGiven = t('view.notGiven');
  const { address } = profile;
  const rows: [string, ReactNode][] = [];
  if (only !== 'details') rows.push([t('view.name'), `${profile.firstName} ${profile.lastName}`]);
  if (only === undefined) rows.push([t('view.email'), profile.email]);
  if (only !== 'name') {
    rows.push(
      [t('view.mobile'), profile.primaryContactNumber ?? notGiven],
      [t('view.telephone'), profile.secondaryContactNumber ?? notGiven],
      [
        t('view.dateOfBirth'),
        profile.dateOfBirth ? formatLongDate(profile.dateOfBirth, i18n.language) : notGiven,
      ],
      [
        t('view.address'),
        address ? (
          <AddressLines
            lines={[
              address.address1,
              address.address2,
              address.address3,
              address.city,
              address.postcode,
            ]}
          />
        ) : (
          notGiven
        ),
      ],
    );
  }
  return <SummaryRows rows={rows} />;
}
