import type { RouteObject } from 'react-router';
import { appointmentsPaths, pharmacyServicesPaths } from '../lib/route-paths';
import { Destination } from './screen-test-helpers';

/**
 * The places an appointment booking step (src/features/appointments/booking/) may send the patient, each a
 * stand-in that names itself and shows the URL's choices ("Date step?type=Telephone&…"), for tests to
 * assert where a step went and with what.
 */
export const bookingDestinations: RouteObject[] = [
  ['Service step', appointmentsPaths.bookService],
  ['Practitioner step', appointmentsPaths.bookPractitioner],
  ['Clinician step', appointmentsPaths.bookClinician],
  ['Date step', appointmentsPaths.bookDate],
  ['Time step', appointmentsPaths.bookTime],
  ['Check step', appointmentsPaths.bookCheck],
  ['Appointments list', appointmentsPaths.list],
].map(([name = '', path]) => ({ path, element: <Destination name={name} /> }));

/** The places a pharmacy service booking step may send the patient (src/features/pharmacy-services/booking/). */
export const serviceBookingDestinations: RouteObject[] = [
  ['Service step', pharmacyServicesPaths.bookService],
  ['Date step', pharmacyServicesPaths.bookDate],
  ['Confirmed page', pharmacyServicesPaths.bookConfirmed],
  ['Booked services', pharmacyServicesPaths.list],
].map(([name = '', path]) => ({ path, element: <Destination name={name} /> }));
