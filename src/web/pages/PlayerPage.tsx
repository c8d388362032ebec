/** Route `/player/:username` (issue 17): a player's public profile, with a rating per game. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileResponse } from '../../protocol/accounts.js';
import { RatingList } from '../account/RatingList.js';
import { fetchProfile } from '../online/account.js';

/** Route `/player/:username`. */
export function PlayerPage({ username }: { username: string }) {
  const { t, i18n } = useTranslation('app');
  const [profile, setProfile] = useState<ProfileResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    fetchProfile(username).then(setProfile, (e: Error) => setFailure(e.message));
  }, [username]);
  return (
    <div className="page narrow" data-testid="player-page">
      <h1>{profile?.username ?? username}</h1>
      {failure ? <p className="error">{failure}</p> : null}
      {profile ? (
        <div className="card">
          <p className="muted small">{t('account.since', { when: new Date(profile.createdAt).toLocaleDateString(i18n.language) })}</p>
          <h2>{t('account.ratings')}</h2>
          <RatingList ratings={profile.ratings} />
        </div>
      ) : null}
    </div>
  );
}
