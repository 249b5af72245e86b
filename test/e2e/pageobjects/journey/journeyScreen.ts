// What every journey screen shares: where it is, its heading, its fields by name and its submit button.
import Page, { APP_BASE } from '../page';

export default class JourneyScreen extends Page {
  /** The path under /{uuid}, e.g. 'start/profile'. */
  constructor(readonly screen: string) {
    super();
  }

  path(applicationUuid: string) {
    return `${APP_BASE}/${applicationUuid}/${this.screen}`;
  }

  /** A radio or checkbox input by name (and value for radios). */
  choice(name: string, value?: string) {
    return value === undefined ? $(`input[name="${name}"]`) : $(`input[name="${name}"][value="${value}"]`);
  }

  get formError() {
    return $('form [role="alert"]');
  }

  /** The processing modal shown while the server works. */
  get processing() {
    return $('[role="dialog"][aria-modal="true"]');
  }
}
