import Page, { APP_BASE } from './page';

export interface Registrant {
  street1: string;
  city: string;
  state: string;
  zip: string;
  firstName: string;
  lastName: string;
  dobDigits: string; // MMDDYYYY as typed
  email: string;
  phoneDigits: string;
  password: string;
}

class RegisterPage extends Page {
  openRegister(query = '') {
    return this.open(`${APP_BASE}/register${query}`);
  }

  get steps() {
    return $('nav[aria-label="Registration steps"]');
  }

  get currentStep() {
    return $('[aria-current="step"]');
  }

  saleStatus(value: string) {
    return $(`input[name="saleStatus"][value="${value}"]`);
  }

  get agreeToTerms() {
    return $('input[name="agreeToTerms"]');
  }

  get formError() {
    return $('form [role="alert"]');
  }
}

export default new RegisterPage();
