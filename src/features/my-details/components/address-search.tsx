import { ErrorMessage, Fieldset, HintText, Label, Radios } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_LENGTH,
} from '../../../../api/src/contract';
import { AddressLines } from '../../../components/address-lines';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { graphql } from '../../../gql';
import { gatewayRequest } from '../../../lib/gateway-client';
import type { ChosenAddress } from '../my-profile-schema';

const AddressSearchQuery = graphql(`
  query AddressSearch($search: String!) {
    addressSearch(search: $search) {
      address1
      address2
      address3
      city
      postcode
    }
  }
`);

type SearchState =
  | { status: 'idle' }
  | { status: 'tooShort' }
  | { status: 'searching' }
  | { status: 'found'; addresses: ChosenAddress[] }
  | { status: 'failed' };

/** An address on one line, as a result and as the announcement of a choice. */
export function addressOnOneLine(address: ChosenAddress): string {
  return [address.address1, address.address2, address.address3, address.city, address.postcode]
    .filter((line): line is string => Boolean(line))
    .join(', ');
}

/**
 * My profile's address (spec part 2 'My profile', §5, §9): the chosen address, read only, and a search by
 * postcode or the first line. The search runs once the user has stopped typing for a second, from more than
 * 3 characters; an answer to older text is dropped. Its results are NHS radios, and how many were found (or
 * that none were, or that the search failed: errors:profile.addressSearchFailed) is said in a live region,
 * so a screen reader user hears it without leaving the field. Choosing a result makes it the address.
 */
export function AddressSearch({
  id,
  chosen,
  error,
  onChoose,
}: {
  /** The search field's id (the error summary links here); the results are `<id>-result-<n>`. */
  id: string;
  chosen: ChosenAddress | null;
  /** A validation message, already translated. */
  error?: string | undefined;
  onChoose: (address: ChosenAddress) => void;
}) {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  // Set by a choice, so the live region confirms it; cleared by typing again.
  const [justChosen, setJustChosen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestText = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const onType = (typed: string) => {
    const text = typed.trim();
    latestText.current = text;
    setJustChosen(false);
    clearTimeout(timer.current);
    if (text.length < ADDRESS_SEARCH_MIN_LENGTH) {
      setSearch(text === '' ? { status: 'idle' } : { status: 'tooShort' });
      return;
    }
    timer.current = setTimeout(() => {
      setSearch({ status: 'searching' });
      gatewayRequest(AddressSearchQuery, { search: text }).then(
        ({ addressSearch }) => {
          if (latestText.current === text) setSearch({ status: 'found', addresses: addressSearch });
        },
        () => {
          if (latestText.current === text) setSearch({ status: 'failed' });
        },
      );
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const failed = search.status === 'failed';
  const shownError = error ?? (failed ? tErrors('profile.addressSearchFailed') : undefined);
  const announcement = (() => {
    if (justChosen && chosen) return t('address.chosen', { address: addressOnOneLine(chosen) });
    switch (search.status) {
      case 'tooShort':
        return t('address.tooShort');
      case 'searching':
        return t('address.searching');
      case 'found':
        return search.addresses.length === 0
          ? t('address.noResults')
          : t('address.results', { count: search.addresses.length });
      default:
        return '';
    }
  })();

  return (
    <Fieldset>
      <Fieldset.Legend size="s">{t('address.legend')}</Fieldset.Legend>
      <p className="nhsuk-u-font-weight-bold nhsuk-u-margin-bottom-1">{t('address.current')}</p>
      <p>
        {chosen ? (
          <AddressLines
            lines={[
              chosen.address1,
              chosen.address2,
              chosen.address3,
              chosen.city,
              chosen.postcode,
            ]}
          />
        ) : (
          t('address.none')
        )}
      </p>
      <div className={`nhsuk-form-group${shownError ? ' nhsuk-form-group--error' : ''}`}>
        <Label htmlFor={id} size="s">
          {t('address.searchLabel')}
        </Label>
        <HintText id={hintId}>{t('address.searchHint')}</HintText>
        {shownError && (
          <ErrorMessage id={errorId} {...fieldErrorProps}>
            {shownError}
          </ErrorMessage>
        )}
        <input
          id={id}
          name={id}
          type="text"
          className={`nhsuk-input nhsuk-input--width-20${shownError ? ' nhsuk-input--error' : ''}`}
          autoComplete="postal-code"
          spellCheck={false}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      <p className="nhsuk-body-s" role="status" aria-live="polite">
        {announcement}
      </p>
      {search.status === 'found' && search.addresses.length > 0 && (
        <Radios id={`${id}-results`} legend={t('address.chooseLegend')} legendProps={{ size: 's' }}>
          {search.addresses.map((address, index) => (
            <Radios.Item
              key={addressOnOneLine(address)}
              id={`${id}-result-${index}`}
              name={`${id}-result`}
              value={String(index)}
              checked={chosen !== null && addressOnOneLine(chosen) === addressOnOneLine(address)}
              onChange={() => {
                setJustChosen(true);
                onChoose(address);
              }}
            >
              {addressOnOneLine(address)}
            </Radios.Item>
          ))}
        </Radios>
      )}
    </Fieldset>
  );
}
