import Page from './page';

class DashboardPage extends Page {
  get applications() {
    return $('ul[aria-label="Your applications"]');
  }

  get resumeLinks() {
    return $$('ul[aria-label="Your applications"] a');
  }

  get signOut() {
    return $('button=Sign out');
  }
}

export default new DashboardPage();
