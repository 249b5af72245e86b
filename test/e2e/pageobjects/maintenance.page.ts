// The maintenance page the route guards show in place of a screen.
import Page from './page';

class MaintenancePage extends Page {
  get dashboardLink() {
    return $('a=Go to dashboard');
  }

  headingNamed(title: string) {
    return $(`h1=${title}`);
  }

  text(message: string) {
    return $(`p=${message}`);
  }
}

export default new MaintenancePage();
