// The first paint, from the HTML the server sends: for the pages people land on first (the register page, the
// sign-in page, the journey's first screens: start/profile with its "What to expect" card, liens) the page arrives
// with the organisation's header bar and the screen's heading (and its largest text) already laid out, styled from the same theme the app builds (src/theme/makeTheme.ts). The app replaces
// this markup when it renders (createRoot clears the container), in the same places, so nothing moves; until then
// the visitor reads the heading instead of a blank page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstPaintFor, type FirstPaint } from '../../src/domain/firstPaint';
import { PROFILE_EXPECTATIONS } from '../../src/domain/profileExpectations';
import type { PrivateLabel } from '../../src/domain/org';
import { REGISTER_SECTIONS } from '../../src/domain/register';
import { makeTheme } from '../../src/theme/makeTheme';

const LOGO_DIR = path.join(__dirname, '..', 'organisations', 'logos');
const INLINE_LOGO_MAX_BYTES = 8 * 1024;
const inlineLogos = new Map<string, string | null>();

/**
 * Our own small logos go into the first paint as data URLs: the logo is the largest thing on the first screen, and
 * fetched separately it would wait behind the scripts on a slow phone connection (the page's LCP). Anything else
 * keeps its URL, asked for first.
 */
function logoSource(logoUrl: string): string | null {
  const name = /^\/brand\/([a-z0-9_-]+\.svg)$/i.exec(logoUrl)?.[1];
  if (!name) return null;
  if (!inlineLogos.has(name)) {
    let data: string | null = null;
    try {
      const bytes = readFileSync(path.join(LOGO_DIR, name));
      if (bytes.length <= INLINE_LOGO_MAX_BYTES) data = `data:image/svg+xml;base64,${bytes.toString('base64')}`;
    } catch {
      data = null;
    }
    inlineLogos.set(name, data);
  }
  return inlineLogos.get(name) ?? null;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** CSS values come from the organisation's data: keep only what cannot end a declaration or the style element. */
function cssValue(value: string): string {
  return value.replace(/[<>{};\\]/g, '');
}

/**
 * The layout rules of PageLayout, BrandHeader, Card, PageHeading, Stack, SectionHeading, the start screens' fact
 * list, RegisterProgress and the application shell.
 */
function styles(label: PrivateLabel): string {
  const t = makeTheme(label);
  const c = (v: string) => cssValue(v);
  return `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${c(t.fonts.body)};font-size:1rem;line-height:1.5;color:${c(t.colors.text)};background:${c(t.colors.background)}}
.fp-shell{display:flex;flex-direction:column;min-height:100vh}
.fp-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:4rem;padding:.5rem 1rem;background:${c(t.colors.surface)};border-bottom:1px solid ${c(t.colors.neutral[200])}}
.fp-home{display:inline-flex;align-items:center}
.fp-home img{display:block;height:2.5rem;width:auto;max-width:12rem}
.fp-main{flex:1 0 auto;min-height:100vh;width:100%;max-width:${c(t.layout.mainMaxWidth)};margin:0 auto;padding:1.5rem 1rem 3rem}
.fp-stack{display:flex;flex-direction:column;gap:1.5rem}
.fp-card{background:${c(t.colors.surface)};border:1px solid ${c(t.colors.neutral[200])};border-radius:12px;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.fp-heading{margin-bottom:1.5rem}
.fp-heading h1{font-family:${c(t.fonts.header)};font-size:1.5rem;line-height:1.25;color:${c(t.colors.text)};margin:0}
.fp-heading p{margin:.5rem 0 0;color:${c(t.colors.mutedText)}}
.fp-tight{gap:.75rem}
.fp-card h2{font-family:${c(t.fonts.header)};font-size:1.25rem;line-height:1.25;margin:0}
.fp-facts{margin:0;padding-left:1.25rem;display:flex;flex-direction:column;gap:.25rem}
.fp-summary{margin:0 0 1rem;font-weight:600}
.fp-sections{display:none;list-style:none;margin:0;padding:0}
.fp-sections li{display:flex;align-items:center;gap:.5rem;color:${c(t.colors.mutedText)}}
.fp-sections li[aria-current]{color:${c(t.colors.text)};font-weight:700}
.fp-marker{display:inline-flex;align-items:center;justify-content:center;width:1.75rem;height:1.75rem;border-radius:999px;font-size:.875rem;border:2px solid ${c(t.colors.border)}}
li[aria-current] .fp-marker{background:${c(t.colors.primary[500])};border-color:${c(t.colors.primary[500])};color:${c(t.colors.onPrimary)}}
.fp-grid{display:grid;gap:1.5rem}
@media (min-width:${t.breakpoints.md}px){
.fp-bar{padding:.5rem 2rem}
.fp-main{padding:2rem 1.5rem 3rem}
.fp-card{padding:1.5rem}
.fp-heading h1{font-size:2rem}
.fp-summary{display:none}
.fp-sections{display:flex;flex-wrap:wrap;gap:1rem;margin:0 0 1.5rem}
}
@media (min-width:${t.breakpoints.lg}px){
.fp-grid{grid-template-columns:15rem minmax(0,44.75rem);grid-template-areas:'sidebar main';justify-content:center;margin-inline:calc((100% - (15rem + 44.75rem + 1.5rem)) / 2)}
.fp-column{grid-area:main}
}
@media (min-width:${t.breakpoints.xl}px){
.fp-grid{grid-template-columns:15rem minmax(0,44.75rem) 15rem;grid-template-areas:'sidebar main officer';margin-inline:calc((100% - (15rem * 2 + 44.75rem + 3rem)) / 2)}
}`;
}

function heading(paint: FirstPaint): string {
  return `<div class="fp-heading"><h1>${escapeHtml(paint.heading.title)}</h1><p>${escapeHtml(paint.heading.subtitle)}</p></div>`;
}

function registerProgress(step: string): string {
  const currentIndex = Math.max(
    0,
    REGISTER_SECTIONS.findIndex((s) => (s.steps as readonly string[]).includes(step)),
  );
  const items = REGISTER_SECTIONS.map(
    (section, i) =>
      `<li${i === currentIndex ? ' aria-current="step"' : ''}><span class="fp-marker">${i + 1}</span><span>${escapeHtml(section.label)}</span></li>`,
  ).join('');
  const current = REGISTER_SECTIONS[currentIndex];
  return (
    `<p class="fp-summary">Step ${currentIndex + 1} of ${REGISTER_SECTIONS.length}: ${escapeHtml(current.label)}</p>` +
    `<ol class="fp-sections">${items}</ol>`
  );
}

function body(paint: FirstPaint): string {
  switch (paint.kind) {
    case 'register':
      return `<div class="fp-stack">${registerProgress(paint.step ?? 'property-info')}<div class="fp-card">${heading(paint)}</div></div>`;
    case 'sign-in':
      return `<div class="fp-card">${heading(paint)}</div>`;
    case 'profile': {
      // The screen's Stack: the heading, then the "What to expect" card (its largest text).
      const facts = PROFILE_EXPECTATIONS.facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('');
      const card = `<div class="fp-card"><div class="fp-stack fp-tight"><h2>${escapeHtml(PROFILE_EXPECTATIONS.title)}</h2><ul class="fp-facts">${facts}</ul></div></div>`;
      return `<div class="fp-grid"><div class="fp-column"><div class="fp-stack">${heading(paint)}${card}</div></div></div>`;
    }
    case 'liens':
      return `<div class="fp-grid"><div class="fp-column">${heading(paint)}</div></div>`;
  }
}

export interface FirstPaintMarkup {
  css: string;
  html: string;
}

/** The first paint for this request, or empty strings for pages the app paints alone. */
export function firstPaintMarkup(label: PrivateLabel, url: string): FirstPaintMarkup {
  const parsed = new URL(url, 'http://local');
  const paint = firstPaintFor(parsed.pathname, parsed.search);
  if (!paint) return { css: '', html: '' };
  const company = label.metadata.companyInfo.companyName;
  const html =
    `<div class="fp-shell">` +
    `<header><div class="fp-bar"><span class="fp-home"><img src="${escapeHtml(logoSource(label.brand.logoUrl) ?? label.brand.logoUrl)}" alt="${escapeHtml(label.brand.logoAlt || company)}" fetchpriority="high"></span></div></header>` +
    `<main class="fp-main">${body(paint)}</main></div>`;
  return { css: styles(label), html };
}
