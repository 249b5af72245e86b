import Page from './page';

class LoginPage extends Page {
  openLogin(query = '') {
    return this.open(`/auth/login${query}`);
  }

  get email() {
    return this.field('email');
  }

  get password() {
    return this.field('password');
  }
}

export default new LoginPage();
