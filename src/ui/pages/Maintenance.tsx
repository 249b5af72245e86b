import { ButtonLink } from '../Button';
import { PageHeading } from '../layout';
import { Actions, PageBody } from './ErrorFallback';
import { MAINTENANCE_MESSAGE, MAINTENANCE_TITLE } from '../../domain/flags';

export { MAINTENANCE_MESSAGE, MAINTENANCE_TITLE };

export interface MaintenanceProps {
  title?: string;
  message?: string;
  showDashboardLink?: boolean;
}

export function Maintenance({
  title = MAINTENANCE_TITLE,
  message = MAINTENANCE_MESSAGE,
  showDashboardLink = false,
}: MaintenanceProps) {
  return (
    <PageBody>
      <PageHeading>{title}</PageHeading>
      <p>{message}</p>
      {showDashboardLink && (
        <Actions>
          <ButtonLink variant="secondary" href="/dashboard">
            Go to dashboard
          </ButtonLink>
        </Actions>
      )}
    </PageBody>
  );
}
