/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SignInDestination =
  | 'CHOOSE_PHARMACY'
  | 'HOME';

export type FrameQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameQuery = { config: { productName: string, links: { provider: string, appDownload: string, terms: string, privacy: string, cookiePolicy: string, contact: string, facebook: string, twitter: string, instagram: string } }, session: { signedIn: boolean, idleExpiresAt: string | null } };

export type FrameAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameAccountQuery = { me: { patient: { firstName: string }, features: { hasPharmacy: boolean, im1Enabled: boolean, im1Linked: boolean, patientIntegration: boolean } } };

export type FrameSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type FrameSignOutMutation = { signOut: boolean };

export type LoginScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginScreenQuery = { config: { featureNHSLogin: boolean, nhsLoginAuthorizeUrl: string | null, productName: string, links: { findOutMore: string } } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { destination: SignInDestination } };

export type PatientSwitcherFragment = { patient: { id: string, firstName: string, lastName: string, iM1Available: boolean }, linkedPatients: Array<{ patientId: string, fullName: string, selected: boolean }>, features: { multiPatient: boolean, im1Enabled: boolean, im1Linked: boolean } };

export type SelectPatientMutationVariables = Exact<{
  patientId: string | number;
}>;


export type SelectPatientMutation = { selectPatient: { patient: { id: string } } };

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { me: { features: { linkPrompt: boolean, multiPatient: boolean, im1Enabled: boolean, im1Linked: boolean }, patient: { id: string, firstName: string, lastName: string, iM1Available: boolean }, linkedPatients: Array<{ patientId: string, fullName: string, selected: boolean }> }, config: { productName: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PatientSwitcherFragmentDoc = new TypedDocumentString(`
    fragment PatientSwitcher on Me {
  patient {
    id
    firstName
    lastName
    iM1Available
  }
  linkedPatients {
    patientId
    fullName
    selected
  }
  features {
    multiPatient
    im1Enabled
    im1Linked
  }
}
    `, {"fragmentName":"PatientSwitcher"}) as unknown as TypedDocumentString<PatientSwitcherFragment, unknown>;
export const FrameDocument = new TypedDocumentString(`
    query Frame {
  config {
    productName
    links {
      provider
      appDownload
      terms
      privacy
      cookiePolicy
      contact
      facebook
      twitter
      instagram
    }
  }
  session {
    signedIn
    idleExpiresAt
  }
}
    `) as unknown as TypedDocumentString<FrameQuery, FrameQueryVariables>;
export const FrameAccountDocument = new TypedDocumentString(`
    query FrameAccount {
  me {
    patient {
      firstName
    }
    features {
      hasPharmacy
      im1Enabled
      im1Linked
      patientIntegration
    }
  }
}
    `) as unknown as TypedDocumentString<FrameAccountQuery, FrameAccountQueryVariables>;
export const FrameSignOutDocument = new TypedDocumentString(`
    mutation FrameSignOut {
  signOut
}
    `) as unknown as TypedDocumentString<FrameSignOutMutation, FrameSignOutMutationVariables>;
export const LoginScreenDocument = new TypedDocumentString(`
    query LoginScreen {
  config {
    featureNHSLogin
    nhsLoginAuthorizeUrl
    links {
      findOutMore
    }
    productName
  }
}
    `) as unknown as TypedDocumentString<LoginScreenQuery, LoginScreenQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    destination
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SelectPatientDocument = new TypedDocumentString(`
    mutation SelectPatient($patientId: ID!) {
  selectPatient(patientId: $patientId) {
    patient {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SelectPatientMutation, SelectPatientMutationVariables>;
export const HomeScreenDocument = new TypedDocumentString(`
    query HomeScreen {
  me {
    ...PatientSwitcher
    features {
      linkPrompt
    }
  }
  config {
    productName
  }
}
    fragment PatientSwitcher on Me {
  patient {
    id
    firstName
    lastName
    iM1Available
  }
  linkedPatients {
    patientId
    fullName
    selected
  }
  features {
    multiPatient
    im1Enabled
    im1Linked
  }
}`) as unknown as TypedDocumentString<HomeScreenQuery, HomeScreenQueryVariables>;