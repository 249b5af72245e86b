// conditions (index): every open condition on the application, oldest first: what it is about, what the
// underwriter asks of the borrower, how many of the documents asked for have come in, and the one thing to do
// (upload a document, or give a phone number). Nothing open: it says so while the router moves the borrower on.
import styled from 'styled-components';
import type { Condition } from '../../api/conditions';
import { Alert, Card, FactList, PageHeading, Stack } from '../../ui';
import { categoryLabel, conditionAction, receivedText } from './labels';
import { ScreenLink } from '../../ui/ScreenLink';
import { ChecklistStatus } from '../../ui/ChecklistStatus';
import { ConditionsLoading, type ConditionsView } from './parts';

export const CONDITIONS_TITLE = 'A few more things we need';
export const NOTHING_OPEN_TITLE = 'Nothing more is needed from you';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Comments = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Facts = styled(FactList)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface DashboardScreenProps {
  view: ConditionsView;
  /** The path of the screen that answers a condition (upload-document or phone-number). */
  actionPath: (condition: Condition) => string;
}

function ConditionCard({
  condition,
  actionPath,
}: {
  condition: Condition;
  actionPath: DashboardScreenProps['actionPath'];
}) {
  const headingId = `condition-${condition.uuid}`;
  const action = conditionAction(condition);
  const label = categoryLabel(condition.categoryEnum);
  return (
    <li data-testid="condition" data-category={condition.categoryEnum}>
      <Card aria-labelledby={headingId}>
        <Heading id={headingId}>{label}</Heading>
        {condition.commentsToBorrower ? <Comments>{condition.commentsToBorrower}</Comments> : null}
        <Facts>
          {condition.actionNeeded ? (
            <>
              <dt>What to do</dt>
              <dd>{condition.actionNeeded}</dd>
            </>
          ) : null}
          {condition.requestDocuments ? (
            <>
              <dt>Documents requested</dt>
              <dd>{condition.xtraData.numDocsRequired}</dd>
              <dt>Received</dt>
              <dd data-testid="condition-received">
                <ChecklistStatus done={condition.xtraData.docsReceived >= condition.xtraData.numDocsRequired}>
                  {receivedText(condition)}
                </ChecklistStatus>
              </dd>
            </>
          ) : null}
        </Facts>
        {action === 'identity' ? (
          <ScreenLink to={actionPath(condition)} variant="primary" aria-describedby={headingId}>
            Upload a new photo of your ID
          </ScreenLink>
        ) : action === 'upload' ? (
          <ScreenLink to={actionPath(condition)} variant="primary" aria-describedby={headingId}>
            Upload a document
          </ScreenLink>
        ) : action === 'phone' ? (
          <ScreenLink to={actionPath(condition)} variant="primary" aria-describedby={headingId}>
            Add your phone number
          </ScreenLink>
        ) : (
          <p>We are reviewing this. We will let you know if we need anything from you.</p>
        )}
      </Card>
    </li>
  );
}

export function DashboardScreen({ view, actionPath }: DashboardScreenProps) {
  const loaded = view.status === 'loaded';
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Our underwriters need a little more from you before we can prepare your closing documents. Answer each item below; we check for updates every minute.">
        {CONDITIONS_TITLE}
      </PageHeading>
      {!loaded ? (
        <ConditionsLoading view={view} />
      ) : view.open.length === 0 ? (
        <Alert variant="success" title={NOTHING_OPEN_TITLE}>
          <p>Everything we asked for is in. We are taking you to your next step.</p>
        </Alert>
      ) : (
        <List aria-label="Open conditions">
          {view.open.map((condition) => (
            <ConditionCard key={condition.uuid} condition={condition} actionPath={actionPath} />
          ))}
        </List>
      )}
    </Stack>
  );
}
