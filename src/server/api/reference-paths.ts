/** Where the API reference pages live (api/reference.ts); the CSP gives the first a nonce. */
export const REFERENCE_PATH = '/developers/api';
export const SCALAR_BUNDLE_PATH = `${REFERENCE_PATH}/scalar.js`;
export const CHANGELOG_PATH = `${REFERENCE_PATH}/changelog`;
