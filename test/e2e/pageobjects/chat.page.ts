// The borrower's web chat widget: launcher, window, pre-chat form, messages, composer and ended panel.
import Page from './page';

class ChatPage extends Page {
  get launcher() {
    return $('button=Chat with us');
  }

  get window() {
    return $('#chat-window');
  }

  get title() {
    return $('#chat-title');
  }

  get alert() {
    return $('#chat-window [role="alert"], #chat-window [role="status"]');
  }

  alertWith(text: string) {
    return $(`//*[@id="chat-window"]//*[(@role="alert" or @role="status") and contains(., "${text}")]`);
  }

  get waitingLine() {
    return $('//*[@id="chat-window"]//p[contains(., "Waiting for next available agent")]');
  }

  get startButton() {
    return $('#chat-window button[type="submit"]');
  }

  get messageInput() {
    return $('#chat-window textarea[name="message"]');
  }

  get fileInput() {
    return $('[data-testid="chat-file-input"]');
  }

  get messages() {
    return $$('#chat-window [role="log"] li[data-sender]');
  }

  /** A message containing `text`, from `sender` (APPLICANT, AGENT, SYSTEM or CHATBOT). */
  message(sender: string, text: string) {
    return $(`//*[@id="chat-window"]//li[@data-sender="${sender}" and contains(., "${text}")]`);
  }

  get endedHeading() {
    return $('#chat-ended-heading');
  }

  get surveyLink() {
    return $('//*[@id="chat-window"]//a[contains(., "Tell us how we did")]');
  }

  button(name: string) {
    return $(`//*[@id="chat-window"]//button[normalize-space(.)="${name}"]`);
  }

  radio(label: string) {
    return $(`//*[@id="chat-window"]//label[.//span[normalize-space(.)="${label}"]]`);
  }
}

export default new ChatPage();
