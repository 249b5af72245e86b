// Set-up for the chat spec: the organisation's agent signs in through the identity broker (the agents' console
// uses the same login), chat hours are opened or closed with the operators' override (no clock is touched),
// files to attach, and a switch that cuts the page's socket.io connections (an init script, so it is in place
// before the app's own scripts run).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../../server/identityBroker/agents';

const api = (p: string) => new URL(p, browser.options.baseUrl);

export const AGENT_EMAIL = sandboxAgentEmail;
export const AGENT_PASSWORD = SANDBOX_AGENT_PASSWORD;

export async function agentToken(org: string): Promise<string> {
  const response = await fetch(api('/identity-broker/agent/api/v3/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': org },
    body: JSON.stringify({
      email: sandboxAgentEmail(org),
      password: SANDBOX_AGENT_PASSWORD,
      applicationName: 'agent-console',
    }),
  });
  if (!response.ok) throw new Error(`agent sign-in for ${org} failed: ${response.status} ${await response.text()}`);
  return String(response.headers.get('authorization')).replace(/^Bearer /, '');
}

/** PUT the OPS_CHAT override: OPEN or CLOSED whatever the schedule says, null for the schedule again. */
export async function setChatHours(org: string, token: string, override: 'OPEN' | 'CLOSED' | null): Promise<void> {
  const response = await fetch(api('/service-operating-hours/operator/api/v1/hours/OPS_CHAT/override'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-org': org, authorization: `Bearer ${token}` },
    body: JSON.stringify({ override }),
  });
  if (!response.ok) throw new Error(`chat hours override failed: ${response.status} ${await response.text()}`);
}

/** A small real PNG and PDF on disk, for the file inputs. */
export function attachmentFiles(): { png: string; pdf: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-e2e-'));
  const png = path.join(dir, 'statement.png');
  // 1×1 transparent PNG.
  writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  );
  const pdf = path.join(dir, 'rate-sheet.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return { png, pdf };
}

/**
 * Installs, before any page script, a switch over the page's socket.io traffic: `cutSockets` closes the open
 * connections and refuses new ones (WebSocket and polling) until `restoreSockets`.
 */
// Plain JavaScript, run in the page as it is: no compiled helper can leak into it.
const SOCKET_SWITCH = `(() => {
  const state = { cut: false, open: [] };
  window.__socketSwitch = state;
  const isSocketIo = (url) => String(url).includes('/socket.io/');
  const Native = window.WebSocket;
  const Switched = function (url, protocols) {
    const socket = new Native(state.cut && isSocketIo(url) ? 'ws://127.0.0.1:9/refused' : url, protocols);
    if (isSocketIo(url)) state.open.push(socket);
    return socket;
  };
  Switched.prototype = Native.prototype;
  for (const key of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Switched[key] = Native[key];
  window.WebSocket = Switched;
  // A connection opened before the switch was put in (WebKit: after the page loaded) is taken in when it next sends.
  const send = Native.prototype.send;
  Native.prototype.send = function (...args) {
    if (isSocketIo(this.url) && !state.open.includes(this)) state.open.push(this);
    return send.apply(this, args);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    return open.call(this, method, state.cut && isSocketIo(url) ? 'http://127.0.0.1:9/refused' : url, ...rest);
  };
})();`;

export async function installSocketSwitch(on: WebdriverIO.Browser = browser): Promise<void> {
  if (on.isBidi) {
    // addInitScript takes a function: one built from the plain source keeps compiled helpers out of the page.
    await on.addInitScript(new Function(SOCKET_SWITCH) as () => void);
    return;
  }
  // WebDriver classic (WebKit) has no init scripts: the switch goes into every page the spec opens, once the new
  // document has replaced the old one (under load WebKit's navigation can answer while the old page is still up,
  // and a switch put into that page is gone with it). The app opens its socket only on the borrower's first
  // interaction, so the switch is in place before it; one opened earlier is taken in as soon as it sends.
  const once = `if (!window.__socketSwitch) ${SOCKET_SWITCH}`;
  on.overwriteCommand('url', async (url, path?: string) => {
    await on.execute(() => {
      (window as unknown as { __leaving?: boolean }).__leaving = true;
    });
    const result = await url(path as string);
    await on.waitUntil(
      () =>
        on.execute(
          () => !(window as unknown as { __leaving?: boolean }).__leaving && document.readyState === 'complete',
        ),
      { timeout: 20000, interval: 100, timeoutMsg: `the page did not finish loading ${path}` },
    );
    await on.execute(once);
    return result;
  });
}

/** Closes the page's socket.io connections and refuses new ones until `restoreSockets`. */
export async function cutSockets(on: WebdriverIO.Browser = browser): Promise<void> {
  // The switch must be in this page and hold the open connection (taken in at the latest at its next ping).
  await on.waitUntil(
    () =>
      on.execute(() => {
        const s = (window as unknown as { __socketSwitch?: { open: WebSocket[] } }).__socketSwitch;
        return Boolean(s && s.open.some((socket) => socket.readyState === WebSocket.OPEN));
      }),
    { timeout: 30000, interval: 250, timeoutMsg: 'no socket.io connection is held by the socket switch' },
  );
  await on.execute(() => {
    const s = (window as unknown as { __socketSwitch: { cut: boolean; open: WebSocket[] } }).__socketSwitch;
    s.cut = true;
    for (const socket of s.open) socket.close();
    s.open = [];
  });
}

export async function restoreSockets(on: WebdriverIO.Browser = browser): Promise<void> {
  await on.execute(() => {
    (window as unknown as { __socketSwitch: { cut: boolean } }).__socketSwitch.cut = false;
  });
}
