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
    "\n  query Frame {\n    config {\n      productName\n      analyticsScriptUrl\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": typeof types.FrameDocument,
    "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n        canOrder\n        myGp\n        appointments\n        messages\n        medicalRecord\n        pharmacyServices\n        pharmacyServiceBooking\n      }\n    }\n  }\n": typeof types.FrameAccountDocument,
    "\n  query FrameBadges {\n    orders {\n      readyToCollectCount\n    }\n    unreadMessageCount\n  }\n": typeof types.FrameBadgesDocument,
    "\n  mutation FrameSignOut {\n    signOut\n  }\n": typeof types.FrameSignOutDocument,
    "\n  mutation FrameExtendSession {\n    extendSession {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": typeof types.FrameExtendSessionDocument,
    "\n  query AppointmentsScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n": typeof types.AppointmentsScreenDocument,
    "\n  query BookCheckScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n    me {\n      integrationSettings {\n        appointmentReasonRequired\n      }\n    }\n  }\n": typeof types.BookCheckScreenDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!, $idempotencyKey: String) {\n    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.BookAppointmentDocument,
    "\n  query BookClinicianScreen {\n    appointmentClinicians {\n      clinicianId\n      displayName\n      jobRole\n      sex\n    }\n  }\n": typeof types.BookClinicianScreenDocument,
    "\n  query BookDateScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      sessionId\n      sessionDate\n    }\n  }\n": typeof types.BookDateScreenDocument,
    "\n  query BookPractitionerScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n": typeof types.BookPractitionerScreenDocument,
    "\n  query BookServiceScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n": typeof types.BookServiceScreenDocument,
    "\n  query BookTimeScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n  }\n": typeof types.BookTimeScreenDocument,
    "\n  fragment BookableSession on AppointmentSession {\n    sessionId\n    clinician {\n      displayName\n    }\n    slots {\n      slotId\n      startTime\n      endTime\n    }\n  }\n": typeof types.BookableSessionFragmentDoc,
    "\n  query CancelAppointmentScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n": typeof types.CancelAppointmentScreenDocument,
    "\n  mutation CancelAppointment($slotId: ID!, $reason: String!) {\n    cancelAppointment(slotId: $slotId, reason: $reason)\n  }\n": typeof types.CancelAppointmentDocument,
    "\n  fragment BookedAppointment on Appointment {\n    slotId\n    startTime\n    endTime\n    slotType\n    canBeCancelled\n    clinician {\n      displayName\n    }\n  }\n": typeof types.BookedAppointmentFragmentDoc,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n": typeof types.LoginScreenDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompletePasswordReset($token: String!, $newPassword: String!) {\n    completePasswordReset(token: $token, newPassword: $newPassword)\n  }\n": typeof types.CompletePasswordResetDocument,
    "\n  query VerifyNewEmailScreen {\n    config {\n      featureEmailChange\n    }\n    session {\n      signedIn\n    }\n  }\n": typeof types.VerifyNewEmailScreenDocument,
    "\n  mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {\n    verifyEmailChange(token: $token, credentials: $credentials)\n  }\n": typeof types.VerifyEmailChangeDocument,
    "\n  query HelpContact {\n    config {\n      supportEmail\n    }\n  }\n": typeof types.HelpContactDocument,
    "\n  fragment FaqQuestion on FaqQuestion {\n    id\n    title\n    content {\n      type\n      value\n    }\n  }\n": typeof types.FaqQuestionFragmentDoc,
    "\n  query HelpScreen {\n    faqs {\n      id\n      name\n      questions {\n        ...FaqQuestion\n      }\n    }\n  }\n": typeof types.HelpScreenDocument,
    "\n  mutation DismissLinkPrompt {\n    dismissLinkPrompt {\n      features {\n        linkPrompt\n      }\n    }\n  }\n": typeof types.DismissLinkPromptDocument,
    "\n  fragment LiveOrdersCard on Orders {\n    live {\n      id\n      orderedAt\n      status\n    }\n  }\n": typeof types.LiveOrdersCardFragmentDoc,
    "\n  fragment PatientSwitcher on Me {\n    patient {\n      id\n      firstName\n      lastName\n      iM1Available\n    }\n    linkedPatients {\n      patientId\n      fullName\n      selected\n    }\n    features {\n      multiPatient\n      im1Enabled\n      im1Linked\n    }\n  }\n": typeof types.PatientSwitcherFragmentDoc,
    "\n  mutation SelectPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": typeof types.SelectPatientDocument,
    "\n  fragment PrescriptionsCard on PrescriptionCourse {\n    medicationCourseGuid\n  }\n": typeof types.PrescriptionsCardFragmentDoc,
    "\n  fragment PromotedServices on Pharmacy {\n    businessName\n    hasPromoteServiceCard\n    promotedServices {\n      serviceId\n      serviceCardText\n    }\n  }\n": typeof types.PromotedServicesFragmentDoc,
    "\n  fragment ScheduleCard on TodaysSchedule {\n    daily {\n      id\n      reminderTime\n      description\n    }\n    reorder {\n      id\n      description\n      daysToGo\n      dueForReorder\n    }\n  }\n": typeof types.ScheduleCardFragmentDoc,
    "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n        manualReordering\n        prescribing\n        canOrder\n        allergyTesting\n        covidVaccination\n        pharmacyServices\n        reminders\n        messages\n      }\n      pharmacy {\n        id\n        ...PromotedServices\n      }\n    }\n    orders {\n      ...LiveOrdersCard\n    }\n    prescriptions {\n      ...PrescriptionsCard\n    }\n    todaysSchedule {\n      ...ScheduleCard\n    }\n    config {\n      productName\n      links {\n        allergyTesting\n        appDownload\n      }\n    }\n  }\n": typeof types.HomeScreenDocument,
    "\n  query ChangeGpScreen {\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n      }\n    }\n  }\n": typeof types.ChangeGpScreenDocument,
    "\n  query ConnectIm1FormScreen {\n    me {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": typeof types.ConnectIm1FormScreenDocument,
    "\n  query ConnectIm1InformationScreen {\n    config {\n      featureNHSLogin\n    }\n  }\n": typeof types.ConnectIm1InformationScreenDocument,
    "\n  mutation LinkWithLetter($letter: LinkageLetterInput!, $secondary: Boolean!) {\n    linkWithLetter(letter: $letter, secondary: $secondary) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": typeof types.LinkWithLetterDocument,
    "\n  mutation ChangeGp($letter: LinkageLetterInput!) {\n    changeGp(letter: $letter) {\n      patient {\n        id\n        gpName\n      }\n    }\n  }\n": typeof types.ChangeGpDocument,
    "\n  query MultiPatientInfoScreen {\n    me {\n      linkedPatients {\n        patientId\n        selected\n      }\n    }\n  }\n": typeof types.MultiPatientInfoScreenDocument,
    "\n  query RegisterForOnlineServicesScreen {\n    config {\n      featureNHSLogin\n    }\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        iM1Available\n      }\n    }\n  }\n": typeof types.RegisterForOnlineServicesScreenDocument,
    "\n  mutation LinkWithNhsLogin($code: String!, $state: String!) {\n    linkWithNhsLogin(code: $code, state: $state) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": typeof types.LinkWithNhsLoginDocument,
    "\n  query MedicalRecordSection($type: MedicalRecordType!) {\n    medicalRecordSection(type: $type) {\n      type\n      entries {\n        ...RecordEntry\n      }\n    }\n  }\n": typeof types.MedicalRecordSectionDocument,
    "\n  query MedicalRecordScreen {\n    medicalRecord {\n      sections {\n        type\n        count\n        failureCode\n      }\n      firstSection {\n        type\n        entries {\n          ...RecordEntry\n        }\n      }\n    }\n  }\n": typeof types.MedicalRecordScreenDocument,
    "\n  fragment RecordValueParts on RecordValue {\n    numericValue\n    text\n    units\n    rangeLow\n    rangeHigh\n    rangeStatus\n  }\n\n  fragment RecordEntry on MedicalRecordEntry {\n    id\n    description\n    date\n    problemStatus\n    observation {\n      description\n      value {\n        ...RecordValueParts\n      }\n    }\n    sections {\n      header\n      observations {\n        description\n        value {\n          ...RecordValueParts\n        }\n      }\n    }\n    result {\n      ...RecordValueParts\n    }\n  }\n": typeof types.RecordValuePartsFragmentDoc,
    "\n  query NewMessageScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageRecipients {\n      recipientGuid\n      name\n    }\n  }\n": typeof types.NewMessageScreenDocument,
    "\n  query ReplyMessageScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      recipientGuid\n      recipientName\n      subject\n    }\n  }\n": typeof types.ReplyMessageScreenDocument,
    "\n  mutation SendMessage($input: SendMessageInput!, $idempotencyKey: String) {\n    sendMessage(input: $input, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.SendMessageDocument,
    "\n  query MessageThreadScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      subject\n      unread\n      messages {\n        fromPatient\n        senderName\n        recipientName\n        sentAt\n        body\n      }\n    }\n  }\n": typeof types.MessageThreadScreenDocument,
    "\n  mutation MarkMessageRead($id: ID!) {\n    markMessageRead(id: $id) {\n      id\n      unread\n    }\n  }\n": typeof types.MarkMessageReadDocument,
    "\n  query MessagesScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThreads {\n      ...MessageThreadItem\n    }\n  }\n": typeof types.MessagesScreenDocument,
    "\n  fragment MessageThreadItem on MessageThread {\n    id\n    recipientName\n    subject\n    lastActivityAt\n    unread\n  }\n": typeof types.MessageThreadItemFragmentDoc,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageThreadItem\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  query AddressSearch($search: String!) {\n    addressSearch(search: $search) {\n      address1\n      address2\n      address3\n      city\n      postcode\n    }\n  }\n": typeof types.AddressSearchDocument,
    "\n  mutation DeleteLinkedPatient($patientId: ID!) {\n    deletePatient(patientId: $patientId) {\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n": typeof types.DeleteLinkedPatientDocument,
    "\n  mutation UpdateProfile($details: ProfileInput!) {\n    updateProfile(details: $details) {\n      firstName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ProfileEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail)\n  }\n": typeof types.ProfileEmailChangeDocument,
    "\n  query DeregisterScreen {\n    me {\n      patient {\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.DeregisterScreenDocument,
    "\n  mutation Deregister {\n    deregister {\n      features {\n        im1Linked\n      }\n    }\n  }\n": typeof types.DeregisterDocument,
    "\n  query MyDetailsScreen {\n    me {\n      features {\n        myGp\n        im1Linked\n      }\n    }\n  }\n": typeof types.MyDetailsScreenDocument,
    "\n  query MyGpScreen {\n    myGp {\n      gpName\n      address1\n      address2\n      address3\n      address4\n      postcode\n      telephone\n      doctorName\n    }\n  }\n": typeof types.MyGpScreenDocument,
    "\n  query MyLinkedPatientsScreen {\n    myLinkedPatients {\n      patientId\n      fullName\n      selected\n      deletable\n    }\n  }\n": typeof types.MyLinkedPatientsScreenDocument,
    "\n  mutation SwitchLinkedPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": typeof types.SwitchLinkedPatientDocument,
    "\n  query MyProfileScreen {\n    myProfile {\n      email\n      firstName\n      lastName\n      primaryContactNumber\n      secondaryContactNumber\n      dateOfBirth\n      address {\n        address1\n        address2\n        address3\n        city\n        postcode\n      }\n    }\n    me {\n      features {\n        profileEditing\n        emailChange\n        passwordReset\n      }\n    }\n  }\n": typeof types.MyProfileScreenDocument,
    "\n  query NotificationsScreen {\n    notificationPreferences {\n      ...NotificationSettings\n    }\n  }\n": typeof types.NotificationsScreenDocument,
    "\n  fragment NotificationSettings on NotificationPreferences {\n    appAvailable\n    items {\n      type\n      email\n      app\n    }\n  }\n": typeof types.NotificationSettingsFragmentDoc,
    "\n  mutation UpdateNotificationPreference(\n    $type: NotificationType!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    updateNotificationPreference(type: $type, channel: $channel, enabled: $enabled) {\n      ...NotificationSettings\n    }\n  }\n": typeof types.UpdateNotificationPreferenceDocument,
    "\n  query MyServicesScreen {\n    me {\n      features {\n        pharmacyServices\n        appointments\n        messages\n        covidVaccination\n        medicalRecord\n        promotedServices\n        connectGp\n      }\n      pharmacy {\n        businessName\n        promotedServices {\n          serviceId\n          serviceCardText\n        }\n      }\n    }\n  }\n": typeof types.MyServicesScreenDocument,
    "\n  fragment OrderCard on Order {\n    id\n    orderedAt\n    status\n    deliveryMethod\n    items {\n      orderItemId\n      description\n      option\n      rejected\n      status\n    }\n    ...OrderStatusTracker\n  }\n": typeof types.OrderCardFragmentDoc,
    "\n  fragment OrderStatusTracker on Order {\n    steps {\n      key\n      completed\n    }\n  }\n": typeof types.OrderStatusTrackerFragmentDoc,
    "\n  query CurrentOrdersScreen {\n    orders {\n      ...CurrentOrders\n    }\n  }\n": typeof types.CurrentOrdersScreenDocument,
    "\n  fragment CurrentOrders on Orders {\n    live {\n      id\n      cancellable\n      ...OrderCard\n    }\n  }\n": typeof types.CurrentOrdersFragmentDoc,
    "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      ...CurrentOrders\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query MyMedsScreen {\n    orders {\n      live {\n        id\n      }\n      previous {\n        id\n      }\n      readyToCollectCount\n    }\n    me {\n      features {\n        reminders\n      }\n    }\n  }\n": typeof types.MyMedsScreenDocument,
    "\n  mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {\n    sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)\n  }\n": typeof types.SendOrderFeedbackDocument,
    "\n  query NewOrderScreen {\n    me {\n      patient {\n        id\n      }\n      features {\n        prescribing\n        manualReordering\n      }\n      integrationSettings {\n        prescribingCommentRequired\n      }\n      pharmacy {\n        businessName\n      }\n    }\n    prescriptions {\n      medicationCourseGuid\n      name\n      dosage\n      mostRecentIssueDate\n      prescriptionType\n    }\n  }\n": typeof types.NewOrderScreenDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      orderIds\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query PreviousOrdersScreen {\n    orders {\n      previous {\n        id\n        orderedAt\n        items {\n          orderItemId\n          description\n          option\n          type\n          itemOrderType\n          rejected\n          status\n          medicationCourseGuid\n        }\n      }\n    }\n  }\n": typeof types.PreviousOrdersScreenDocument,
    "\n  query BookPharmacyServiceDateScreen(\n    $serviceId: ID!\n    $subType: String\n    $year: Int!\n    $month: Int!\n    $withCalendar: Boolean!\n  ) {\n    pharmacyServices {\n      id\n      name\n      bookable\n      firstBookableDate\n      endDate\n      externalLink\n      externalLinkText\n      externalDescription\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    pharmacyServiceAvailability(\n      serviceId: $serviceId\n      subType: $subType\n      year: $year\n      month: $month\n    ) @include(if: $withCalendar) {\n      availableDates\n      slots {\n        start\n        end\n        date\n        available\n      }\n    }\n  }\n": typeof types.BookPharmacyServiceDateScreenDocument,
    "\n  mutation BookPharmacyService($input: BookPharmacyServiceInput!, $idempotencyKey: String) {\n    bookPharmacyService(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      serviceName\n      subType\n      start\n    }\n  }\n": typeof types.BookPharmacyServiceDocument,
    "\n  query BookPharmacyServiceScreen {\n    pharmacyServices {\n      id\n      name\n      bookable\n      pricingInformation\n      firstBookableDate\n      externalLink\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    me {\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n": typeof types.BookPharmacyServiceScreenDocument,
    "\n  query PharmacyServicesScreen {\n    me {\n      pharmacy {\n        businessName\n        latitude\n        longitude\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n    pharmacyServiceBookings {\n      ...BookedService\n    }\n  }\n": typeof types.PharmacyServicesScreenDocument,
    "\n  fragment BookedService on ServiceBooking {\n    id\n    serviceName\n    subType\n    start\n    end\n    consultationType\n    locationInformation\n    videoLink\n    videoPassword\n    canBeCancelled\n  }\n": typeof types.BookedServiceFragmentDoc,
    "\n  mutation CancelPharmacyServiceBooking($bookingId: ID!) {\n    cancelPharmacyServiceBooking(bookingId: $bookingId) {\n      ...BookedService\n    }\n  }\n": typeof types.CancelPharmacyServiceBookingDocument,
    "\n  query ChoosePharmacyScreen {\n    config {\n      mapsApiKey\n    }\n    me {\n      patient {\n        firstName\n      }\n      pharmacy {\n        ...PharmacyChoice\n      }\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n": typeof types.ChoosePharmacyScreenDocument,
    "\n  mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {\n    choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {\n      pharmacy {\n        id\n      }\n    }\n  }\n": typeof types.ChoosePharmacyDocument,
    "\n  fragment PharmacyChoice on Pharmacy {\n    id\n    businessName\n    address1\n    address2\n    address3\n    city\n    postcode\n    telephoneNumber\n    latitude\n    longitude\n    visibleOnMap\n    distanceKm\n  }\n": typeof types.PharmacyChoiceFragmentDoc,
    "\n  query MyPharmacyScreen {\n    me {\n      pharmacy {\n        id\n        businessName\n        address1\n        address2\n        address3\n        city\n        postcode\n        telephoneNumber\n        openingTimes {\n          day\n          periods {\n            from\n            to\n          }\n        }\n        servicesOffered\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n": typeof types.MyPharmacyScreenDocument,
    "\n  query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {\n    pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {\n      latitude\n      longitude\n      pharmacies {\n        ...PharmacyChoice\n      }\n    }\n  }\n": typeof types.PharmaciesNearDocument,
    "\n  query LinkageDetailsScreen {\n    registration {\n      email\n    }\n  }\n": typeof types.LinkageDetailsScreenDocument,
    "\n  mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {\n    completeRegistrationWithLinkage(input: $input) {\n      destination\n    }\n  }\n": typeof types.CompleteRegistrationWithLinkageDocument,
    "\n  query RegisterDetailsScreen {\n    registration {\n      email\n    }\n  }\n": typeof types.RegisterDetailsScreenDocument,
    "\n  mutation CompleteRegistration($input: RegistrationDetailsInput!) {\n    completeRegistration(input: $input) {\n      destination\n    }\n  }\n": typeof types.CompleteRegistrationDocument,
    "\n  mutation VerifyRegistrationEmail($token: String!) {\n    verifyRegistrationEmail(token: $token) {\n      email\n    }\n  }\n": typeof types.VerifyRegistrationEmailDocument,
    "\n  mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {\n    startRegistration(email: $email, marketingOptin: $marketingOptin)\n  }\n": typeof types.StartRegistrationDocument,
    "\n  query WaysToRegisterScreen {\n    config {\n      productName\n      featureNHSLogin\n      links {\n        terms\n        privacy\n      }\n    }\n  }\n": typeof types.WaysToRegisterScreenDocument,
    "\n  query MedicineSearch($searchString: String!) {\n    medicineSearch(searchString: $searchString) {\n      description\n      types {\n        type\n        options\n      }\n    }\n  }\n": typeof types.MedicineSearchDocument,
    "\n  query DailyReminderScreen($id: ID!, $editing: Boolean!) {\n    me {\n      features {\n        manualDailyReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n    }\n    dailyReminder(id: $id) @include(if: $editing) {\n      id\n      reminderTime\n      description\n      orderId\n      orderItemId\n    }\n  }\n": typeof types.DailyReminderScreenDocument,
    "\n  mutation CreateDailyReminder($input: DailyReminderInput!, $idempotencyKey: String) {\n    createDailyReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n": typeof types.CreateDailyReminderDocument,
    "\n  mutation UpdateDailyReminder($id: ID!, $input: DailyReminderInput!) {\n    updateDailyReminder(id: $id, input: $input) {\n      id\n      description\n    }\n  }\n": typeof types.UpdateDailyReminderDocument,
    "\n  query RemindersScreen {\n    me {\n      features {\n        reminders\n        reorderReminders\n        manualReorderReminders\n        dailyReminders\n        manualDailyReminders\n      }\n    }\n    reminders {\n      ...RemindersLists\n    }\n  }\n": typeof types.RemindersScreenDocument,
    "\n  fragment RemindersLists on Reminders {\n    reorder {\n      id\n      description\n      localDate\n      localTime\n      daysToGo\n      dueForReorder\n      autoGenerated\n      active\n    }\n    daily {\n      id\n      reminderTime\n      description\n    }\n  }\n": typeof types.RemindersListsFragmentDoc,
    "\n  mutation RemoveReorderReminder($id: ID!) {\n    removeReorderReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n": typeof types.RemoveReorderReminderDocument,
    "\n  mutation RemoveDailyReminder($id: ID!) {\n    removeDailyReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n": typeof types.RemoveDailyReminderDocument,
    "\n  query NewReorderReminderScreen {\n    me {\n      features {\n        manualReorderReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n      orderedAt\n    }\n  }\n": typeof types.NewReorderReminderScreenDocument,
    "\n  query EditReorderReminderScreen($id: ID!) {\n    me {\n      features {\n        reorderReminders\n      }\n    }\n    reorderReminder(id: $id) {\n      id\n      description\n      localDate\n      localTime\n    }\n  }\n": typeof types.EditReorderReminderScreenDocument,
    "\n  mutation CreateReorderReminder($input: CreateReorderReminderInput!, $idempotencyKey: String) {\n    createReorderReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n": typeof types.CreateReorderReminderDocument,
    "\n  mutation UpdateReorderReminder($id: ID!, $when: ReminderDateTimeInput!) {\n    updateReorderReminder(id: $id, when: $when) {\n      id\n      description\n    }\n  }\n": typeof types.UpdateReorderReminderDocument,
    "\n  mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {\n    startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)\n  }\n": typeof types.StartNhsLoginDocument,
    "\n  mutation CompleteNhsLogin($code: String!, $state: String!) {\n    completeNhsLogin(code: $code, state: $state) {\n      destination\n    }\n  }\n": typeof types.CompleteNhsLoginDocument,
};
const documents: Documents = {
    "\n  query Frame {\n    config {\n      productName\n      analyticsScriptUrl\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": types.FrameDocument,
    "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n        canOrder\n        myGp\n        appointments\n        messages\n        medicalRecord\n        pharmacyServices\n        pharmacyServiceBooking\n      }\n    }\n  }\n": types.FrameAccountDocument,
    "\n  query FrameBadges {\n    orders {\n      readyToCollectCount\n    }\n    unreadMessageCount\n  }\n": types.FrameBadgesDocument,
    "\n  mutation FrameSignOut {\n    signOut\n  }\n": types.FrameSignOutDocument,
    "\n  mutation FrameExtendSession {\n    extendSession {\n      signedIn\n      idleExpiresAt\n    }\n  }\n": types.FrameExtendSessionDocument,
    "\n  query AppointmentsScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n": types.AppointmentsScreenDocument,
    "\n  query BookCheckScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n    me {\n      integrationSettings {\n        appointmentReasonRequired\n      }\n    }\n  }\n": types.BookCheckScreenDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!, $idempotencyKey: String) {\n    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)\n  }\n": types.BookAppointmentDocument,
    "\n  query BookClinicianScreen {\n    appointmentClinicians {\n      clinicianId\n      displayName\n      jobRole\n      sex\n    }\n  }\n": types.BookClinicianScreenDocument,
    "\n  query BookDateScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      sessionId\n      sessionDate\n    }\n  }\n": types.BookDateScreenDocument,
    "\n  query BookPractitionerScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n": types.BookPractitionerScreenDocument,
    "\n  query BookServiceScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n": types.BookServiceScreenDocument,
    "\n  query BookTimeScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n  }\n": types.BookTimeScreenDocument,
    "\n  fragment BookableSession on AppointmentSession {\n    sessionId\n    clinician {\n      displayName\n    }\n    slots {\n      slotId\n      startTime\n      endTime\n    }\n  }\n": types.BookableSessionFragmentDoc,
    "\n  query CancelAppointmentScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n": types.CancelAppointmentScreenDocument,
    "\n  mutation CancelAppointment($slotId: ID!, $reason: String!) {\n    cancelAppointment(slotId: $slotId, reason: $reason)\n  }\n": types.CancelAppointmentDocument,
    "\n  fragment BookedAppointment on Appointment {\n    slotId\n    startTime\n    endTime\n    slotType\n    canBeCancelled\n    clinician {\n      displayName\n    }\n  }\n": types.BookedAppointmentFragmentDoc,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n": types.LoginScreenDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n": types.SignInDocument,
    "\n  mutation CompletePasswordReset($token: String!, $newPassword: String!) {\n    completePasswordReset(token: $token, newPassword: $newPassword)\n  }\n": types.CompletePasswordResetDocument,
    "\n  query VerifyNewEmailScreen {\n    config {\n      featureEmailChange\n    }\n    session {\n      signedIn\n    }\n  }\n": types.VerifyNewEmailScreenDocument,
    "\n  mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {\n    verifyEmailChange(token: $token, credentials: $credentials)\n  }\n": types.VerifyEmailChangeDocument,
    "\n  query HelpContact {\n    config {\n      supportEmail\n    }\n  }\n": types.HelpContactDocument,
    "\n  fragment FaqQuestion on FaqQuestion {\n    id\n    title\n    content {\n      type\n      value\n    }\n  }\n": types.FaqQuestionFragmentDoc,
    "\n  query HelpScreen {\n    faqs {\n      id\n      name\n      questions {\n        ...FaqQuestion\n      }\n    }\n  }\n": types.HelpScreenDocument,
    "\n  mutation DismissLinkPrompt {\n    dismissLinkPrompt {\n      features {\n        linkPrompt\n      }\n    }\n  }\n": types.DismissLinkPromptDocument,
    "\n  fragment LiveOrdersCard on Orders {\n    live {\n      id\n      orderedAt\n      status\n    }\n  }\n": types.LiveOrdersCardFragmentDoc,
    "\n  fragment PatientSwitcher on Me {\n    patient {\n      id\n      firstName\n      lastName\n      iM1Available\n    }\n    linkedPatients {\n      patientId\n      fullName\n      selected\n    }\n    features {\n      multiPatient\n      im1Enabled\n      im1Linked\n    }\n  }\n": types.PatientSwitcherFragmentDoc,
    "\n  mutation SelectPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": types.SelectPatientDocument,
    "\n  fragment PrescriptionsCard on PrescriptionCourse {\n    medicationCourseGuid\n  }\n": types.PrescriptionsCardFragmentDoc,
    "\n  fragment PromotedServices on Pharmacy {\n    businessName\n    hasPromoteServiceCard\n    promotedServices {\n      serviceId\n      serviceCardText\n    }\n  }\n": types.PromotedServicesFragmentDoc,
    "\n  fragment ScheduleCard on TodaysSchedule {\n    daily {\n      id\n      reminderTime\n      description\n    }\n    reorder {\n      id\n      description\n      daysToGo\n      dueForReorder\n    }\n  }\n": types.ScheduleCardFragmentDoc,
    "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n        manualReordering\n        prescribing\n        canOrder\n        allergyTesting\n        covidVaccination\n        pharmacyServices\n        reminders\n        messages\n      }\n      pharmacy {\n        id\n        ...PromotedServices\n      }\n    }\n    orders {\n      ...LiveOrdersCard\n    }\n    prescriptions {\n      ...PrescriptionsCard\n    }\n    todaysSchedule {\n      ...ScheduleCard\n    }\n    config {\n      productName\n      links {\n        allergyTesting\n        appDownload\n      }\n    }\n  }\n": types.HomeScreenDocument,
    "\n  query ChangeGpScreen {\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n      }\n    }\n  }\n": types.ChangeGpScreenDocument,
    "\n  query ConnectIm1FormScreen {\n    me {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": types.ConnectIm1FormScreenDocument,
    "\n  query ConnectIm1InformationScreen {\n    config {\n      featureNHSLogin\n    }\n  }\n": types.ConnectIm1InformationScreenDocument,
    "\n  mutation LinkWithLetter($letter: LinkageLetterInput!, $secondary: Boolean!) {\n    linkWithLetter(letter: $letter, secondary: $secondary) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": types.LinkWithLetterDocument,
    "\n  mutation ChangeGp($letter: LinkageLetterInput!) {\n    changeGp(letter: $letter) {\n      patient {\n        id\n        gpName\n      }\n    }\n  }\n": types.ChangeGpDocument,
    "\n  query MultiPatientInfoScreen {\n    me {\n      linkedPatients {\n        patientId\n        selected\n      }\n    }\n  }\n": types.MultiPatientInfoScreenDocument,
    "\n  query RegisterForOnlineServicesScreen {\n    config {\n      featureNHSLogin\n    }\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        iM1Available\n      }\n    }\n  }\n": types.RegisterForOnlineServicesScreenDocument,
    "\n  mutation LinkWithNhsLogin($code: String!, $state: String!) {\n    linkWithNhsLogin(code: $code, state: $state) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n": types.LinkWithNhsLoginDocument,
    "\n  query MedicalRecordSection($type: MedicalRecordType!) {\n    medicalRecordSection(type: $type) {\n      type\n      entries {\n        ...RecordEntry\n      }\n    }\n  }\n": types.MedicalRecordSectionDocument,
    "\n  query MedicalRecordScreen {\n    medicalRecord {\n      sections {\n        type\n        count\n        failureCode\n      }\n      firstSection {\n        type\n        entries {\n          ...RecordEntry\n        }\n      }\n    }\n  }\n": types.MedicalRecordScreenDocument,
    "\n  fragment RecordValueParts on RecordValue {\n    numericValue\n    text\n    units\n    rangeLow\n    rangeHigh\n    rangeStatus\n  }\n\n  fragment RecordEntry on MedicalRecordEntry {\n    id\n    description\n    date\n    problemStatus\n    observation {\n      description\n      value {\n        ...RecordValueParts\n      }\n    }\n    sections {\n      header\n      observations {\n        description\n        value {\n          ...RecordValueParts\n        }\n      }\n    }\n    result {\n      ...RecordValueParts\n    }\n  }\n": types.RecordValuePartsFragmentDoc,
    "\n  query NewMessageScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageRecipients {\n      recipientGuid\n      name\n    }\n  }\n": types.NewMessageScreenDocument,
    "\n  query ReplyMessageScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      recipientGuid\n      recipientName\n      subject\n    }\n  }\n": types.ReplyMessageScreenDocument,
    "\n  mutation SendMessage($input: SendMessageInput!, $idempotencyKey: String) {\n    sendMessage(input: $input, idempotencyKey: $idempotencyKey)\n  }\n": types.SendMessageDocument,
    "\n  query MessageThreadScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      subject\n      unread\n      messages {\n        fromPatient\n        senderName\n        recipientName\n        sentAt\n        body\n      }\n    }\n  }\n": types.MessageThreadScreenDocument,
    "\n  mutation MarkMessageRead($id: ID!) {\n    markMessageRead(id: $id) {\n      id\n      unread\n    }\n  }\n": types.MarkMessageReadDocument,
    "\n  query MessagesScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThreads {\n      ...MessageThreadItem\n    }\n  }\n": types.MessagesScreenDocument,
    "\n  fragment MessageThreadItem on MessageThread {\n    id\n    recipientName\n    subject\n    lastActivityAt\n    unread\n  }\n": types.MessageThreadItemFragmentDoc,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageThreadItem\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  query AddressSearch($search: String!) {\n    addressSearch(search: $search) {\n      address1\n      address2\n      address3\n      city\n      postcode\n    }\n  }\n": types.AddressSearchDocument,
    "\n  mutation DeleteLinkedPatient($patientId: ID!) {\n    deletePatient(patientId: $patientId) {\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n": types.DeleteLinkedPatientDocument,
    "\n  mutation UpdateProfile($details: ProfileInput!) {\n    updateProfile(details: $details) {\n      firstName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ProfileEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail)\n  }\n": types.ProfileEmailChangeDocument,
    "\n  query DeregisterScreen {\n    me {\n      patient {\n        firstName\n        lastName\n      }\n    }\n  }\n": types.DeregisterScreenDocument,
    "\n  mutation Deregister {\n    deregister {\n      features {\n        im1Linked\n      }\n    }\n  }\n": types.DeregisterDocument,
    "\n  query MyDetailsScreen {\n    me {\n      features {\n        myGp\n        im1Linked\n      }\n    }\n  }\n": types.MyDetailsScreenDocument,
    "\n  query MyGpScreen {\n    myGp {\n      gpName\n      address1\n      address2\n      address3\n      address4\n      postcode\n      telephone\n      doctorName\n    }\n  }\n": types.MyGpScreenDocument,
    "\n  query MyLinkedPatientsScreen {\n    myLinkedPatients {\n      patientId\n      fullName\n      selected\n      deletable\n    }\n  }\n": types.MyLinkedPatientsScreenDocument,
    "\n  mutation SwitchLinkedPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n": types.SwitchLinkedPatientDocument,
    "\n  query MyProfileScreen {\n    myProfile {\n      email\n      firstName\n      lastName\n      primaryContactNumber\n      secondaryContactNumber\n      dateOfBirth\n      address {\n        address1\n        address2\n        address3\n        city\n        postcode\n      }\n    }\n    me {\n      features {\n        profileEditing\n        emailChange\n        passwordReset\n      }\n    }\n  }\n": types.MyProfileScreenDocument,
    "\n  query NotificationsScreen {\n    notificationPreferences {\n      ...NotificationSettings\n    }\n  }\n": types.NotificationsScreenDocument,
    "\n  fragment NotificationSettings on NotificationPreferences {\n    appAvailable\n    items {\n      type\n      email\n      app\n    }\n  }\n": types.NotificationSettingsFragmentDoc,
    "\n  mutation UpdateNotificationPreference(\n    $type: NotificationType!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    updateNotificationPreference(type: $type, channel: $channel, enabled: $enabled) {\n      ...NotificationSettings\n    }\n  }\n": types.UpdateNotificationPreferenceDocument,
    "\n  query MyServicesScreen {\n    me {\n      features {\n        pharmacyServices\n        appointments\n        messages\n        covidVaccination\n        medicalRecord\n        promotedServices\n        connectGp\n      }\n      pharmacy {\n        businessName\n        promotedServices {\n          serviceId\n          serviceCardText\n        }\n      }\n    }\n  }\n": types.MyServicesScreenDocument,
    "\n  fragment OrderCard on Order {\n    id\n    orderedAt\n    status\n    deliveryMethod\n    items {\n      orderItemId\n      description\n      option\n      rejected\n      status\n    }\n    ...OrderStatusTracker\n  }\n": types.OrderCardFragmentDoc,
    "\n  fragment OrderStatusTracker on Order {\n    steps {\n      key\n      completed\n    }\n  }\n": types.OrderStatusTrackerFragmentDoc,
    "\n  query CurrentOrdersScreen {\n    orders {\n      ...CurrentOrders\n    }\n  }\n": types.CurrentOrdersScreenDocument,
    "\n  fragment CurrentOrders on Orders {\n    live {\n      id\n      cancellable\n      ...OrderCard\n    }\n  }\n": types.CurrentOrdersFragmentDoc,
    "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      ...CurrentOrders\n    }\n  }\n": types.CancelOrderDocument,
    "\n  query MyMedsScreen {\n    orders {\n      live {\n        id\n      }\n      previous {\n        id\n      }\n      readyToCollectCount\n    }\n    me {\n      features {\n        reminders\n      }\n    }\n  }\n": types.MyMedsScreenDocument,
    "\n  mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {\n    sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)\n  }\n": types.SendOrderFeedbackDocument,
    "\n  query NewOrderScreen {\n    me {\n      patient {\n        id\n      }\n      features {\n        prescribing\n        manualReordering\n      }\n      integrationSettings {\n        prescribingCommentRequired\n      }\n      pharmacy {\n        businessName\n      }\n    }\n    prescriptions {\n      medicationCourseGuid\n      name\n      dosage\n      mostRecentIssueDate\n      prescriptionType\n    }\n  }\n": types.NewOrderScreenDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      orderIds\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query PreviousOrdersScreen {\n    orders {\n      previous {\n        id\n        orderedAt\n        items {\n          orderItemId\n          description\n          option\n          type\n          itemOrderType\n          rejected\n          status\n          medicationCourseGuid\n        }\n      }\n    }\n  }\n": types.PreviousOrdersScreenDocument,
    "\n  query BookPharmacyServiceDateScreen(\n    $serviceId: ID!\n    $subType: String\n    $year: Int!\n    $month: Int!\n    $withCalendar: Boolean!\n  ) {\n    pharmacyServices {\n      id\n      name\n      bookable\n      firstBookableDate\n      endDate\n      externalLink\n      externalLinkText\n      externalDescription\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    pharmacyServiceAvailability(\n      serviceId: $serviceId\n      subType: $subType\n      year: $year\n      month: $month\n    ) @include(if: $withCalendar) {\n      availableDates\n      slots {\n        start\n        end\n        date\n        available\n      }\n    }\n  }\n": types.BookPharmacyServiceDateScreenDocument,
    "\n  mutation BookPharmacyService($input: BookPharmacyServiceInput!, $idempotencyKey: String) {\n    bookPharmacyService(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      serviceName\n      subType\n      start\n    }\n  }\n": types.BookPharmacyServiceDocument,
    "\n  query BookPharmacyServiceScreen {\n    pharmacyServices {\n      id\n      name\n      bookable\n      pricingInformation\n      firstBookableDate\n      externalLink\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    me {\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n": types.BookPharmacyServiceScreenDocument,
    "\n  query PharmacyServicesScreen {\n    me {\n      pharmacy {\n        businessName\n        latitude\n        longitude\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n    pharmacyServiceBookings {\n      ...BookedService\n    }\n  }\n": types.PharmacyServicesScreenDocument,
    "\n  fragment BookedService on ServiceBooking {\n    id\n    serviceName\n    subType\n    start\n    end\n    consultationType\n    locationInformation\n    videoLink\n    videoPassword\n    canBeCancelled\n  }\n": types.BookedServiceFragmentDoc,
    "\n  mutation CancelPharmacyServiceBooking($bookingId: ID!) {\n    cancelPharmacyServiceBooking(bookingId: $bookingId) {\n      ...BookedService\n    }\n  }\n": types.CancelPharmacyServiceBookingDocument,
    "\n  query ChoosePharmacyScreen {\n    config {\n      mapsApiKey\n    }\n    me {\n      patient {\n        firstName\n      }\n      pharmacy {\n        ...PharmacyChoice\n      }\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n": types.ChoosePharmacyScreenDocument,
    "\n  mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {\n    choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {\n      pharmacy {\n        id\n      }\n    }\n  }\n": types.ChoosePharmacyDocument,
    "\n  fragment PharmacyChoice on Pharmacy {\n    id\n    businessName\n    address1\n    address2\n    address3\n    city\n    postcode\n    telephoneNumber\n    latitude\n    longitude\n    visibleOnMap\n    distanceKm\n  }\n": types.PharmacyChoiceFragmentDoc,
    "\n  query MyPharmacyScreen {\n    me {\n      pharmacy {\n        id\n        businessName\n        address1\n        address2\n        address3\n        city\n        postcode\n        telephoneNumber\n        openingTimes {\n          day\n          periods {\n            from\n            to\n          }\n        }\n        servicesOffered\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n": types.MyPharmacyScreenDocument,
    "\n  query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {\n    pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {\n      latitude\n      longitude\n      pharmacies {\n        ...PharmacyChoice\n      }\n    }\n  }\n": types.PharmaciesNearDocument,
    "\n  query LinkageDetailsScreen {\n    registration {\n      email\n    }\n  }\n": types.LinkageDetailsScreenDocument,
    "\n  mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {\n    completeRegistrationWithLinkage(input: $input) {\n      destination\n    }\n  }\n": types.CompleteRegistrationWithLinkageDocument,
    "\n  query RegisterDetailsScreen {\n    registration {\n      email\n    }\n  }\n": types.RegisterDetailsScreenDocument,
    "\n  mutation CompleteRegistration($input: RegistrationDetailsInput!) {\n    completeRegistration(input: $input) {\n      destination\n    }\n  }\n": types.CompleteRegistrationDocument,
    "\n  mutation VerifyRegistrationEmail($token: String!) {\n    verifyRegistrationEmail(token: $token) {\n      email\n    }\n  }\n": types.VerifyRegistrationEmailDocument,
    "\n  mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {\n    startRegistration(email: $email, marketingOptin: $marketingOptin)\n  }\n": types.StartRegistrationDocument,
    "\n  query WaysToRegisterScreen {\n    config {\n      productName\n      featureNHSLogin\n      links {\n        terms\n        privacy\n      }\n    }\n  }\n": types.WaysToRegisterScreenDocument,
    "\n  query MedicineSearch($searchString: String!) {\n    medicineSearch(searchString: $searchString) {\n      description\n      types {\n        type\n        options\n      }\n    }\n  }\n": types.MedicineSearchDocument,
    "\n  query DailyReminderScreen($id: ID!, $editing: Boolean!) {\n    me {\n      features {\n        manualDailyReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n    }\n    dailyReminder(id: $id) @include(if: $editing) {\n      id\n      reminderTime\n      description\n      orderId\n      orderItemId\n    }\n  }\n": types.DailyReminderScreenDocument,
    "\n  mutation CreateDailyReminder($input: DailyReminderInput!, $idempotencyKey: String) {\n    createDailyReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n": types.CreateDailyReminderDocument,
    "\n  mutation UpdateDailyReminder($id: ID!, $input: DailyReminderInput!) {\n    updateDailyReminder(id: $id, input: $input) {\n      id\n      description\n    }\n  }\n": types.UpdateDailyReminderDocument,
    "\n  query RemindersScreen {\n    me {\n      features {\n        reminders\n        reorderReminders\n        manualReorderReminders\n        dailyReminders\n        manualDailyReminders\n      }\n    }\n    reminders {\n      ...RemindersLists\n    }\n  }\n": types.RemindersScreenDocument,
    "\n  fragment RemindersLists on Reminders {\n    reorder {\n      id\n      description\n      localDate\n      localTime\n      daysToGo\n      dueForReorder\n      autoGenerated\n      active\n    }\n    daily {\n      id\n      reminderTime\n      description\n    }\n  }\n": types.RemindersListsFragmentDoc,
    "\n  mutation RemoveReorderReminder($id: ID!) {\n    removeReorderReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n": types.RemoveReorderReminderDocument,
    "\n  mutation RemoveDailyReminder($id: ID!) {\n    removeDailyReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n": types.RemoveDailyReminderDocument,
    "\n  query NewReorderReminderScreen {\n    me {\n      features {\n        manualReorderReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n      orderedAt\n    }\n  }\n": types.NewReorderReminderScreenDocument,
    "\n  query EditReorderReminderScreen($id: ID!) {\n    me {\n      features {\n        reorderReminders\n      }\n    }\n    reorderReminder(id: $id) {\n      id\n      description\n      localDate\n      localTime\n    }\n  }\n": types.EditReorderReminderScreenDocument,
    "\n  mutation CreateReorderReminder($input: CreateReorderReminderInput!, $idempotencyKey: String) {\n    createReorderReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n": types.CreateReorderReminderDocument,
    "\n  mutation UpdateReorderReminder($id: ID!, $when: ReminderDateTimeInput!) {\n    updateReorderReminder(id: $id, when: $when) {\n      id\n      description\n    }\n  }\n": types.UpdateReorderReminderDocument,
    "\n  mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {\n    startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)\n  }\n": types.StartNhsLoginDocument,
    "\n  mutation CompleteNhsLogin($code: String!, $state: String!) {\n    completeNhsLogin(code: $code, state: $state) {\n      destination\n    }\n  }\n": types.CompleteNhsLoginDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Frame {\n    config {\n      productName\n      analyticsScriptUrl\n      links {\n        provider\n        appDownload\n        terms\n        privacy\n        cookiePolicy\n        contact\n        facebook\n        twitter\n        instagram\n      }\n    }\n    session {\n      signedIn\n      idleExpiresAt\n    }\n  }\n"): typeof import('./graphql').FrameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameAccount {\n    me {\n      patient {\n        firstName\n      }\n      features {\n        hasPharmacy\n        im1Enabled\n        im1Linked\n        patientIntegration\n        canOrder\n        myGp\n        appointments\n        messages\n        medicalRecord\n        pharmacyServices\n        pharmacyServiceBooking\n      }\n    }\n  }\n"): typeof import('./graphql').FrameAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FrameBadges {\n    orders {\n      readyToCollectCount\n    }\n    unreadMessageCount\n  }\n"): typeof import('./graphql').FrameBadgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FrameSignOut {\n    signOut\n  }\n"): typeof import('./graphql').FrameSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FrameExtendSession {\n    extendSession {\n      signedIn\n      idleExpiresAt\n    }\n  }\n"): typeof import('./graphql').FrameExtendSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentsScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n"): typeof import('./graphql').AppointmentsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookCheckScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n    me {\n      integrationSettings {\n        appointmentReasonRequired\n      }\n    }\n  }\n"): typeof import('./graphql').BookCheckScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!, $idempotencyKey: String) {\n    bookAppointment(input: $input, idempotencyKey: $idempotencyKey)\n  }\n"): typeof import('./graphql').BookAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookClinicianScreen {\n    appointmentClinicians {\n      clinicianId\n      displayName\n      jobRole\n      sex\n    }\n  }\n"): typeof import('./graphql').BookClinicianScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookDateScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      sessionId\n      sessionDate\n    }\n  }\n"): typeof import('./graphql').BookDateScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPractitionerScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n"): typeof import('./graphql').BookPractitionerScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookServiceScreen {\n    me {\n      integrationSettings {\n        allowFilteredAppointmentBooking\n      }\n    }\n  }\n"): typeof import('./graphql').BookServiceScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookTimeScreen($filter: AppointmentSessionFilter!) {\n    appointmentSessions(filter: $filter) {\n      ...BookableSession\n    }\n  }\n"): typeof import('./graphql').BookTimeScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookableSession on AppointmentSession {\n    sessionId\n    clinician {\n      displayName\n    }\n    slots {\n      slotId\n      startTime\n      endTime\n    }\n  }\n"): typeof import('./graphql').BookableSessionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelAppointmentScreen {\n    appointments {\n      ...BookedAppointment\n    }\n  }\n"): typeof import('./graphql').CancelAppointmentScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAppointment($slotId: ID!, $reason: String!) {\n    cancelAppointment(slotId: $slotId, reason: $reason)\n  }\n"): typeof import('./graphql').CancelAppointmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookedAppointment on Appointment {\n    slotId\n    startTime\n    endTime\n    slotType\n    canBeCancelled\n    clinician {\n      displayName\n    }\n  }\n"): typeof import('./graphql').BookedAppointmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginScreen {\n    config {\n      featureNHSLogin\n      links {\n        findOutMore\n      }\n      productName\n    }\n  }\n"): typeof import('./graphql').LoginScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      destination\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePasswordReset($token: String!, $newPassword: String!) {\n    completePasswordReset(token: $token, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').CompletePasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyNewEmailScreen {\n    config {\n      featureEmailChange\n    }\n    session {\n      signedIn\n    }\n  }\n"): typeof import('./graphql').VerifyNewEmailScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {\n    verifyEmailChange(token: $token, credentials: $credentials)\n  }\n"): typeof import('./graphql').VerifyEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpContact {\n    config {\n      supportEmail\n    }\n  }\n"): typeof import('./graphql').HelpContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqQuestion on FaqQuestion {\n    id\n    title\n    content {\n      type\n      value\n    }\n  }\n"): typeof import('./graphql').FaqQuestionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpScreen {\n    faqs {\n      id\n      name\n      questions {\n        ...FaqQuestion\n      }\n    }\n  }\n"): typeof import('./graphql').HelpScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissLinkPrompt {\n    dismissLinkPrompt {\n      features {\n        linkPrompt\n      }\n    }\n  }\n"): typeof import('./graphql').DismissLinkPromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveOrdersCard on Orders {\n    live {\n      id\n      orderedAt\n      status\n    }\n  }\n"): typeof import('./graphql').LiveOrdersCardFragmentDoc;
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
export function graphql(source: "\n  fragment PrescriptionsCard on PrescriptionCourse {\n    medicationCourseGuid\n  }\n"): typeof import('./graphql').PrescriptionsCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotedServices on Pharmacy {\n    businessName\n    hasPromoteServiceCard\n    promotedServices {\n      serviceId\n      serviceCardText\n    }\n  }\n"): typeof import('./graphql').PromotedServicesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduleCard on TodaysSchedule {\n    daily {\n      id\n      reminderTime\n      description\n    }\n    reorder {\n      id\n      description\n      daysToGo\n      dueForReorder\n    }\n  }\n"): typeof import('./graphql').ScheduleCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeScreen {\n    me {\n      ...PatientSwitcher\n      features {\n        linkPrompt\n        manualReordering\n        prescribing\n        canOrder\n        allergyTesting\n        covidVaccination\n        pharmacyServices\n        reminders\n        messages\n      }\n      pharmacy {\n        id\n        ...PromotedServices\n      }\n    }\n    orders {\n      ...LiveOrdersCard\n    }\n    prescriptions {\n      ...PrescriptionsCard\n    }\n    todaysSchedule {\n      ...ScheduleCard\n    }\n    config {\n      productName\n      links {\n        allergyTesting\n        appDownload\n      }\n    }\n  }\n"): typeof import('./graphql').HomeScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeGpScreen {\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n      }\n    }\n  }\n"): typeof import('./graphql').ChangeGpScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectIm1FormScreen {\n    me {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n"): typeof import('./graphql').ConnectIm1FormScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConnectIm1InformationScreen {\n    config {\n      featureNHSLogin\n    }\n  }\n"): typeof import('./graphql').ConnectIm1InformationScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkWithLetter($letter: LinkageLetterInput!, $secondary: Boolean!) {\n    linkWithLetter(letter: $letter, secondary: $secondary) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n"): typeof import('./graphql').LinkWithLetterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeGp($letter: LinkageLetterInput!) {\n    changeGp(letter: $letter) {\n      patient {\n        id\n        gpName\n      }\n    }\n  }\n"): typeof import('./graphql').ChangeGpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MultiPatientInfoScreen {\n    me {\n      linkedPatients {\n        patientId\n        selected\n      }\n    }\n  }\n"): typeof import('./graphql').MultiPatientInfoScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterForOnlineServicesScreen {\n    config {\n      featureNHSLogin\n    }\n    me {\n      patient {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        iM1Available\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterForOnlineServicesScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkWithNhsLogin($code: String!, $state: String!) {\n    linkWithNhsLogin(code: $code, state: $state) {\n      patient {\n        id\n        iM1Available\n      }\n    }\n  }\n"): typeof import('./graphql').LinkWithNhsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicalRecordSection($type: MedicalRecordType!) {\n    medicalRecordSection(type: $type) {\n      type\n      entries {\n        ...RecordEntry\n      }\n    }\n  }\n"): typeof import('./graphql').MedicalRecordSectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicalRecordScreen {\n    medicalRecord {\n      sections {\n        type\n        count\n        failureCode\n      }\n      firstSection {\n        type\n        entries {\n          ...RecordEntry\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MedicalRecordScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordValueParts on RecordValue {\n    numericValue\n    text\n    units\n    rangeLow\n    rangeHigh\n    rangeStatus\n  }\n\n  fragment RecordEntry on MedicalRecordEntry {\n    id\n    description\n    date\n    problemStatus\n    observation {\n      description\n      value {\n        ...RecordValueParts\n      }\n    }\n    sections {\n      header\n      observations {\n        description\n        value {\n          ...RecordValueParts\n        }\n      }\n    }\n    result {\n      ...RecordValueParts\n    }\n  }\n"): typeof import('./graphql').RecordValuePartsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewMessageScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageRecipients {\n      recipientGuid\n      name\n    }\n  }\n"): typeof import('./graphql').NewMessageScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplyMessageScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      recipientGuid\n      recipientName\n      subject\n    }\n  }\n"): typeof import('./graphql').ReplyMessageScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: SendMessageInput!, $idempotencyKey: String) {\n    sendMessage(input: $input, idempotencyKey: $idempotencyKey)\n  }\n"): typeof import('./graphql').SendMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageThreadScreen($id: ID!) {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThread(id: $id) {\n      id\n      subject\n      unread\n      messages {\n        fromPatient\n        senderName\n        recipientName\n        sentAt\n        body\n      }\n    }\n  }\n"): typeof import('./graphql').MessageThreadScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageRead($id: ID!) {\n    markMessageRead(id: $id) {\n      id\n      unread\n    }\n  }\n"): typeof import('./graphql').MarkMessageReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesScreen {\n    me {\n      features {\n        messageSubjects\n      }\n    }\n    messageThreads {\n      ...MessageThreadItem\n    }\n  }\n"): typeof import('./graphql').MessagesScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageThreadItem on MessageThread {\n    id\n    recipientName\n    subject\n    lastActivityAt\n    unread\n  }\n"): typeof import('./graphql').MessageThreadItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageThreadItem\n    }\n  }\n"): typeof import('./graphql').DeleteMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSearch($search: String!) {\n    addressSearch(search: $search) {\n      address1\n      address2\n      address3\n      city\n      postcode\n    }\n  }\n"): typeof import('./graphql').AddressSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLinkedPatient($patientId: ID!) {\n    deletePatient(patientId: $patientId) {\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteLinkedPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($details: ProfileInput!) {\n    updateProfile(details: $details) {\n      firstName\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail)\n  }\n"): typeof import('./graphql').ProfileEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeregisterScreen {\n    me {\n      patient {\n        firstName\n        lastName\n      }\n    }\n  }\n"): typeof import('./graphql').DeregisterScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Deregister {\n    deregister {\n      features {\n        im1Linked\n      }\n    }\n  }\n"): typeof import('./graphql').DeregisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDetailsScreen {\n    me {\n      features {\n        myGp\n        im1Linked\n      }\n    }\n  }\n"): typeof import('./graphql').MyDetailsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGpScreen {\n    myGp {\n      gpName\n      address1\n      address2\n      address3\n      address4\n      postcode\n      telephone\n      doctorName\n    }\n  }\n"): typeof import('./graphql').MyGpScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLinkedPatientsScreen {\n    myLinkedPatients {\n      patientId\n      fullName\n      selected\n      deletable\n    }\n  }\n"): typeof import('./graphql').MyLinkedPatientsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchLinkedPatient($patientId: ID!) {\n    selectPatient(patientId: $patientId) {\n      patient {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SwitchLinkedPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfileScreen {\n    myProfile {\n      email\n      firstName\n      lastName\n      primaryContactNumber\n      secondaryContactNumber\n      dateOfBirth\n      address {\n        address1\n        address2\n        address3\n        city\n        postcode\n      }\n    }\n    me {\n      features {\n        profileEditing\n        emailChange\n        passwordReset\n      }\n    }\n  }\n"): typeof import('./graphql').MyProfileScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsScreen {\n    notificationPreferences {\n      ...NotificationSettings\n    }\n  }\n"): typeof import('./graphql').NotificationsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettings on NotificationPreferences {\n    appAvailable\n    items {\n      type\n      email\n      app\n    }\n  }\n"): typeof import('./graphql').NotificationSettingsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreference(\n    $type: NotificationType!\n    $channel: NotificationChannel!\n    $enabled: Boolean!\n  ) {\n    updateNotificationPreference(type: $type, channel: $channel, enabled: $enabled) {\n      ...NotificationSettings\n    }\n  }\n"): typeof import('./graphql').UpdateNotificationPreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyServicesScreen {\n    me {\n      features {\n        pharmacyServices\n        appointments\n        messages\n        covidVaccination\n        medicalRecord\n        promotedServices\n        connectGp\n      }\n      pharmacy {\n        businessName\n        promotedServices {\n          serviceId\n          serviceCardText\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyServicesScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard on Order {\n    id\n    orderedAt\n    status\n    deliveryMethod\n    items {\n      orderItemId\n      description\n      option\n      rejected\n      status\n    }\n    ...OrderStatusTracker\n  }\n"): typeof import('./graphql').OrderCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderStatusTracker on Order {\n    steps {\n      key\n      completed\n    }\n  }\n"): typeof import('./graphql').OrderStatusTrackerFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentOrdersScreen {\n    orders {\n      ...CurrentOrders\n    }\n  }\n"): typeof import('./graphql').CurrentOrdersScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentOrders on Orders {\n    live {\n      id\n      cancellable\n      ...OrderCard\n    }\n  }\n"): typeof import('./graphql').CurrentOrdersFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!, $reason: String!) {\n    cancelOrder(orderId: $orderId, reason: $reason) {\n      ...CurrentOrders\n    }\n  }\n"): typeof import('./graphql').CancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMedsScreen {\n    orders {\n      live {\n        id\n      }\n      previous {\n        id\n      }\n      readyToCollectCount\n    }\n    me {\n      features {\n        reminders\n      }\n    }\n  }\n"): typeof import('./graphql').MyMedsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {\n    sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)\n  }\n"): typeof import('./graphql').SendOrderFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewOrderScreen {\n    me {\n      patient {\n        id\n      }\n      features {\n        prescribing\n        manualReordering\n      }\n      integrationSettings {\n        prescribingCommentRequired\n      }\n      pharmacy {\n        businessName\n      }\n    }\n    prescriptions {\n      medicationCourseGuid\n      name\n      dosage\n      mostRecentIssueDate\n      prescriptionType\n    }\n  }\n"): typeof import('./graphql').NewOrderScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      orderIds\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousOrdersScreen {\n    orders {\n      previous {\n        id\n        orderedAt\n        items {\n          orderItemId\n          description\n          option\n          type\n          itemOrderType\n          rejected\n          status\n          medicationCourseGuid\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PreviousOrdersScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPharmacyServiceDateScreen(\n    $serviceId: ID!\n    $subType: String\n    $year: Int!\n    $month: Int!\n    $withCalendar: Boolean!\n  ) {\n    pharmacyServices {\n      id\n      name\n      bookable\n      firstBookableDate\n      endDate\n      externalLink\n      externalLinkText\n      externalDescription\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    pharmacyServiceAvailability(\n      serviceId: $serviceId\n      subType: $subType\n      year: $year\n      month: $month\n    ) @include(if: $withCalendar) {\n      availableDates\n      slots {\n        start\n        end\n        date\n        available\n      }\n    }\n  }\n"): typeof import('./graphql').BookPharmacyServiceDateScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookPharmacyService($input: BookPharmacyServiceInput!, $idempotencyKey: String) {\n    bookPharmacyService(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      serviceName\n      subType\n      start\n    }\n  }\n"): typeof import('./graphql').BookPharmacyServiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPharmacyServiceScreen {\n    pharmacyServices {\n      id\n      name\n      bookable\n      pricingInformation\n      firstBookableDate\n      externalLink\n      subTypes {\n        serviceNameId\n        name\n      }\n    }\n    me {\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n"): typeof import('./graphql').BookPharmacyServiceScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyServicesScreen {\n    me {\n      pharmacy {\n        businessName\n        latitude\n        longitude\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n    pharmacyServiceBookings {\n      ...BookedService\n    }\n  }\n"): typeof import('./graphql').PharmacyServicesScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookedService on ServiceBooking {\n    id\n    serviceName\n    subType\n    start\n    end\n    consultationType\n    locationInformation\n    videoLink\n    videoPassword\n    canBeCancelled\n  }\n"): typeof import('./graphql').BookedServiceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPharmacyServiceBooking($bookingId: ID!) {\n    cancelPharmacyServiceBooking(bookingId: $bookingId) {\n      ...BookedService\n    }\n  }\n"): typeof import('./graphql').CancelPharmacyServiceBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChoosePharmacyScreen {\n    config {\n      mapsApiKey\n    }\n    me {\n      patient {\n        firstName\n      }\n      pharmacy {\n        ...PharmacyChoice\n      }\n      linkedPatients {\n        patientId\n      }\n    }\n  }\n"): typeof import('./graphql').ChoosePharmacyScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {\n    choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {\n      pharmacy {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ChoosePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PharmacyChoice on Pharmacy {\n    id\n    businessName\n    address1\n    address2\n    address3\n    city\n    postcode\n    telephoneNumber\n    latitude\n    longitude\n    visibleOnMap\n    distanceKm\n  }\n"): typeof import('./graphql').PharmacyChoiceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPharmacyScreen {\n    me {\n      pharmacy {\n        id\n        businessName\n        address1\n        address2\n        address3\n        city\n        postcode\n        telephoneNumber\n        openingTimes {\n          day\n          periods {\n            from\n            to\n          }\n        }\n        servicesOffered\n      }\n      features {\n        pharmacyServiceBooking\n      }\n    }\n  }\n"): typeof import('./graphql').MyPharmacyScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {\n    pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {\n      latitude\n      longitude\n      pharmacies {\n        ...PharmacyChoice\n      }\n    }\n  }\n"): typeof import('./graphql').PharmaciesNearDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkageDetailsScreen {\n    registration {\n      email\n    }\n  }\n"): typeof import('./graphql').LinkageDetailsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {\n    completeRegistrationWithLinkage(input: $input) {\n      destination\n    }\n  }\n"): typeof import('./graphql').CompleteRegistrationWithLinkageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterDetailsScreen {\n    registration {\n      email\n    }\n  }\n"): typeof import('./graphql').RegisterDetailsScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRegistration($input: RegistrationDetailsInput!) {\n    completeRegistration(input: $input) {\n      destination\n    }\n  }\n"): typeof import('./graphql').CompleteRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRegistrationEmail($token: String!) {\n    verifyRegistrationEmail(token: $token) {\n      email\n    }\n  }\n"): typeof import('./graphql').VerifyRegistrationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {\n    startRegistration(email: $email, marketingOptin: $marketingOptin)\n  }\n"): typeof import('./graphql').StartRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaysToRegisterScreen {\n    config {\n      productName\n      featureNHSLogin\n      links {\n        terms\n        privacy\n      }\n    }\n  }\n"): typeof import('./graphql').WaysToRegisterScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicineSearch($searchString: String!) {\n    medicineSearch(searchString: $searchString) {\n      description\n      types {\n        type\n        options\n      }\n    }\n  }\n"): typeof import('./graphql').MedicineSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyReminderScreen($id: ID!, $editing: Boolean!) {\n    me {\n      features {\n        manualDailyReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n    }\n    dailyReminder(id: $id) @include(if: $editing) {\n      id\n      reminderTime\n      description\n      orderId\n      orderItemId\n    }\n  }\n"): typeof import('./graphql').DailyReminderScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDailyReminder($input: DailyReminderInput!, $idempotencyKey: String) {\n    createDailyReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').CreateDailyReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDailyReminder($id: ID!, $input: DailyReminderInput!) {\n    updateDailyReminder(id: $id, input: $input) {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').UpdateDailyReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RemindersScreen {\n    me {\n      features {\n        reminders\n        reorderReminders\n        manualReorderReminders\n        dailyReminders\n        manualDailyReminders\n      }\n    }\n    reminders {\n      ...RemindersLists\n    }\n  }\n"): typeof import('./graphql').RemindersScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RemindersLists on Reminders {\n    reorder {\n      id\n      description\n      localDate\n      localTime\n      daysToGo\n      dueForReorder\n      autoGenerated\n      active\n    }\n    daily {\n      id\n      reminderTime\n      description\n    }\n  }\n"): typeof import('./graphql').RemindersListsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReorderReminder($id: ID!) {\n    removeReorderReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n"): typeof import('./graphql').RemoveReorderReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDailyReminder($id: ID!) {\n    removeDailyReminder(id: $id) {\n      ...RemindersLists\n    }\n  }\n"): typeof import('./graphql').RemoveDailyReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewReorderReminderScreen {\n    me {\n      features {\n        manualReorderReminders\n      }\n    }\n    collectedItems {\n      orderId\n      orderItemId\n      description\n      orderedAt\n    }\n  }\n"): typeof import('./graphql').NewReorderReminderScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditReorderReminderScreen($id: ID!) {\n    me {\n      features {\n        reorderReminders\n      }\n    }\n    reorderReminder(id: $id) {\n      id\n      description\n      localDate\n      localTime\n    }\n  }\n"): typeof import('./graphql').EditReorderReminderScreenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReorderReminder($input: CreateReorderReminderInput!, $idempotencyKey: String) {\n    createReorderReminder(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').CreateReorderReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReorderReminder($id: ID!, $when: ReminderDateTimeInput!) {\n    updateReorderReminder(id: $id, when: $when) {\n      id\n      description\n    }\n  }\n"): typeof import('./graphql').UpdateReorderReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {\n    startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)\n  }\n"): typeof import('./graphql').StartNhsLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteNhsLogin($code: String!, $state: String!) {\n    completeNhsLogin(code: $code, state: $state) {\n      destination\n    }\n  }\n"): typeof import('./graphql').CompleteNhsLoginDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
