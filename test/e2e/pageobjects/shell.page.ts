// The application shell around journey screens: sidebar, header navigation, drawers, footer, feedback modal.
import Page from './page';

class ShellPage extends Page {
  get shell() {
    return $('[data-testid="application-shell"]');
  }

  get progress() {
    return $('nav[aria-label="Application progress"]');
  }

  get currentStep() {
    return $('nav[aria-label="Application progress"] [aria-current="step"]');
  }

  get encryptionNotice() {
    return $('[data-testid="encryption-notice"]');
  }

  get propertyCard() {
    return $('[data-testid="property-card"]');
  }

  get mainNav() {
    return $('nav[aria-label="Main"]');
  }

  get appsButton() {
    return $('[data-testid="app-menu-button"]');
  }

  get notificationsButton() {
    return $('[data-testid="notifications-button"]');
  }

  get profileButton() {
    return $('[data-testid="profile-menu-button"]');
  }

  get profileCard() {
    return $('[data-testid="profile-card"]');
  }

  get menuDrawerButton() {
    return $('[data-testid="menu-drawer-button"]');
  }

  get notificationsDrawerButton() {
    return $('[data-testid="notifications-drawer-button"]');
  }

  get dialog() {
    return $('[role="dialog"]');
  }

  /** The open dialog's submit button (the screen behind may have its own form). */
  get dialogSubmit() {
    return $('[role="dialog"] button[type="submit"]');
  }

  get notifications() {
    return $$('[data-testid="notification"]');
  }

  get loanOfficerCard() {
    return $('[data-testid="loan-officer-card"]');
  }

  get loanOfficerBar() {
    return $('[data-testid="loan-officer-bar"]');
  }

  get feedbackLink() {
    return $('button=Share your feedback with the CEO');
  }

  get footer() {
    return $('[data-testid="site-footer"]');
  }

  get licensedStates() {
    return $('[data-testid="licensed-states"]');
  }

  get newYorkNotice() {
    return $('[data-testid="new-york-notice"]');
  }

  get phoneHours() {
    return $('[data-testid="phone-hours"]');
  }

  radio(label: string) {
    return $(`//*[@role="dialog"]//label[normalize-space()="${label}"]`);
  }
}

export default new ShellPage();
