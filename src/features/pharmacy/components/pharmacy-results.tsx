import { Radios } from 'nhsuk-react-components';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { graphql } from '../../../gql';
import type { PharmacyChoiceFragment } from '../../../gql/graphql';
import { pharmacyAddressLines } from '../pharmacy-address';

graphql(`
  fragment PharmacyChoice on Pharmacy {
    id
    businessName
    address1
    address2
    address3
    city
    postcode
    telephoneNumber
    latitude
    longitude
    visibleOnMap
    distanceKm
  }
`);

/** The id of the list's first radio: the error summary links here, and 'Change Pharmacy' focuses it. */
export const pharmacyListId = 'pharmacy';

/**
 * The pharmacies found, as NHS radios in a fieldset (ACCESSIBILITY.md: 'Maps are never the only way: every
 * pharmacy on the map is also in a list that can be chosen by keyboard'): the name is the label, the address
 * and distance the hint. Choosing one calls `onSelect`; the map and this list share the selection.
 */
export function PharmacyResults({
  pharmacies,
  selectedId,
  onSelect,
  error,
  firstRadioRef,
}: {
  pharmacies: PharmacyChoiceFragment[];
  selectedId: string | undefined;
  onSelect: (pharmacy: PharmacyChoiceFragment) => void;
  /** Why the choice cannot be sent (translated), shown inline. */
  error: string | undefined;
  firstRadioRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation('pharmacy');
  const fieldErrorProps = useFieldErrorProps();
  const distance = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Radios
      id={`${pharmacyListId}-list`}
      idPrefix={pharmacyListId}
      name="pharmacyId"
      legend={t('choose.list.legend')}
      legendProps={{ size: 'm' }}
      error={error}
      errorProps={fieldErrorProps}
    >
      {pharmacies.map((pharmacy, index) => {
        const address = pharmacyAddressLines(pharmacy).join(', ');
        const hint =
          typeof pharmacy.distanceKm !== 'number'
            ? address
            : t('choose.list.hint', {
                address,
                distance: distance.format(pharmacy.distanceKm),
              });
        return (
          <Radios.Item
            key={pharmacy.id}
            // The first radio carries the list's id, so '#pharmacy' (the error summary's link) finds it.
            id={index === 0 ? pharmacyListId : `${pharmacyListId}-${pharmacy.id}`}
            ref={index === 0 ? firstRadioRef : undefined}
            value={pharmacy.id}
            checked={pharmacy.id === selectedId}
            onChange={() => onSelect(pharmacy)}
            hint={hint}
          >
            {pharmacy.businessName}
          </Radios.Item>
        );
      })}
    </Radios>
  );
}
