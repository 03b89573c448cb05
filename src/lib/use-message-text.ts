import { useTranslation } from 'react-i18next';

/**
 * The text of a message key that a form schema gave ('ns:key', e.g. 'errors:orders.commentRequired').
 * Schemas hold keys as plain strings (react-hook-form passes them through untyped); the catalogue check
 * verifies that each key the schemas name exists, so the lookup here may take any string.
 */
export function useMessageText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const lookUp = t as unknown as (key: string) => string;
  return (key) => (key ? lookUp(key) : undefined);
}
