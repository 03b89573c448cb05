/**
 * react-hook-form's form without the hook, for useDeferredForm's lazy import: a namespace import of
 * react-hook-form itself would keep every export of the library in its chunk (+3.7 kB gzipped on the pages
 * that load it with their forms), where this one keeps only what the app's forms use.
 */
export { createFormControl } from 'react-hook-form';
