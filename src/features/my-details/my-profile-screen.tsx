import { useQuery } from '@tanstack/react-query';
import { Button } from 'nhsuk-react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { FocusedNotificationBanner } from '../../components/focused-notification-banner';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MyProfileScreenQuery } from '../../gql/graphql';
import { routePaths } from '../../lib/route-paths';
import { ProfileForm } from './components/profile-form';
import { ProfileSummary } from './components/profile-summary';
import { myProfileScreenQuery } from './my-profile-screen-query';

/**
 * /my-details/my-profile (spec part 2 'My profile'; §4 'Profile: view, editing, saving'; §6): the details,
 * 'Edit my profile' where §6 lets the account change any of them, and 'Reset my password' unless the
 * account signs in with NHS login (it goes to Forgot password, which leads back here).
 */
export function MyProfileScreen() {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myProfileScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('title')}
      loadingLabel={t('loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => <MyProfile data={data} />}
    </QueryScreen>
  );
}

type Saved = { emailSentTo?: string } | undefined;

function MyProfile({ data }: { data: MyProfileScreenQuery }) {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const { myProfile: profile, me } = data;
  const { features } = me;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<Saved>();
  const editButton = useRef<HTMLButtonElement>(null);
  const mayEdit = features.profileEditing || features.emailChange;

  if (editing) {
    return (
      <ProfileForm
        title={t('title')}
        profile={profile}
        features={features}
        onSaved={(outcome) => {
          setSaved(outcome);
          setEditing(false);
        }}
        onCancel={() => {
          // spec part 2 §4: 'Cancel resets the form': the next edit starts from the saved profile.
          setEditing(false);
          requestAnimationFrame(() => editButton.current?.focus());
        }}
      />
    );
  }
  return (
    <Page title={t('title')}>
      {saved && (
        <FocusedNotificationBanner
          titleId="profile-updated-title"
          title={t('updated.title')}
          success
        >
          <p>{tErrors('profile.updated')}</p>
          {saved.emailSentTo && <p>{t('updated.emailSent', { email: saved.emailSentTo })}</p>}
        </FocusedNotificationBanner>
      )}
      {!features.profileEditing && <p>{t('view.restricted')}</p>}
      <ProfileSummary profile={profile} />
      <div className="nhsuk-button-group">
        {mayEdit && (
          <Button
            type="button"
            ref={editButton}
            onClick={() => {
              setSaved(undefined);
              setEditing(true);
            }}
          >
            {t('view.edit')}
          </Button>
        )}
        {features.passwordReset && (
          <ButtonLink
            to={routePaths.forgotPassword}
            state={{ email: profile.email, from: 'profile' }}
            secondary
          >
            {t('view.resetPassword')}
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}
