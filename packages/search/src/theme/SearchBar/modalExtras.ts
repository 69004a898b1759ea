// What the modal needs besides DocSearch, loaded with it on first use: nothing
// here is needed before search opens.
export { readableHit } from './readableHit';
export { default as NoResultsSuggestions } from './NoResultsSuggestions';
export { default as ModalRepairs } from './ModalRepairs';
export { default as ResultsFooter } from './ResultsFooter';
export { settledSearches } from '../searchEvents';
