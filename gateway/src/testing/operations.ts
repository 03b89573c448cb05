/** The GraphQL operations the gateway tests send, written as the app would. */
export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      destination
      me {
        account {
          id
          email
        }
        patient {
          id
          firstName
        }
        features {
          hasPharmacy
        }
      }
    }
  }
`;

export const ME = /* GraphQL */ `
  query Me {
    me {
      account {
        id
        email
        accountStatus
      }
      patient {
        id
        firstName
        iM1Available
      }
      pharmacy {
        id
        businessName
      }
      linkedPatients {
        patientId
        fullName
        selected
      }
      integrationSettings {
        prescribingEnabled
      }
      features {
        hasPharmacy
        im1Linked
        prescribing
        canOrder
        multiPatient
      }
    }
  }
`;

export const SESSION = /* GraphQL */ `
  query Session {
    session {
      signedIn
      idleExpiresAt
      absoluteExpiresAt
    }
  }
`;

export const SIGN_OUT = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;

export const SELECT_PATIENT = /* GraphQL */ `
  mutation SelectPatient($patientId: ID!) {
    selectPatient(patientId: $patientId) {
      patient {
        id
      }
      linkedPatients {
        patientId
        selected
      }
    }
  }
`;

export const CONFIG = /* GraphQL */ `
  query Config {
    config {
      productName
      featureNHSLogin
      nhsLoginAuthorizeUrl
      links {
        terms
      }
      supportEmail
    }
  }
`;

/** Every field the schema has for a signed-in user: nothing in it may be a token. */
export const EVERYTHING_SIGNED_IN = /* GraphQL */ `
  query Everything {
    session {
      signedIn
      idleExpiresAt
      absoluteExpiresAt
    }
    me {
      account {
        id
        email
        accountStatus
        hasPatientIntegration
        allowBetaFeatures
        nhsLoginSub
      }
      patient {
        id
        firstName
        lastName
        dateOfBirth
        gpName
        iM1Available
        iM1ReminderClosed
        allowManualReordering
        integrationType
      }
      pharmacy {
        id
        businessName
        address1
        address2
        address3
        city
        postcode
        telephoneNumber
        latitude
        longitude
        visibleOnMap
        isServiceBookingEnabled
        ownershipType
        hasPromoteServiceCard
        promotedServices {
          serviceId
          serviceCardText
        }
      }
      linkedPatients {
        patientId
        fullName
        selected
      }
      integrationSettings {
        appointmentsEnabled
        practicePatientCommunicationEnabled
        medicalRecordEnabled
        prescribingEnabled
        allowFilteredAppointmentBooking
        appointmentReasonRequired
        prescribingCommentRequired
        showMessageSubjects
      }
      features {
        hasPharmacy
        im1Enabled
        im1Linked
        patientIntegration
        prescribing
        manualReordering
        canOrder
        appointments
        messages
        medicalRecord
        pharmacyServiceBooking
        myGp
        linkPrompt
        multiPatient
        allergyTesting
        covidVaccination
      }
    }
  }
`;
