import { Button, Card, Spinner } from '@blueprintjs/core';
import { statusOf, useAuth, useCollections, usePocketBase } from '@partilha/data';
import {
  displayNameOf,
  formatMonthYear,
  PROFILE_MESSAGES,
  PROFILE_SCREEN_TEXTS as T,
  shownPostalCode,
  type Listing,
  type User,
} from '@partilha/domain';
import { ProfileDetails, ProfileHeader } from '@partilha/ui';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLoader } from '../../app/use-loader';
import { profileMetaDescription } from '../../frame/meta-description';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ReportButton } from '../../moderation/ReportButton';
import { EmptyState } from '../shared/EmptyState';
import { ProfileTabs } from './ProfileTabs';

const LISTINGS_SHOWN = 60;

/**
 * /profile/{userId} (spec 000 §2 Public profile). Only public fields leave the server: the phone
 * arrives only when its owner chose to show it, the e-mail never does.
 */
export function PublicProfilePage() {
  const { userId = '' } = useParams();
  const client = usePocketBase();
  const collections = useCollections();
  const load = useCallback(async (): Promise<{ user: User; listings: Listing[] }> => {
    const [user, listings] = await Promise.all([
      collections.users.getOne(userId),
      collections.listings.getList(1, LISTINGS_SHOWN, {
        filter: client.filter('owner = {:owner} && status = "active"', { owner: userId }),
        sort: '-created',
      }),
    ]);
    return { user, listings: listings.items };
  }, [client, collections, userId]);
  const state = useLoader(load);
  const auth = useAuth();
  const name = state.status === 'ready' ? displayNameOf(state.data.user) : '';
  useDocumentTitle(
    state.status === 'failed' ? PROFILE_MESSAGES.notFoundTitle : name,
    state.status === 'ready' ? profileMetaDescription(name, state.data.user.bio) : undefined,
  );

  if (state.status === 'loading') {
    return (
      <div className="page page--centered" role="status">
        <Spinner aria-label={T.loadingProfile} />
      </div>
    );
  }
  if (state.status === 'failed') {
    const missing = statusOf(state.error) === 404;
    return (
      <section className="page page--narrow" aria-labelledby="profile-missing-title">
        <h1 id="profile-missing-title" className="page__title page__title--centered">
          {PROFILE_MESSAGES.notFoundTitle}
        </h1>
        <EmptyState
          icon={missing ? 'user' : 'error'}
          text={missing ? PROFILE_MESSAGES.userNotFound : PROFILE_MESSAGES.loadFailed}
          action={
            missing ? <Link to="/home">{T.backToHome}</Link> : <Button text={T.tryAgain} onClick={state.reload} />
          }
        />
      </section>
    );
  }

  const { user, listings } = state.data;
  return (
    <div className="page profile-page">
      <ProfileHeader
        displayName={name}
        avatarUrl={collections.users.fileUrl(user, user.avatar, '300x300')}
        verifiedProvider={user.verifiedProvider}
        city={user.city}
        postalCode={shownPostalCode(user)}
        memberSince={formatMonthYear(user.created)}
        providerRating={{ rating: user.ratingAsProvider, reviewCount: user.reviewsAsProvider }}
        clientRating={{ rating: user.ratingAsClient, reviewCount: user.reviewsAsClient }}
      />
      <div className="profile-page__body">
        <Card className="profile-page__about">
          <ProfileDetails
            phoneNumber={user.phoneNumber}
            languages={user.languages}
            bio={user.bio}
            serviceCategories={user.serviceCategories}
            equipmentCategories={user.equipmentCategories}
            cancellationStats={{
              totalCancellations: user.totalCancellations,
              lateCancellations: user.lateCancellations,
              endedBookings: user.endedBookings,
            }}
          />
          {/* Anyone but the member themself may report a profile (EU DSA Art. 16 notice). */}
          {!(auth.status === 'signedIn' && auth.user.id === user.id) && (
            <ReportButton kind="profile" targetId={user.id} targetLabel={name} className="profile-page__report" />
          )}
        </Card>
        <div className="profile-page__tabs">
          <ProfileTabs
            userId={user.id}
            listings={listings}
            ownerReviewCount={user.reviewsAsProvider}
            renterReviewCount={user.reviewsAsClient}
          />
        </div>
      </div>
    </div>
  );
}
