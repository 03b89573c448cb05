import { Button, Checkboxes } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import type { PharmacyChoiceFragment } from '../../../gql/graphql';
import { SelectedPharmacy } from './selected-pharmacy';

/** Registration (/choose-pharmacy) or changing the pharmacy (/my-details/my-pharmacy/change). */
export type ChoiceMode = 'registration' | 'change';

/**
 * What the choose and change pharmacy pages show between the list and the submit button: the chosen pharmacy
 * with the button that resets the choice, and the box that sets it for every patient of an account acting for
 * more than one. The page loads this part when it shows it as it opens, else at the first interaction (issue
 * #20).
 */
export function PharmacyChoiceDetails({
  mode,
  selected,
  onReset,
  showAllPatients,
  forAllPatients,
  onForAllPatientsChange,
}: {
  mode: ChoiceMode;
  selected: PharmacyChoiceFragment | undefined;
  onReset: () => void;
  showAllPatients: boolean;
  forAllPatients: boolean;
  onForAllPatientsChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('pharmacy');
  return (
    <>
      {selected && (
        <section aria-labelledby="chosen-pharmacy-heading">
          <h2 className="nhsuk-heading-m" id="chosen-pharmacy-heading">
            {t('choose.selected.heading')}
          </h2>
          <SelectedPharmacy pharmacy={selected} />
          <Button type="button" secondary onClick={onReset}>
            {mode === 'registration' ? t('choose.reset.registration') : t('choose.reset.change')}
          </Button>
        </section>
      )}
      {showAllPatients && (
        <Checkboxes idPrefix="for-all-patients">
          <Checkboxes.Item
            id="forAllPatients"
            name="forAllPatients"
            checked={forAllPatients}
            onChange={(event) => onForAllPatientsChange(event.currentTarget.checked)}
          >
            {t('choose.allPatients')}
          </Checkboxes.Item>
        </Checkboxes>
      )}
    </>
  );
}
