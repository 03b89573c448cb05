import classNames from 'classnames';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from './trans';
import { passwordStrength } from '../lib/password-rule';
import { useMessageText } from '../lib/use-message-text';
import './password-strength.scss';

/** How long typing must pause before screen readers hear the strength (GOV.UK character count: 1 s). */
const announceAfterMs = 1000;

/**
 * The strength meter under a new password field (spec part 2 §5: 'a description, a colour and a
 * percentage'; the reading comes from src/lib/password-rule.ts). Not colour alone: the level is written in
 * an NHS tag of its colour and the percentage as text; the bar only repeats them. The visible reading is not
 * a live region (it would speak on every key): a hidden copy is announced politely once typing pauses, as
 * GOV.UK's character count does. Nothing shows until something is typed.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const { descriptionKey, colour, percent } = passwordStrength(password);
  const description = messageText(descriptionKey) ?? '';

  // What has been announced, as the reading it was (not its words: they follow the language).
  const reading = password === '' ? '' : `${descriptionKey} ${percent}`;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    // Every key restarts the wait (password is a dependency for that alone); an unchanged reading is not
    // said again, as the region's text stays the same.
    const timer = setTimeout(() => setAnnounced(reading), announceAfterMs);
    return () => clearTimeout(timer);
  }, [reading, password]);

  return (
    <>
      {password !== '' && (
        <div className="app-password-strength">
          <p className="nhsuk-body-s nhsuk-u-margin-bottom-1">
            <Trans
              t={t}
              i18nKey="passwordStrength.reading"
              values={{ description, percent }}
              components={{ level: <strong className={`nhsuk-tag nhsuk-tag--${colour}`} /> }}
            />
          </p>
          <div className="app-password-strength__bar" aria-hidden="true">
            <div
              className={classNames(
                'app-password-strength__fill',
                `app-password-strength__fill--${percent}`,
                `app-password-strength__fill--${colour}`,
              )}
            />
          </div>
        </div>
      )}
      <div className="nhsuk-u-visually-hidden" aria-live="polite">
        {reading !== '' && announced === reading
          ? t('passwordStrength.announcement', { description, percent })
          : ''}
      </div>
    </>
  );
}
