import { ButtonLink } from '../Button';
import { PageHeading } from '../layout';
import { Actions, PageBody } from './ErrorFallback';

export interface NotFoundProps {
  homeHref: string;
}

export function NotFound({ homeHref }: NotFoundProps) {
  return (
    <PageBody>
      <PageHeading>Page not found</PageHeading>
      <p>We could not find the page you were looking for. It may have moved, or the link may be incomplete.</p>
      <Actions>
        <ButtonLink variant="primary" href={homeHref}>
          Go to home page
        </ButtonLink>
      </Actions>
    </PageBody>
  );
}
