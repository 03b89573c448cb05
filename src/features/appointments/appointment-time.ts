/** Appointments are at the practice's wall-clock time, whatever the browser's zone (issue #15). */
export {
  formatLondonTime as formatAppointmentTime,
  formatLondonDateTime as formatAppointmentDateTime,
  formatLondonLongDate as formatAppointmentDate,
} from '../../lib/london-date-time';
