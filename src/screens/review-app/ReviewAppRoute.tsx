// /:uuid/review-app/:kind — the application waits on a person (or a long-running step); one screen per kind.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { nextStepRequested, selectKnownStage, selectPollingStatus } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import {
  DatatreeScreen,
  DelinquencyScreen,
  IncorrectOwnershipScreen,
  IncorrectPinScreen,
  NoCreditScreen,
  PropertyScreen,
  REVIEW_APP_TITLES,
  SignDocsScreen,
  UnderwritingReviewScreen,
  type ReviewAppKind,
} from './ReviewAppScreens';

export default function ReviewAppRoute() {
  const { uuid, kind } = useParams<{ uuid: string; kind: ReviewAppKind }>();
  usePageTitle(REVIEW_APP_TITLES[kind]);
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectCompanyInfo);
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const stage = useAppSelector((s) => selectKnownStage(s, uuid) ?? application?.status.checklistStatus ?? null);
  const retrying = useAppSelector(selectPollingStatus) === 'polling';
  const onRetry = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);

  const support = { companyName: info.companyNameShort, phone: info.phoneFormatted, email: info.email };
  const address = application?.property ?? null;
  switch (kind) {
    case 'incorrect-pin':
      return <IncorrectPinScreen support={support} />;
    case 'no-credit':
      return <NoCreditScreen support={support} />;
    case 'property':
      return <PropertyScreen support={support} address={address} multiple={stage === 'MULTIPLE_PROPERTIES'} />;
    case 'uw':
      return <UnderwritingReviewScreen support={support} />;
    case 'delinquency':
      return <DelinquencyScreen support={support} />;
    case 'incorrect-ownership':
      return <IncorrectOwnershipScreen support={support} address={address} />;
    case 'datatree':
      return <DatatreeScreen support={support} onRetry={onRetry} retrying={retrying} />;
    case 'signdocs':
      return <SignDocsScreen support={support} onRetry={onRetry} retrying={retrying} />;
  }
}
