// Base page object: navigation under the app's base path, and the shared submit button.
export const APP_BASE = '/account/heloc';

export default class Page {
  open(path: string) {
    return browser.url(path);
  }

  get submit() {
    return $('button[type="submit"]');
  }

  get heading() {
    return $('h1');
  }

  field(name: string) {
    return $(`[name="${name}"]`);
  }

  errorFor(name: string) {
    return $(`[name="${name}"]`).parentElement().$('[id$="-error"]');
  }
}
