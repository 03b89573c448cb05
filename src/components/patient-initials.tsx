import './patient-initials.css';

/** Number of initials colours; they cycle by position in the list (spec part 1 §2 patient switcher). */
const initialsColourCount = 3;

/**
 * A patient's initials in a coloured circle, the colour chosen by the patient's place in the list (spec part
 * 1 §2: 'three colours cycling by index'). Decoration only: hidden from assistive technology, so the
 * patient's name must be beside it.
 */
export function PatientInitials({ fullName, index }: { fullName: string; index: number }) {
  return (
    <span
      aria-hidden="true"
      className={`app-patient-initials app-patient-initials--${index % initialsColourCount}`}
    >
      {initialsOf(fullName)}
    </span>
  );
}

/** Up to two initials: first letters of the first and last words of a name ("Jane Mary Smith" → "JS"). */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}
