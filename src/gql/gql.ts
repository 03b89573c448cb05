/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Frame {\n    config {\n      productName\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": typeof types.FrameDocument,
    "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n      }\n    }\n  }\n": typeof types.FrameAccountDocument,
    "\n  mutation FrameSignOut {\n    signOut\n  }\n": typeof types.FrameSignOutDocument,
    "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      nhsLoginAuthorizeUrl\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n": typeof types.LoginScreenDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n": typeof types.SignInDocument,
    "\n  fragment PatientSwitcher on Me {\n    patient {\n      id\n      firstName\n      lastName\n      iM1Available\n    }\n    linkedPatients {\n      patientId\n      fullName\n      selected\n    }\n    features {\n      multiPatient\n      im1Enabled\n      im1Linked\n    }\n  }\n": typeof types.PatientSwitcherFragmentDoc,
    "\n  mutation SelectPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": typeof types.SelectPatientDocument,
    "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n      }\n    }\n    config {\n      productName\n    }\n  }\n": typeof types.HomeScreenDocument,
};
const documents: Documents = {
    "\n  query Frame {\n    config {\n      productName\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": types.FrameDocument,
    "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n      }\n    }\n  }\n": types.FrameAccountDocument,
    "\n  mutation FrameSignOut {\n    signOut\n  }\n": types.FrameSignOutDocument,
    "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      nhsLoginAuthorizeUrl\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n": types.LoginScreenDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n": types.SignInDocument,
    "\n  fragment PatientSwitcher on Me {\n    patient {\n      id\n      firstName\n      lastName\n      iM1Available\n    }\n    linkedPatients {\n      patientId\n      fullName\n      selected\n    }\n    features {\n      multiPatient\n      im1Enabled\n      im1Linked\n    }\n  }\n": types.PatientSwitcherFragmentDoc,
    "\n  mutation SelectPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": types.SelectPatientDocument,
    "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n      }\n    }\n    config {\n      productName\n    }\n  }\n": types.HomeScreenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Frame {\n    config {\n      productName\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n"): typeof import('./graphql').FrameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n      }\n    }\n  }\n"): typeof import('./graphql').FrameAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FrameSignOut {\n    signOut\n  }\n"): typeof import('./graphql').FrameSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      nhsLoginAuthorizeUrl\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n"): typeof import('./graphql').LoginScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientSwitcher on Me {\n    patient {\n      id\n      firstName\n      lastName\n      iM1Available\n    }\n    linkedPatients {\n      patientId\n      fullName\n      selected\n    }\n    features {\n      multiPatient\n      im1Enabled\n      im1Linked\n    }\n  }\n"): typeof import('./graphql').PatientSwitcherFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SelectPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n      }\n    }\n    config {\n      productName\n    }\n  }\n"): typeof import('./graphql').HomeScreenDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
