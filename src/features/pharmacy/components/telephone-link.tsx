import { useTranslation } from 'react-i18next';

/** A telephone number as a tel: link, so a phone can call it (or 'Not given'). */
export function TelephoneLink({ number }: { number: string | null | undefined }) {
  const { t } = useTranslation('pharmacy');
  const trimmed = number?.trim();
  if (!trimmed) return t('details.notGiven');
  return <a href={`tel:${trimmed.replace(/[^\d+]/g, '')}`}>{trimmed}</a>;
}
