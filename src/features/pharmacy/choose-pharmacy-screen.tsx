import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Row, TextInput } from 'nhsuk-react-components';
import { Suspense, use, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store';
import { useFieldErrorProps } from '../../components/field-error-props';
import type { FormError } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { choosePharmacyScreenQuery } from './choose-pharmacy-screen-query';
import type {
  ChoosePharmacyScreenQuery as ChoosePharmacyScreenData,
  PharmacyChoiceFragment,
} from '../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../lib/gateway-client';
import { useDeferredForm } from '../../lib/deferred-form';
import { preloadWhenInteracted } from '../../lib/first-interaction';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useMessageText } from '../../lib/use-message-text';
import type { ChoosePharmacyContext, ChoosePharmacyFormValues } from './choose-pharmacy-schema';
import type { ChoiceMode } from './components/pharmacy-choice-details';
import { PharmacyMapArea } from './components/pharmacy-map-area';
import { pharmacyListId, PharmacyResults } from './components/pharmacy-results';
import { pharmacyAddressLines } from './pharmacy-address';
import { arrivedWithInvalidAccount } from './pharmacy-navigation-state';
import { routePaths, pharmacyPaths } from '../../lib/route-paths';
import { usePharmacySearch } from './use-pharmacy-search';

const ChoosePharmacyMutation = graphql(`
  mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {
    choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {
      pharmacy {
        id
      }
    }
  }
`);

/** Validation rules load after the page (see lazyYupResolver). */
const choosePharmacyResolver = lazyYupResolver<ChoosePharmacyFormValues>(() =>
  import('./choose-pharmacy-schema').then(({ choosePharmacySchema }) => choosePharmacySchema),
);

/**
 * The parts shown only after a search, a choice or an error, or for some patients (issue #20): the page loads
 * each at the user's first interaction, or as it opens when it shows it then (see PharmacyChooser).
 */
const notices = preloadableLazy(() =>
  import('./components/pharmacy-choice-notices').then(
    ({ PharmacyChoiceNotices }) => PharmacyChoiceNotices,
  ),
);
const details = preloadableLazy(() =>
  import('./components/pharmacy-choice-details').then(
    ({ PharmacyChoiceDetails }) => PharmacyChoiceDetails,
  ),
);

const searchFieldId = 'postcode-search';

/**
 * /choose-pharmacy, 'Select Pharmacy' (spec part 1 §2 'Choose pharmacy / change pharmacy', §4 'Pharmacy
 * change'): the last registration step, and where a patient without a pharmacy is sent. Next goes home.
 */
export function ChoosePharmacyScreen() {
  return <PharmacyChoiceScreen mode="registration" />;
}

/**
 * /my-details/my-pharmacy/change, 'My Pharmacy': the same page for a patient who has a pharmacy; the new one
 * must differ from it. Submit shows pharmacy:change.success on My pharmacy.
 */
export function ChangePharmacyScreen() {
  return <PharmacyChoiceScreen mode="change" />;
}

