/**
 * The business rules the three programs share (issue 11 "One REST contract"): pure TypeScript with no Node
 * APIs and no imports from outside this folder, so the browser app, the gateway and the API import the same
 * code. The REST shapes themselves are api/openapi.json, drawn from the API's route schemas.
 */
export * from './limits';
export * from './linkage-codes';
export * from './message-rules';
export * from './order-rules';
export * from './order-values';
export * from './password-rule';
export * from './patient-details';
export * from './profile-rules';
export * from './reminder-rules';
export * from './medical-record-rules';
export * from './pharmacy-service-rules';
export * from './notification-types';
export * from './request-id';
export * from './readiness';
export * from './bounded-memo';
export * from './zone-offsets';
