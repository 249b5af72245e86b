// WebKit (Safari's engine) on these machines: Debian's WebKitGTK MiniBrowser driven by WebKitWebDriver, drawn on an
// Xvfb display. The launcher starts both with a port and a display of their own (chosen free, so parallel runs on
// one machine do not meet) and stops them when the run ends, fails or is interrupted.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where Debian's libwebkit2gtk-4.1-0 puts the browser (`dpkg -L libwebkit2gtk-4.1-0 | grep MiniBrowser`). */
export const MINIBROWSER =
  process.env.WEBKIT_BROWSER_BIN ||
  ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((p) => existsSync(p)) ||
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_BIN || '/usr/bin/WebKitWebDriver';

export interface WebKitRig {
  display: string;
  /** The spec's own session's driver. */
  port: number;
  /** A second driver for the specs' second browser (a co-owner, a chat agent): one WebKitWebDriver runs one session. */
  secondPort: number;
  stop: () => void;
}

/** A TCP port nobody listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Xvfb on a display of its own: E2E_DISPLAY (e.g. 47) pins it, otherwise Xvfb takes the first free one and says
 * which through -displayfd.
 */
function startXvfb(screen: string): Promise<{ display: string; xvfb: ChildProcess }> {
  const pinned = process.env.E2E_DISPLAY?.replace(/^:/, '');
  const args = ['-screen', '0', `${screen}x24`, '-nolisten', 'tcp', '-noreset'];
  const xvfb = spawn('Xvfb', pinned ? [`:${pinned}`, ...args] : ['-displayfd', '3', ...args], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as one
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    xvfb.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb did not start: ${why}\n${stderr.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail('no display within 15 s'), 15000);
    xvfb.once('error', (e) => fail(e.message));
    xvfb.once('exit', (code) => fail(`exited with ${code}`));
    const ready = (display: string) => {
      clearTimeout(timer);
      xvfb.removeAllListeners('exit');
      resolve({ display, xvfb });
    };
    if (!pinned) {
      let out = '';
      (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) ready(`:${out.trim()}`);
      });
      return;
    }
    // Pinned: ready when the display's socket appears.
    const poll = setInterval(() => {
      if (existsSync(`/tmp/.X11-unix/X${pinned}`)) {
        clearInterval(poll);
        ready(`:${pinned}`);
      }
    }, 100);
    xvfb.once('exit', () => clearInterval(poll));
  });
}

async function waitForDriver(port: number, driver: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeoutMs} ms`);
}

/** Signals a child's whole process group (WebKitWebDriver's MiniBrowser and web processes with it). */
function stopGroup(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * GTK's style for the MiniBrowser's own toolbar only (the page is drawn by WebKit, not by GTK): shrunk to nothing, so
 * its window can be as narrow as a phone (a 375 or 390 px viewport); with GTK's own toolbar it cannot go below 447 px.
 */
const NARROW_TOOLBAR_CSS = `* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px;
  -gtk-icon-transform: scale(0.01); }
`;

export async function startWebKit(screen = '1920x1200'): Promise<WebKitRig> {
  for (const bin of [MINIBROWSER, WEBKIT_DRIVER]) {
    if (!existsSync(bin)) throw new Error(`${bin} is missing: apt-get install -y webkit2gtk-driver xvfb`);
  }
  const { display, xvfb } = await startXvfb(screen);
  const drivers: ChildProcess[] = [];
  // GTK reads $XDG_CONFIG_HOME/gtk-3.0/gtk.css as the user's style.
  const gtkConfig = mkdtempSync(path.join(os.tmpdir(), 'heloc-webkit-gtk-'));
  mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
  writeFileSync(path.join(gtkConfig, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const stop = () => {
    drivers.forEach(stopGroup);
    stopGroup(xvfb);
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
        env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      drivers.push(driver);
      await waitForDriver(port, driver, 15000);
      ports.push(port);
    }
    return { display, port: ports[0], secondPort: ports[1], stop };
  } catch (e) {
    stop();
    throw e;
  }
}