function PharmacyChoiceScreen({ mode }: { mode: ChoiceMode }) {
  const { t } = useTranslation('pharmacy');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(choosePharmacyScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={mode === 'registration' ? t('choose.title.registration') : t('choose.title.change')}
      loadingLabel={t('choose.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => <PharmacyChooser mode={mode} data={data} />}
    </QueryScreen>
  );
}

/**
 * The failure codes choosePharmacy sends (gateway/src/pharmacy/pharmacy.graphql); others read as changeFailed.
 */
function changeFailureKey(code: string) {
  return code === 'pharmacy.sameAsCurrent' ? code : 'pharmacy.changeFailed';
}

function PharmacyChooser({ mode, data }: { mode: ChoiceMode; data: ChoosePharmacyScreenData }) {
  const { t } = useTranslation('pharmacy');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidAccount = arrivedWithInvalidAccount(useLocation().state);
  const search = usePharmacySearch();
  const { me, config } = data;
  const current = mode === 'change' ? (me.pharmacy ?? undefined) : undefined;
  // spec part 1 §4: a change starts from the current pharmacy; 'Change Pharmacy' resets it to none.
  const [selected, setSelected] = useState<PharmacyChoiceFragment | undefined>(current);
  // What the user last did to the choice, announced politely (kept as data so the words follow the language).
  const [lastChoice, setLastChoice] = useState<{ pharmacy: PharmacyChoiceFragment | undefined }>();
  const [failure, setFailure] = useState<GatewayError>();
  const [forAllPatients, setForAllPatients] = useState(false);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const searchFieldRef = useRef<HTMLInputElement>(null);
  // The other patients' pharmacy can only be set when the account acts for more than one patient.
  const showAllPatients = me.linkedPatients.length > 1;
  // A part shown as the page opens is waited for (the page is revealed with it: nothing moves when it comes);
  // the others come at the first interaction, which comes before any choice or submit.
  if (invalidAccount) use(notices.preload());
  if (current || showAllPatients) use(details.preload());
  useEffect(() => preloadWhenInteracted(notices.preload, details.preload), []);

  // The chosen pharmacy's id, set as it is chosen: react-hook-form loads at the first interaction (issue #20).
  const { handleSubmit, setValue, errors, submitCount } = useDeferredForm<
    ChoosePharmacyFormValues,
    ChoosePharmacyContext
  >({
    resolver: choosePharmacyResolver,
    context: { currentPharmacyId: current?.id },
    defaultValues: { pharmacyId: current?.id ?? '' },
    ...validateOnSubmit,
  });

  const choose = useMutation({
    mutationFn: ({ pharmacyId }: ChoosePharmacyFormValues) =>
      gatewayRequest(ChoosePharmacyMutation, {
        pharmacyId,
        forAllPatients: showAllPatients && forAllPatients,
      }),
  });

  const finish = () => {
    // Everything shown for this patient may name the pharmacy: read it afresh where it is shown next.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    if (mode === 'registration') {
      void navigate(routePaths.home, { replace: true });
      return;
    }
    showAlert({ kind: 'success', message: t('change.success'), keepForNextPage: true });
    void navigate(pharmacyPaths.myPharmacy);
  };

  const onSubmit = useSubmitOnce({
    handleSubmit,
    send: async (values: ChoosePharmacyFormValues) => {
      try {
        await choose.mutateAsync(values);
        finish();
      } catch (error) {
        const refused =
          error instanceof GatewayError ? error : new GatewayError('common.unexpected');
        // Registering with the pharmacy the patient already has: the step is done all the same.
        if (mode === 'registration' && refused.code === 'pharmacy.sameAsCurrent') finish();
        else setFailure(refused);
      }
    },
    beforeAttempt: () => setFailure(undefined),
  });

  const select = (pharmacy: PharmacyChoiceFragment | undefined) => {
    setSelected(pharmacy);
    setValue('pharmacyId', pharmacy?.id ?? '');
    setLastChoice({ pharmacy });
  };

  // After pharmacy:choose.reset.*: once the page has re-rendered without the chosen
  // pharmacy (and the pressed button with it), focus goes where the choosing is done (spec part 1 §4).
  const [resetCount, setResetCount] = useState(0);
  useEffect(() => {
    if (resetCount > 0) (firstRadioRef.current ?? searchFieldRef.current)?.focus();
  }, [resetCount]);
  const resetChoice = () => {
    select(undefined);
    setResetCount((count) => count + 1);
  };

  // The list follows the search at a lower priority (useDeferredValue): rendered with the answer that brings
  // it, every result would render in one task, which blocked a phone for ~150 ms (issue #20). The status line
  // above says the count at once; the list is hidden while a new search runs.
  const answered = search.query.isSuccess ? search.pharmacies : undefined;
  const listed = useDeferredValue(answered);
  // What follows the list waits for the first one, while the search runs and while the list that came
  // renders: shown first, it would be pushed down when the list comes (a layout shift as the page loads, issue
  // #20). A later search is the user's own doing, and what they chose stays in view while it runs.
  const listPending = search.searching || (listed !== answered && (answered?.length ?? 0) > 0);
  const [firstListShown, setFirstListShown] = useState(false);
  // Set while rendering (React's way to keep state that follows others): no extra paint without it.
  if (!listPending && !firstListShown) setFirstListShown(true);
  const awaitingFirstList = listPending && !firstListShown;
  const searchFailureCode =
    search.query.error instanceof GatewayError ? search.query.error.code : undefined;
  const postcodeNotFound = searchFailureCode === 'pharmacy.postcodeNotFound';
  const serviceFailure =
    search.query.isError && !postcodeNotFound
      ? search.outcome.kind === 'postcode'
        ? tErrors('pharmacy.searchFailed')
        : tErrors('pharmacy.loadFailed')
      : undefined;
  const searchError = postcodeNotFound ? tErrors('pharmacy.postcodeNotFound') : undefined;
  const choiceError = messageText(errors.pharmacyId?.message);
  const summary: FormError[] = [
    ...(searchError ? [{ fieldId: searchFieldId, message: searchError }] : []),
    ...(choiceError
      ? [
          {
            fieldId: listed?.length ? pharmacyListId : searchFieldId,
            message: choiceError,
          },
        ]
      : []),
  ];
  const errorCount = summary.length + (failure ? 1 : 0) + (serviceFailure ? 1 : 0);
  const title = mode === 'registration' ? t('choose.title.registration') : t('choose.title.change');

  return (
    <Page title={title} errorCount={errorCount}>
      <Row>
        <Col width="two-thirds">
          {(invalidAccount || errorCount > 0) && (
            <Suspense fallback={null}>
              <notices.Component
                invalidAccount={invalidAccount}
                errors={summary}
                submitCount={submitCount}
                // spec part 1 §8: a 422 on change shows the server's message.
                failure={
                  failure && (failure.serverMessage ?? tErrors(changeFailureKey(failure.code)))
                }
                serviceFailure={serviceFailure}
              />
            </Suspense>
          )}
          {mode === 'registration' && (
            <p className="nhsuk-body-l">{t('choose.prompt', { name: me.patient.firstName })}</p>
          )}
          {search.geolocationUnsupported && (
            // NHS inset text by class (the component adds English hidden text).
            <div className="nhsuk-inset-text">
              <p>
                {t('choose.geolocationUnsupported')} {t('choose.searchInstead')}
              </p>
            </div>
          )}

          <form
            role="search"
            aria-label={t('choose.search.label')}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              search.submitSearch();
            }}
          >
            <TextInput
              id={searchFieldId}
              ref={searchFieldRef}
              name="postcode"
              label={t('choose.search.label')}
              labelProps={{ size: 's' }}
              hint={t('choose.search.hint')}
              error={searchError}
              errorProps={fieldErrorProps}
              autoComplete="postal-code"
              width={10}
              value={search.searchText}
              onChange={(event) => search.changeSearchText(event.currentTarget.value)}
            />
            <Button type="submit" secondary>
              {t('choose.search.button')}
            </Button>
          </form>

          <PharmacyMapArea
            apiKey={config.mapsApiKey}
            centre={search.centre}
            pharmacies={search.pharmacies}
            selectedId={selected?.id}
            onSelect={select}
          />
          <ResultsStatus search={search} />

          <form noValidate onSubmit={onSubmit}>
            {listed && listed.length > 0 && (
              <PharmacyResults
                pharmacies={listed}
                selectedId={selected?.id}
                onSelect={select}
                error={choiceError}
                firstRadioRef={firstRadioRef}
              />
            )}
            {(selected || showAllPatients) && !awaitingFirstList && (
              <Suspense fallback={null}>
                <details.Component
                  mode={mode}
                  selected={selected}
                  onReset={resetChoice}
                  showAllPatients={showAllPatients}
                  forAllPatients={forAllPatients}
                  onForAllPatientsChange={setForAllPatients}
                />
              </Suspense>
            )}
            {!awaitingFirstList && (
              <Button type="submit" aria-disabled={choose.isPending || undefined}>
                {choose.isPending
                  ? t('choose.submit.saving')
                  : mode === 'registration'
                    ? t('choose.submit.registration')
                    : t('choose.submit.change')}
              </Button>
            )}
            {/* The button's new words are not read out while it keeps focus: say them here. */}
            <div className="nhsuk-u-visually-hidden" aria-live="polite">
              {choose.isPending ? t('choose.submit.savingAnnouncement') : ''}
            </div>
          </form>
          <div className="nhsuk-u-visually-hidden" aria-live="polite">
            {lastChoice && <ChoiceAnnouncement pharmacy={lastChoice.pharmacy} />}
          </div>
        </Col>
      </Row>
    </Page>
  );
}

