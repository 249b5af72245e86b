import { screen } from '@testing-library/react';
import {
  Alert,
  BrandHeader,
  Button,
  ButtonLink,
  ErrorFallback,
  Maintenance,
  NotAccepting,
  NotFound,
  PageHeading,
  PageLayout,
} from '../../../src/ui';
import { renderUi } from './renderUi';

describe('ErrorFallback', () => {
  it('shows the spec texts, support contacts, and Try again calls onReset', async () => {
    const onReset = jest.fn();
    const { user } = renderUi(
      <ErrorFallback onReset={onReset} supportPhone="8885550100" supportEmail="help@lender.test" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' })).toHaveFocus();
    expect(screen.getByText('Please click “Try again” to see if we can get you back moving.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 555-0100' })).toHaveAttribute('href', 'tel:8885550100');
    expect(screen.getByRole('link', { name: 'help@lender.test' })).toHaveAttribute('href', 'mailto:help@lender.test');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('Maintenance', () => {
  it('shows the default title and message and no dashboard link', () => {
    renderUi(<Maintenance />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('accepts a custom title and message and an optional dashboard link', () => {
    renderUi(<Maintenance title="Back soon" message="Upgrading." showDashboardLink />);
    expect(screen.getByRole('heading', { level: 1, name: 'Back soon' })).toBeInTheDocument();
    expect(screen.getByText('Upgrading.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('NotAccepting and NotFound', () => {
  it('NotAccepting explains that applications start from a loan officer link, with contacts', () => {
    renderUi(<NotAccepting companyName="Example Lender" phone="+18885550100" email="hi@lender.test" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are not accepting applications here' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Applications for Example Lender start from a link shared by your loan officer/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (888) 555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.getByRole('link', { name: 'hi@lender.test' })).toHaveAttribute('href', 'mailto:hi@lender.test');
  });

  it('NotFound links home', () => {
    renderUi(<NotFound homeHref="/dashboard" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('PageLayout and BrandHeader', () => {
  it('has a skip link as the first tab stop, header and main landmarks', async () => {
    const { user } = renderUi(
      <PageLayout
        header={
          <BrandHeader logoUrl="/brand/example.svg" logoAlt="Example Lender" companyName="Example Lender" homeHref="/">
            <ButtonLink href="/auth/login">Login</ButtonLink>
          </BrandHeader>
        }
        footer={<p>Footer text</p>}
      >
        <p>Content</p>
      </PageLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: '44.75rem' });
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Example Lender home' }));
    expect(screen.getByRole('link', { name: 'Example Lender home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer text');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Example Lender home' })).toHaveFocus();
  });
});

describe('Alert, Button and PageHeading', () => {
  it('error alerts are assertive, others polite', () => {
    renderUi(
      <>
        <Alert variant="error" title="Problem">
          Bad
        </Alert>
        <Alert variant="success">Done</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ProblemBad');
    expect(screen.getByRole('status')).toHaveTextContent('Done');
  });

  it('Button defaults to type button; loading makes it busy, disabled and announces Loading', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Loading Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Loading Save' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Loading Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('PageHeading is an h1 that takes focus on mount, with an optional subtitle', () => {
    renderUi(<PageHeading subtitle="It takes 5 minutes">Tell us about your home</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Tell us about your home' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('It takes 5 minutes')).toBeInTheDocument();
  });
});
