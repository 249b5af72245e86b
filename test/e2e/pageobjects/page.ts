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

  /** The error text a field points at through aria-describedby (what a screen reader announces). */
  async errorFor(name: string) {
    const id = await $(`[name="${name}"]`).getAttribute('id');
    return $(`[id="${id}-error"]`);
  }
}