/** The chosen pharmacy's details, or that the choice was reset, for the polite live region. */
function ChoiceAnnouncement({ pharmacy }: { pharmacy: PharmacyChoiceFragment | undefined }) {
  const { t } = useTranslation('pharmacy');
  if (!pharmacy) return t('choose.selected.cleared');
  return t('choose.selected.announcement', {
    name: pharmacy.businessName,
    address: pharmacyAddressLines(pharmacy).join(', '),
    telephone: pharmacy.telephoneNumber ?? t('details.notGiven'),
  });
}

/**
 * What the list shows now, announced politely as it changes (a search or the postcode filter applied, spec
 * part 1 §5): finding, searching, or how many pharmacies there are.
 */
function ResultsStatus({ search }: { search: ReturnType<typeof usePharmacySearch> }) {
  const { t } = useTranslation('pharmacy');
  const { outcome, query, pharmacies } = search;
  const count = pharmacies.length;
  let text = '';
  if (search.searching) {
    text =
      outcome.kind === 'postcode'
        ? t('choose.list.searching', { postcode: outcome.postcode })
        : t('choose.list.locating');
  } else if (query.isSuccess) {
    if (outcome.kind === 'filter') {
      text =
        count === 0
          ? t('choose.list.noMatches', { text: outcome.text })
          : t('choose.list.matches', { count, text: outcome.text });
    } else if (outcome.kind === 'postcode') {
      text =
        count === 0
          ? t('choose.list.noneNearPostcode', { postcode: outcome.postcode })
          : t('choose.list.nearPostcode', { count, postcode: outcome.postcode });
    } else {
      text = count === 0 ? t('choose.list.noneNearby') : t('choose.list.nearby', { count });
    }
  }
  return (
    <p role="status" className="nhsuk-body">
      {text}
    </p>
  );
}
