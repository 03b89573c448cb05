import autocompleteExport from 'accessible-autocomplete/dist/lib/accessible-autocomplete.react.min.js';
import 'accessible-autocomplete/dist/accessible-autocomplete.min.css';
import { ErrorMessage, HintText, Label } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { graphql } from '../../../gql';
import type { MedicineSearchQuery } from '../../../gql/graphql';
import { gatewayRequest } from '../../../lib/gateway-client';
import './medicine-search.css';

const MedicineSearchQuery = graphql(`
  query MedicineSearch($searchString: String!) {
    medicineSearch(searchString: $searchString) {
      description
      types {
        type
        options
      }
    }
  }
`);

export type SearchedMedicine = MedicineSearchQuery['medicineSearch'][number];

/** The component itself, whichever way the bundler handed the UMD bundle over (see its declaration). */
const Autocomplete =
  'default' in autocompleteExport ? autocompleteExport.default : autocompleteExport;

/** spec part 2 §5, §9: 'Medicine search starts at 2 or more characters, debounced by 1 second.' */
export const MEDICINE_SEARCH_MIN_LENGTH = 2;
export const MEDICINE_SEARCH_DEBOUNCE_MS = 1000;

/** The names are data from the API: written into the list's markup as text, never as HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );
}

/**
 * Keeps the ids of the field's hint and error in the input's aria-describedby, beside the assistive hint the
 * widget puts there itself: accessible-autocomplete writes that attribute on every render and has no prop for
 * more ids, so whatever it writes gets ours added back.
 */
function useDescribedBy(inputId: string, describedBy: readonly string[]): void {
  const ids = describedBy.join(' ');
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input || !ids) return;
    const ours = ids.split(' ');
    const current = () => (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const ensure = () => {
      const missing = ours.filter((id) => !current().includes(id));
      if (missing.length > 0)
        input.setAttribute('aria-describedby', [...missing, ...current()].join(' '));
    };
    ensure();
    const observer = new MutationObserver(ensure);
    observer.observe(input, { attributes: true, attributeFilter: ['aria-describedby'] });
    return () => {
      observer.disconnect();
      // An error that has gone takes its id with it; the next render adds what still applies.
      const left = current().filter((id) => !ours.includes(id));
      if (left.length > 0) input.setAttribute('aria-describedby', left.join(' '));
      else input.removeAttribute('aria-describedby');
    };
  }, [inputId, ids]);
}

/**
 * The medicine name search (spec part 2 §2 'Medicine search widget'), GOV.UK's accessible-autocomplete: a
 * combobox whose results are announced in a live region, chosen with the arrow keys and Enter, closed with
 * Escape. It asks the gateway once the user has stopped typing for a second, from 2 characters; an answer to
 * an older query is dropped, and what the user typed stays as typed until they choose a result (no confirm on
 * blur). A failed search says so under the field (errors:reminders.medicineSearchFailed).
 */
export function MedicineSearch({
  id,
  error,
  onChoose,
}: {
  id: string;
  /** A validation message, already translated. */
  error?: string;
  /** The chosen medicine, or undefined when the user cleared the choice. */
  onChoose: (medicine: SearchedMedicine | undefined) => void;
}) {
  const { t } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const [failed, setFailed] = useState(false);
  // From a keystroke until its answer comes: the list says it is searching, not that nothing was found.
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestQuery = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const source = (query: string, populateResults: (results: SearchedMedicine[]) => void) => {
    latestQuery.current = query;
    clearTimeout(timer.current);
    setSearching(true);
    timer.current = setTimeout(() => {
      gatewayRequest(MedicineSearchQuery, { searchString: query }).then(
        ({ medicineSearch }) => {
          if (latestQuery.current !== query) return;
          setFailed(false);
          setSearching(false);
          populateResults(medicineSearch);
        },
        () => {
          if (latestQuery.current !== query) return;
          setFailed(true);
          setSearching(false);
          populateResults([]);
        },
      );
    }, MEDICINE_SEARCH_DEBOUNCE_MS);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownError = error ?? (failed ? tErrors('reminders.medicineSearchFailed') : undefined);
  useDescribedBy(id, shownError ? [hintId, errorId] : [hintId]);
  return (
    <div className={`nhsuk-form-group${shownError ? ' nhsuk-form-group--error' : ''}`}>
      <Label htmlFor={id} size="s">
        {t('search.label')}
      </Label>
      <HintText id={hintId}>{t('search.hint')}</HintText>
      <div role="status" aria-live="polite">
        {shownError && (
          <ErrorMessage id={errorId} {...fieldErrorProps}>
            {shownError}
          </ErrorMessage>
        )}
      </div>
      <Autocomplete<SearchedMedicine>
        id={id}
        name={id}
        source={source}
        minLength={MEDICINE_SEARCH_MIN_LENGTH}
        confirmOnBlur={false}
        showNoOptionsFound={!failed}
        displayMenu="inline"
        inputClasses={`nhsuk-input${shownError ? ' nhsuk-input--error' : ''}`}
        menuClasses="app-medicine-search__menu"
        menuAttributes={{ 'aria-label': t('search.label') }}
        onConfirm={(medicine) => {
          if (medicine) onChoose(medicine);
        }}
        templates={{
          inputValue: (medicine) => medicine?.description ?? '',
          suggestion: (medicine) =>
            escapeHtml(typeof medicine === 'string' ? medicine : medicine.description),
        }}
        tNoResults={() => t(searching ? 'search.status.searching' : 'search.status.noResults')}
        tStatusNoResults={() =>
          t(searching ? 'search.status.searching' : 'search.status.noResults')
        }
        tStatusQueryTooShort={(count) => t('search.status.tooShort', { count })}
        tStatusSelectedOption={(option, count, index) =>
          t('search.status.selected', { option, count, position: index + 1 })
        }
        tStatusResults={(count, selected) => t('search.status.results', { count, selected })}
        tAssistiveHint={() => t('search.assistiveHint')}
      />
    </div>
  );
}
