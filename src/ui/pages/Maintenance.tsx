import { ButtonLink } from '../Button';
import { PageHeading } from '../layout';
import { Actions, PageBody } from './ErrorFallback';

export const MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

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
