import Page from './page';

class ApplicationSummaryPage extends Page {
  get details() {
    return $('dl');
  }

  get companyLogo() {
    return $('header img');
  }
}

export default new ApplicationSummaryPage();
