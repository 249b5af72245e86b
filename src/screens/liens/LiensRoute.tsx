// /:uuid/liens — the liens on record for the property, to confirm or correct before the offers are priced, and
// the FCRA §609(g) notice with the score the soft pull just returned.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CREDIT_SCORE_NOTICE_TITLE } from '../../domain/adverseAction';
import { useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { LIENS_TITLE, LiensScreen } from './LiensScreen';

export default function LiensRoute() {
  usePageTitle(LIENS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { state: liens, reload: load } = useJourneyResource(uuid, 'liens');
  const [noticeOpen, setNoticeOpen] = useState(false);
  return (
    <>
      <LiensScreen uuid={uuid} liens={liens} onReload={load} onOpenScoreNotice={() => setNoticeOpen(true)} />
      <DisclosureModal
        uuid={uuid}
        type={noticeOpen ? 'CREDIT_SCORE_NOTICE' : null}
        title={CREDIT_SCORE_NOTICE_TITLE}
        onClose={() => setNoticeOpen(false)}
        intro={<p>The credit score we use for your application, its range and the key factors behind it.</p>}
      />
    </>
  );
}
