import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, NotificationBanner } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { AppLink } from '../../../components/app-link';
import { showAlert } from '../../../components/alerts/alert-store';
import { graphql } from '../../../gql';
import { gatewayRequest } from '../../../lib/gateway-client';
import { allFrameQueries } from '../../../lib/query-keys';
import { linkingPaths } from '../../../lib/route-paths';

const DismissLinkPromptMutation = graphql(`
  mutation DismissLinkPrompt {
    dismissLinkPrompt {
      features {
        linkPrompt
      }
    }
  }
`);

/** Where an unlinked patient starts linking with NHS (spec part 1 §2 'Connect IM1 information'). */
export const connectIm1Path = linkingPaths.connectIm1Information;

/**
 * The dismissible banner asking an unlinked patient to link via NHS (spec part 1 §2 'Home screen'). Dismissal
 * is kept by the server (iM1ReminderClosed), so it stays dismissed on every device. After dismissing, the
 * banner is gone, so focus moves to the page's h1 (not lost to the document body); the screen then says
 * what happened in a status message (LinkPromptDismissedStatus). A failure is an error alert.
 *
 * `onDismissed` receives the new value of me.features.linkPrompt, so the screen can update its data.
 */
export function LinkPromptBanner({
  productName,
  onDismissed,
}: {
  productName: string;
  onDismissed: (linkPrompt: boolean) => void;
}) {
  const { t } = useTranslation('home');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () => gatewayRequest(DismissLinkPromptMutation),
    onSuccess: (result) => {
      onDismissed(result.dismissLinkPrompt.features.linkPrompt);
      // The frame's account details include the patient; keep them in step with the server.
      void queryClient.invalidateQueries({ queryKey: allFrameQueries });
      // The pressed button is about to go: give focus to the page's h1 rather than lose it to <body>.
      document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus();
    },
    onError: () => {
      showAlert({ kind: 'error', message: tErrors('common.unexpected') });
    },
  });

  return (
    // Both home banners are titled 'Important'; naming each region by its title and its text keeps the two
    // landmarks distinguishable when both show (axe landmark-unique).
    <NotificationBanner
      aria-labelledby="home-link-prompt-title home-link-prompt-text"
      disableAutoFocus
    >
      <NotificationBanner.Title id="home-link-prompt-title">
        {t('linkPrompt.title')}
      </NotificationBanner.Title>
      <p id="home-link-prompt-text" className="nhsuk-notification-banner__heading">
        {t('linkPrompt.text', { product: productName })}
      </p>
      <p>
        <AppLink className="nhsuk-notification-banner__link" to={connectIm1Path}>
          {t('linkPrompt.connect')}
        </AppLink>
      </p>
      <Button
        type="button"
        secondary
        small
        aria-disabled={dismiss.isPending || undefined}
        onClick={() => {
          if (!dismiss.isPending) dismiss.mutate();
        }}
      >
        {dismiss.isPending ? (
          t('linkPrompt.dismissing')
        ) : (
          <Trans
            t={t}
            i18nKey="linkPrompt.dismiss"
            components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
          />
        )}
      </Button>
    </NotificationBanner>
  );
}
