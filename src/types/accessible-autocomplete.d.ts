// GOV.UK's accessible-autocomplete ships no types: the props of its React build that the app uses
// (https://github.com/alphagov/accessible-autocomplete#api-documentation).
declare module 'accessible-autocomplete/dist/lib/accessible-autocomplete.react.min.js' {
  import type { ReactElement } from 'react';

  export interface AutocompleteProps<Option> {
    id: string;
    name?: string;
    source: (query: string, populateResults: (results: Option[]) => void) => void;
    minLength?: number;
    defaultValue?: string;
    autoselect?: boolean;
    confirmOnBlur?: boolean;
    showNoOptionsFound?: boolean;
    displayMenu?: 'inline' | 'overlay';
    required?: boolean;
    inputClasses?: string;
    menuClasses?: string;
    menuAttributes?: Record<string, string>;
    onConfirm?: (chosen: Option | undefined) => void;
    templates?: {
      inputValue?: (option: Option | undefined) => string;
      suggestion?: (option: Option | string) => string;
    };
    tNoResults?: () => string;
    tStatusQueryTooShort?: (minQueryLength: number) => string;
    tStatusNoResults?: () => string;
    tStatusSelectedOption?: (selected: string, length: number, index: number) => string;
    tStatusResults?: (length: number, contentSelectedOption: string) => string;
    tAssistiveHint?: () => string;
  }

  export type AutocompleteComponent = <Option>(props: AutocompleteProps<Option>) => ReactElement;

  /**
   * A UMD bundle: bundlers hand over either the component or its CommonJS exports ({ default: component }),
   * depending on how they read its dynamically set __esModule flag.
   */
  const autocompleteExport: AutocompleteComponent | { default: AutocompleteComponent };
  export default autocompleteExport;
}
