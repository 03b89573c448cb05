import { SummaryList } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { pharmacyAddressLines, type PharmacyAddress } from '../pharmacy-address';
import { TelephoneLink } from './telephone-link';

/**
 * A pharmacy's details, Pharmacy, Address and Telephone (spec part 1 §2 'Choose pharmacy': 'details of the
 * selected one'; part 2 'My pharmacy': 'name, address and telephone'), as an NHS summary list.
 */
export function SelectedPharmacy({
  pharmacy,
}: {
  pharmacy: PharmacyAddress & { businessName: string; telephoneNumber?: string | null };
}) {
  const { t } = useTranslation('pharmacy');
  return (
    <SummaryList>
      <SummaryList.Row>
        <SummaryList.Key>{t('details.pharmacy')}</SummaryList.Key>
        <SummaryList.Value>{pharmacy.businessName}</SummaryList.Value>
      </SummaryList.Row>
      <SummaryList.Row>
        <SummaryList.Key>{t('details.address')}</SummaryList.Key>
        <SummaryList.Value>
          <AddressLines pharmacy={pharmacy} />
        </SummaryList.Value>
      </SummaryList.Row>
      <SummaryList.Row>
        <SummaryList.Key>{t('details.telephone')}</SummaryList.Key>
        <SummaryList.Value>
          <TelephoneLink number={pharmacy.telephoneNumber} />
        </SummaryList.Value>
      </SummaryList.Row>
    </SummaryList>
  );
}

/** A pharmacy's address, one line each (or 'Not given'). */
function AddressLines({ pharmacy }: { pharmacy: PharmacyAddress }) {
  const { t } = useTranslation('pharmacy');
  const lines = pharmacyAddressLines(pharmacy);
  if (lines.length === 0) return t('details.notGiven');
  return lines.map((line, index) => (
    <span key={`${index}-${line}`}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}
