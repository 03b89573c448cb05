/**
 * spec part 2 §2: 'Medicine type icons map by keyword: tablet; liquid, solution, cream, gel, ointment, drops,
 * spray, shampoo; suppository, enema; powder, granules; capsule.' The first keyword found in the type names
 * the icon; a type with none has no icon.
 */
const iconKeywords: readonly [MedicineIcon, readonly string[]][] = [
  ['tablet', ['tablet']],
  ['liquid', ['liquid', 'solution', 'cream', 'gel', 'ointment', 'drops', 'spray', 'shampoo']],
  ['suppository', ['suppository', 'enema']],
  ['powder', ['powder', 'granules']],
  ['capsule', ['capsule']],
];

export type MedicineIcon = 'tablet' | 'liquid' | 'suppository' | 'powder' | 'capsule';

export function medicineIconFor(type: string): MedicineIcon | undefined {
  const lower = type.toLowerCase();
  return iconKeywords.find(([, keywords]) => keywords.some((word) => lower.includes(word)))?.[0];
}

const shapes: Record<MedicineIcon, string> = {
  tablet: 'M4 12a8 8 0 1 0 16 0a8 8 0 1 0 -16 0M4 12h16',
  liquid: 'M9 3h6v3l3 4v11H6V10l3-4zM6 14h12',
  suppository: 'M12 3c3 0 5 4 5 9v9H7v-9c0-5 2-9 5-9z',
  powder: 'M5 20h14l-2-6H7zM9 10h0M12 8h0M15 10h0M12 12h0',
  capsule: 'M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zM4 12h16',
};

/**
 * The icon of a medicine type, beside the type's own name: the name is the text (the label it sits in says
 * it), so the picture is hidden from screen readers rather than read out twice.
 */
export function MedicineTypeIcon({ type }: { type: string }) {
  const icon = medicineIconFor(type);
  if (!icon) return null;
  return (
    <svg
      className="app-medicine-type-icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={shapes[icon]} />
    </svg>
  );
}
