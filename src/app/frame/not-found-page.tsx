import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { AppLink } from '../../components/app-link';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { routePaths } from '../../lib/route-paths';
import { useFrameQuery } from './frame-queries';
import { TransLink } from '../../components/trans-link';

/**
 * Unknown routes (spec part 1 §2): 'We couldn't find the page you were looking for.', then for signed-in
 * users the not-found page's menu hint and for others a link to log in; both get a 'contact our
 * team' link (config.links.contact).
 */
export function NotFoundPage() {
  const { data, isError } = useFrameQuery();
  if (data)
    return (
      <NotFoundContent signedIn={data.session.signedIn} contactUrl={data.config.links.contact} />
    );
  // Without configuration (gateway unreachable) the page still says what happened, without the contact link.
  if (isError) return <NotFoundContent signedIn={false} />;
  return <LoadingSpinner />;
}

function NotFoundContent({ signedIn, contactUrl }: { signedIn: boolean; contactUrl?: string }) {
  const { t } = useTranslation('frame');
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      {signedIn ? (
        <p>{t('notFound.useMenu')}</p>
      ) : (
        <p>
          <AppLink to={routePaths.login}>{t('notFound.logIn')}</AppLink>
        </p>
      )}
      {contactUrl !== undefined && (
        <p>
          <Trans
            t={t}
            i18nKey="notFound.contact"
            components={{ contactLink: <TransLink href={contactUrl} /> }}
          />
        </p>
      )}
    </Page>
  );
}
