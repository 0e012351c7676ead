/**
 * The HTML document of a server-rendered public page, built around the web build's index.html:
 * the page's language and direction on <html>, its head tags, its stylesheets inline (nothing
 * blocks the first paint), the rendered page in #root, the data the browser hydrates with and the
 * list of its scripts, which index.html's inline loader starts once the page has loaded.
 */
import {
  APP_SCRIPTS_ELEMENT_ID,
  type AppScripts,
  PAGE_STATE_ELEMENT_ID,
  type PageLang,
} from '@app/contracts/page-addresses';
import type { HeadTag, RenderedPage } from '@app/contracts/page-render';
import { escapeAttribute, escapeText } from './html-escape';
import { pageFontsElement, splitFontFaces } from './page-fonts';

export type { RenderedPage } from '@app/contracts/page-render';

export type Page = Extract<RenderedPage, { kind: 'page' }>;

/** One entry of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The entry of the main client build's manifest (`.vite/manifest.json`): index.html. */
export const MAIN_ENTRY = 'index.html';

/** index.html cut where a page's own parts go. */
export interface DocumentTemplate {
  /** Up to `<html`, exclusive. */
  start: string;
  /** From the end of the <html> tag to where the title was. */
  headStart: string;
  /** The rest of <head> (the inline scripts), without the entry's stylesheet and scripts. */
  headEnd: string;
  /** The entry's key in the manifest: index.html, or another build's entry chunk. */
  entryKey: string;
  /** The entry script's address, e.g. `/assets/index-abc123.js`. */
  entryScript: string;
  /** From `</head>` to the root element, exclusive. */
  bodyStart: string;
  /** After the root element's end, without the no-JavaScript notice. */
  bodyEnd: string;
  /** The entry's stylesheet (fonts and base rules), inlined in every page. */
  entryCss: string[];
  /** The files the entry script imports, which must start with it. */
  entryImports: string[];
}

function cut(html: string, pattern: RegExp, what: string): [string, string] {
  const match = pattern.exec(html);
  if (!match) throw new Error(`index.html has no ${what}`);
  return [html.slice(0, match.index), html.slice(match.index + match[0].length)];
}

/**
 * index.html cut for a page, with the scripts of `entryKey` in `manifest`. Another entry than
 * index.html (the public build's) replaces index.html's own entry script.
 */
export function parseTemplate(html: string, manifest: Manifest, entryKey = MAIN_ENTRY): DocumentTemplate {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`the build manifest has no ${entryKey} entry`);
  let rest = html;
  const [start, afterHtml] = cut(rest, /<html[^>]*>/, '<html> tag');
  rest = afterHtml
    .replace(/\s*<meta name="description"[^>]*>/, '')
    // The entry's stylesheet is inlined instead.
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  const [headStart, afterTitle] = cut(rest, /\s*<title>[\s\S]*?<\/title>/, '<title>');
  const [headRest, afterHead] = cut(afterTitle, /<\/head>/, '</head>');
  // The entry's script and its imports start after the page has loaded (see APP_SCRIPTS_ELEMENT_ID).
  const entryTag = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(headRest);
  if (!entryTag?.[1]) throw new Error('index.html has no entry script');
  const headEnd = headRest.replace(entryTag[0], '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const [bodyStart, afterRoot] = cut(`</head>${afterHead}`, /<div id="root"><\/div>/, 'root element');
  const bodyEnd = afterRoot.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const entryImports = (entry.imports ?? []).flatMap((key) => manifest[key]?.file ?? []);
  return {
    start,
    headStart,
    headEnd,
    entryKey,
    entryScript: entryKey === MAIN_ENTRY ? entryTag[1] : `/${entry.file}`,
    bodyStart,
    bodyEnd,
    entryCss: entry.css ?? [],
    entryImports,
  };
}

export interface PageAssets {
  /** Stylesheets to inline, in order: the entry's, then the layout's and the page's. */
  css: string[];
  /** Scripts the page runs: the entry's imports, the lazy modules, their imports and their strings. */
  scripts: string[];
}

/** The stylesheets and scripts of a page's lazy modules (and of the strings they load), from the manifest. */
export function pageAssets(
  manifest: Manifest,
  template: DocumentTemplate,
  modules: readonly string[],
  locale: PageLang,
  namespaces: readonly string[],
): PageAssets {
  const css = new Set(template.entryCss);
  const scripts = new Set(template.entryImports);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (`/${chunk.file}` !== template.entryScript) scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The entry's own steps (it imports the libraries and the app one at a time), then the page.
  for (const module of manifest[template.entryKey]?.dynamicImports ?? []) visit(module);
  for (const module of modules) visit(module);
  for (const namespace of namespaces) visit(`src/locales/${locale}/${namespace}.json`);
  return { css: [...css], scripts: [...scripts] };
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** JSON inside a <script> element: nothing in it can end the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One attribute's raw (still escaped) value in a rendered tag. */
function rawAttribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * A preload of the page's lead picture (the one rendered with `fetchpriority="high"`), first in
 * <head>: the browser asks for it with the first bytes of the document, before the inline styles
 * and the scripts, instead of when the parser reaches it.
 */
function leadImagePreload(html: string): string | null {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && rawAttribute(img, 'src');
  if (!img || !src) return null;
  const srcset = rawAttribute(img, 'srcset');
  const sizes = rawAttribute(img, 'sizes');
  // Values are copied as rendered, so they are escaped already.
  const responsive = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`;
}

function headTag({ tag, attrs, text }: HeadTag): string {
  // Marked so the browser replaces exactly these after an in-app navigation (page-meta.ts).
  const open = `<${tag}${attributes(attrs)} data-page-head`;
  if (tag === 'script') return `${open}>${(text ?? '').replace(/<\/(script)/gi, '<\\/$1')}</script>`;
  return `${open}>`;
}

/**
 * The document. `readCss` gives a stylesheet's text by its path in the build. Each inlined
 * stylesheet is also named by a disabled <link> (never fetched), so the app's loader, which looks
 * for a page chunk's stylesheet before adding it, does not download what is already inline.
 */
export function pageDocument(
  template: DocumentTemplate,
  page: Page,
  assets: PageAssets,
  readCss: (file: string) => string,
): string {
  const dir = page.lang === 'ar' ? 'rtl' : 'ltr';
  const lead = leadImagePreload(page.html);
  const appScripts: AppScripts = {
    entry: template.entryScript,
    preload: assets.scripts.map((file) => `/${file}`),
  };
  const { fonts, rest } = splitFontFaces(assets.css.map((file) => readCss(file)).join('\n'));
  const head = [
    ...(lead ? [lead] : []),
    `<title>${escapeText(page.head.title)}</title>`,
    ...page.head.tags.map(headTag),
    `<style>${rest}</style>`,
    // Before the inline scripts of index.html: its font script turns them on before the first paint.
    ...(fonts ? [pageFontsElement(fonts, page.html)] : []),
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}" disabled>`),
  ];
  return [
    template.start,
    `<html lang="${page.lang}" dir="${dir}">`,
    template.headStart,
    `\n    ${head.join('\n    ')}`,
    template.headEnd,
    template.bodyStart,
    `<div id="root">${page.html}</div>`,
    `\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
    `\n    <script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${scriptJson(appScripts)}</script>`,
    template.bodyEnd,
  ].join('');
}
