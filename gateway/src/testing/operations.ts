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

const ORDER_FIELDS = /* GraphQL */ `
  id
  orderedAt
  status
  orderType
  deliveryMethod
  cancellable
  prescriptionRequestGuid
  steps {
    key
    completed
  }
  items {
    orderItemId
    description
    option
    type
    itemOrderType
    rejected
    status
    medicationCourseGuid
  }
`;

export const ORDERS = /* GraphQL */ `
  query CurrentOrders {
    orders {
      live {
        ${ORDER_FIELDS}
      }
      previous {
        ${ORDER_FIELDS}
      }
      readyToCollectCount
    }
  }
`;

/** What the frame asks for its 'my meds' badge. */
export const READY_TO_COLLECT_COUNT = /* GraphQL */ `
  query Frame {
    orders {
      readyToCollectCount
    }
  }
`;

export const PRESCRIPTIONS = /* GraphQL */ `
  query NewOrder {
    prescriptions {
      medicationCourseGuid
      name
      dosage
      mostRecentIssueDate
      prescriptionType
    }
  }
`;

export const TODAYS_SCHEDULE = /* GraphQL */ `
  query Schedule {
    todaysSchedule {
      daily {
        id
        reminderTime
        description
      }
      reorder {
        id
        description
        reminderAt
        daysToGo
        dueForReorder
      }
    }
  }
`;

/** The home screen's one query: me, orders, prescriptions and the schedule together. */
export const HOME_SCREEN = /* GraphQL */ `
  query HomeScreen {
    me {
      patient {
        id
        firstName
      }
      features {
        linkPrompt
        prescribing
      }
    }
    orders {
      live {
        id
        status
      }
      readyToCollectCount
    }
    prescriptions {
      medicationCourseGuid
      name
    }
    todaysSchedule {
      daily {
        id
      }
      reorder {
        id
        daysToGo
        dueForReorder
      }
    }
  }
`;

export const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      orderIds
    }
  }
`;

export const CANCEL_ORDER = /* GraphQL */ `
  mutation CancelOrder($orderId: ID!, $reason: String!) {
    cancelOrder(orderId: $orderId, reason: $reason) {
      live {
        id
        status
        cancellable
      }
      previous {
        id
        status
      }
      readyToCollectCount
    }
  }
`;

export const SEND_ORDER_FEEDBACK = /* GraphQL */ `
  mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {
    sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)
  }
`;

export const DISMISS_LINK_PROMPT = /* GraphQL */ `
  mutation DismissLinkPrompt {
    dismissLinkPrompt {
      patient {
        iM1ReminderClosed
      }
      features {
        linkPrompt
      }
    }
  }
`;

export const MESSAGE_RECIPIENTS = /* GraphQL */ `
  query MessageRecipients {
    messageRecipients {
      recipientGuid
    }
  }
`;
export const SEND_MESSAGE = /* GraphQL */ `
  mutation SendMessage($input: SendMessageInput!, $idempotencyKey: String) {
    sendMessage(input: $input, idempotencyKey: $idempotencyKey)
  }
`;
export const APPOINTMENT_SESSIONS = /* GraphQL */ `
  query AppointmentSessions($filter: AppointmentSessionFilter!) {
    appointmentSessions(filter: $filter) {
      sessionId
      slots {
        slotId
        startTime
        endTime
      }
    }
  }
`;
export const BOOK_APPOINTMENT = /* GraphQL */ `
  mutation BookAppointment($input: BookAppointmentInput!, $idempotencyKey: String) {
    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)
  }
`;
export const CANCEL_APPOINTMENT = /* GraphQL */ `
  mutation CancelAppointment($slotId: ID!, $reason: String!) {
    cancelAppointment(slotId: $slotId, reason: $reason)
  }
`;

export const REQUEST_PASSWORD_RESET = /* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`;

export const COMPLETE_PASSWORD_RESET = /* GraphQL */ `
  mutation CompletePasswordReset($token: String!, $newPassword: String!) {
    completePasswordReset(token: $token, newPassword: $newPassword)
  }
`;
