import { Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPage, isSafeLocalPath, languageFromPath, matchRedirect, stripTrailingSlash } from '@shop/domain';
import { ShopConfig } from '../../../../config/app-config';
import { isAdminPath } from '../../domain/admin-path';
import { escapeHtml, renderPageHead } from '../../domain/page-head';
import { DEFAULT_LOCALE, GeneralConfig, LANGUAGES, Webpage } from '../../domain/content.types';
import { ContentQueries } from '../queries/content.queries';
import { ADMIN_SESSION_COOKIE, CUSTOMER_SESSION_COOKIE, SESSION_COOKIE_NAMES } from '../../../../shared/http/session-cookie-names';
import type { PageViewer, PageViewers } from './page-viewers.port';
import { RenderedPage, type PageBody } from './rendered-page';
import { SplicedPage } from './spliced-page';
import { StorefrontRenderer, type StorefrontRender } from './storefront-renderer.port';

export type PageAnswer =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'html'; status: 200 | 404; page: PageBody };

/** Who asks for the page: server rendering shows it as this visitor sees it. */
export interface PageVisitor {
  /** The Cookie header, as the API calls of the render get it. */
  cookie?: string;
  /** The same cookies parsed. */
  cookies: Readonly<Record<string, string | undefined>>;
  remoteAddress: string;
  userAgent?: string;
}

/** The consent cookie the storefront reads (frontend/src/stores/consent.ts): it decides whether the dialog shows. */
const CONSENT_COOKIE = 'cookieConsent';
/** Guests' pages kept at most (≈ 100–150 KB of HTML each, plus its compressed forms once asked for). */
const GUEST_PAGES = 300;
/** Pages shared between logged-in customers kept at most (a page per path and price view; sizes as guests' pages). */
const CUSTOMER_PAGES = 300;
/**
 * The webpages (by component) a logged-in customer sees as every customer of the same price view does, besides the
 * catalogue's pages: what they show of the customer is the prices (ADR 0055). Account, cart, checkout and the
 * configurators show the customer's own data and are rendered for each.
 */
const SHARED_FOR_CUSTOMERS: ReadonlySet<string> = new Set(['Home']);
/** Where a customer's own start-up data stands in a shared page while it is being cut in two. */
const OWN_PART = '\uE000own-part\uE000';

/** What another context can say about a path no webpage matches (catalogue pages come through this). */
export abstract class PathHeadResolver {
  abstract resolve(path: string, config: GeneralConfig): Promise<PageHeadData | null>;
}

export interface PageHeadData {
  locale: string;
  title: string;
  description: string;
  robots?: string;
  image?: string;
  alternates: Array<{ locale: string; path: string }>;
  jsonLd?: object[];
}

const FALLBACK_TEMPLATE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--app-head--></head><body><div id="root"></div></body></html>`;

/**
 * Answers every page route with the built SPA whose head already holds the page's tags, and applies
 * the route layer on the server too: trailing-slash 301, the configured redirects.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly templates = new Map<string, string>();

  private readonly pathResolvers: PathHeadResolver[] = [];
  /**
   * Pages rendered for guests (no session cookie), by path, query and consent state: the same for every guest,
   * so kept while what they are made from is unchanged. Each is stamped with the versions of its sources (the
   * content read here, and what other contexts register: the catalogue version, the price rules' changes); a
   * page whose stamp is no longer current is dropped, so a change reaches guests as soon as this instance
   * learned it (an announcement from the instance that made it, or the catalogue's own version check), not
   * after a timer of its own. Logged-in customers share pages by price view (`customerPages`, ADR 0055); their
   * other pages are rendered for each request.
   */
  private readonly guestPages = new Map<string, RenderedPage>();
  /** The sources' stamp the kept guest pages were rendered at. */
  private guestPagesStamp = '';
  private readonly sources: Array<() => string> = [];
  /**
   * Pages of logged-in customers, shared by everyone who sees the same page: by path, query, consent state and the
   * viewer's key (the prices they see). Each is kept in two parts around the start-up answer's store, which every
   * answer fills with the asking customer's own (ADR 0055); stamped and dropped like guests' pages.
   */
  private readonly customerPages = new Map<string, SplicedPage>();
  private viewers: PageViewers | null = null;

  constructor(
    private readonly content: ContentQueries,
    private readonly config: ShopConfig,
    private readonly storefront: StorefrontRenderer,
  ) {}

  /** Other contexts (the catalogue) add what they can resolve; called from their module's init. */
  registerResolver(resolver: PathHeadResolver): void {
    this.pathResolvers.push(resolver);
  }

  /** Who a logged-in customer is as a page viewer (the storefront facade; called from its module's init). */
  registerViewers(viewers: PageViewers): void {
    this.viewers = viewers;
  }

  /** Other contexts whose data guests' pages show register its version (called from their module's init). */
  registerSource(version: () => string): void {
    this.sources.push(version);
  }

  /** The versions of everything guests' pages are made from: different once any of it changed. */
  private sourcesStamp(): string {
    return [String(this.content.changes()), ...this.sources.map((version) => version())].join('|');
  }

  /** The storefront's page (index.html) or the admin app's shell (admin.html, ADR 0023), read once. */
  private loadTemplate(name: 'index.html' | 'admin.html' = 'index.html'): string {
    const kept = this.templates.get(name);
    if (kept) return kept;
    const file = join(this.config.get('frontendDist'), name);
    if (existsSync(file)) {
      const template = readFileSync(file, 'utf8');
      this.templates.set(name, template);
      return template;
    }
    this.logger.warn(`${file} not found: serving a bare page (run npm run build:frontend)`);
    return FALLBACK_TEMPLATE;
  }

  async render(rawPath: string, query: string, visitor?: PageVisitor): Promise<PageAnswer> {
    const path = safeDecode(rawPath);
    // A path that decodes to another host ('//host', '/\\host'), or holds control characters, is no page
    // of this shop: never redirect it anywhere (an open redirect), answer the not-found page.
    if (!isSafeLocalPath(path)) return this.notFound(path);
    const strippedRaw = stripTrailingSlash(rawPath);
    if (strippedRaw !== rawPath) return { kind: 'redirect', status: 301, location: strippedRaw + (query ? `?${query}` : '') };

    const redirect = matchRedirect(path, await this.content.redirects());
    if (redirect) return { kind: 'redirect', status: 301, location: redirect.target };

    const [pages, general] = await Promise.all([this.content.webpages(), this.content.generalConfig()]);
    let head: PageHeadData | null = null;
    const match = findPage(path, pages);
    // The admin area is an app of its own (ADR 0023): its paths get the admin shell, rendered in the browser.
    if (isAdminPath(path, match?.page.component ?? null, this.config.get('adminSlug'), LANGUAGES, DEFAULT_LOCALE)) {
      return this.adminShell(match ? this.headForPage(match.page, pages, general) : null, path, general);
    }
    if (match) head = this.headForPage(match.page, pages, general);
    for (const resolver of head ? [] : this.pathResolvers) {
      head = await resolver.resolve(path, general);
      if (head) break;
    }
    if (!head) return this.notFound(path, general);

    const url = rawPath + (query ? `?${query}` : '');
    // CATALOGUE_REFRESH_SECONDS=0 (always read afresh) keeps no guest pages either.
    const keep = this.config.get('catalogueRefreshSeconds') > 0;
    const customerToken = visitor?.cookies[CUSTOMER_SESSION_COOKIE];
    if (visitor && keep && customerToken && !visitor.cookies[ADMIN_SESSION_COOKIE] && this.viewers && (!match || SHARED_FOR_CUSTOMERS.has(match.page.component))) {
      // A failure here (the session's statement, the account view) leaves the page to the per-visitor render below.
      const [viewers, pageHead] = [this.viewers, head];
      const answer = await (async () => {
        const viewer = await viewers.viewerOf(customerToken);
        return viewer ? this.customerPage(url, pageHead, general, visitor, viewer) : null;
      })().catch((e: unknown) => {
        this.logger.warn(`shared page for a customer not answered (${e instanceof Error ? e.name : typeof e}); rendered for the visitor`);
        return null;
      });
      if (answer) return answer;
    }
    const guestKey = visitor && keep && !SESSION_COOKIE_NAMES.some((name) => visitor.cookies[name]) ? `${url}|${visitor.cookies[CONSENT_COOKIE] ?? ''}` : null;
    // Stamped before rendering: a change during the render leaves the page stamped older, dropped next time.
    const stamp = guestKey !== null ? this.currentGuestPages() : '';
    if (guestKey !== null) {
      const kept = this.guestPages.get(guestKey);
      if (kept) return { kind: 'html', status: 200, page: kept };
    }
    const body = visitor ? await this.storefront.render({ url, cookie: visitor.cookie, remoteAddress: visitor.remoteAddress, userAgent: visitor.userAgent }) : null;
    if (body?.kind === 'redirect') return { kind: 'redirect', status: 302, location: body.location };
    const page = new RenderedPage(this.htmlFor(head, general, body));
    // Only a page the server rendered is kept (one that failed to render is tried again next time).
    if (guestKey !== null && body?.kind === 'html') this.keepGuestPage(guestKey, page, stamp);
    return { kind: 'html', status: 200, page };
  }

  /**
   * A logged-in customer's page from the page shared by their price view, their own start-up data put in; rendered
   * (for this customer, then kept for all of that view) when none is kept. Null when it cannot be shared (the render
   * failed, or its record holds no start-up answer): the page is then rendered for the visitor alone.
   */
  private async customerPage(url: string, head: PageHeadData, general: GeneralConfig, visitor: PageVisitor, viewer: PageViewer): Promise<PageAnswer | null> {
    const key = `${url}|${visitor.cookies[CONSENT_COOKIE] ?? ''}|${viewer.key}`;
    const stamp = this.currentGuestPages();
    let shared = this.customerPages.get(key);
    if (shared === undefined) {
      const body = await this.storefront.render({ url, cookie: visitor.cookie, remoteAddress: visitor.remoteAddress, userAgent: visitor.userAgent });
      if (body?.kind === 'redirect') return { kind: 'redirect', status: 302, location: body.location };
      if (body?.kind !== 'html' || body.stateAroundStore === null) return body ? { kind: 'html', status: 200, page: new RenderedPage(this.htmlFor(head, general, body)) } : null;
      const html = this.htmlFor(head, general, { ...body, state: OWN_PART });
      const at = html.indexOf(OWN_PART);
      shared = new SplicedPage(html.slice(0, at) + body.stateAroundStore.before, body.stateAroundStore.after + html.slice(at + OWN_PART.length));
      // Rendered while a source changed: not kept (the next request renders it from the new state).
      if (stamp === this.guestPagesStamp) {
        while (this.customerPages.size >= CUSTOMER_PAGES) this.customerPages.delete(this.customerPages.keys().next().value as string);
        this.customerPages.set(key, shared);
      }
    }
    const own = await this.storefront.serializeForPage(await viewer.store());
    return own === null ? null : { kind: 'html', status: 200, page: shared.withOwn(own) };
  }

  /**
   * The admin app's HTML shell: the head (never indexed) and the admin entry's scripts, no server rendering
   * (the admin pages are private, and their code is no part of the storefront's server bundle). A path under
   * the admin slug that no page matches is answered 404 with the same shell (the admin app says so).
   */
  private adminShell(head: PageHeadData | null, path: string, general: GeneralConfig): PageAnswer {
    const locale = languageFromPath(path, LANGUAGES, DEFAULT_LOCALE);
    const data: PageHeadData = head
      ? { ...head, robots: 'noindex,nofollow', jsonLd: [] }
      : { locale, title: locale === 'de' ? 'Seite nicht gefunden' : 'Page not found', description: '', robots: 'noindex,nofollow', alternates: [] };
    return { kind: 'html', status: head ? 200 : 404, page: new RenderedPage(this.htmlFor(data, general, null, 'admin.html')) };
  }

  /** Drops the kept guest pages when a source changed since they were rendered; answers the current stamp. */
  private currentGuestPages(): string {
    const stamp = this.sourcesStamp();
    if (stamp !== this.guestPagesStamp) {
      this.guestPages.clear();
      this.customerPages.clear();
      this.guestPagesStamp = stamp;
    }
    return stamp;
  }

  private keepGuestPage(key: string, page: RenderedPage, stamp: string): void {
    // Rendered while a source changed: not kept (the next request renders it from the new state).
    if (stamp !== this.guestPagesStamp) return;
    while (this.guestPages.size >= GUEST_PAGES) this.guestPages.delete(this.guestPages.keys().next().value as string);
    this.guestPages.set(key, page);
  }

  private async notFound(path: string, known?: GeneralConfig): Promise<PageAnswer> {
    const general = known ?? (await this.content.generalConfig());
    const locale = isSafeLocalPath(path) ? languageFromPath(path, LANGUAGES, DEFAULT_LOCALE) : DEFAULT_LOCALE;
    const notFound: PageHeadData = { locale, title: locale === 'de' ? 'Seite nicht gefunden' : 'Page not found', description: '', robots: 'noindex,follow', alternates: [] };
    return { kind: 'html', status: 404, page: new RenderedPage(this.htmlFor(notFound, general)) };
  }

  private headForPage(page: Webpage, pages: Webpage[], general: GeneralConfig): PageHeadData {
    const translations = pages.filter((p) => p.code === page.code);
    const jsonLd: object[] = [];
    if (page.code === 'home') {
      const b = general.brand;
      jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: b.longName,
        url: general.baseUrl,
        logo: `${general.baseUrl}/logo.svg`,
        email: b.email || undefined,
        telephone: b.phone.central || undefined,
        address: { '@type': 'PostalAddress', streetAddress: b.address.street, postalCode: b.address.zip, addressLocality: b.address.city, addressCountry: b.address.countryI18nId },
      });
    }
    return {
      locale: page.locale,
      title: page.label,
      description: page.description,
      robots: page.robots,
      image: page.image ?? undefined,
      alternates: translations.map((t) => ({ locale: t.locale, path: t.path })),
      jsonLd,
    };
  }

  private htmlFor(data: PageHeadData, general: GeneralConfig, body?: StorefrontRender | null, template: 'index.html' | 'admin.html' = 'index.html'): string {
    const base = general.baseUrl;
    const canonical = data.alternates.find((a) => a.locale === data.locale)?.path;
    const head = renderPageHead({
      title: data.title,
      brandSuffix: general.brand.shortName,
      siteName: general.brand.longName,
      description: data.description,
      robots: data.robots ?? 'index,follow',
      themeColor: general.themeColor,
      locale: data.locale,
      canonicalUrl: canonical !== undefined ? base + canonical : base + (data.locale === DEFAULT_LOCALE ? '/' : `/${data.locale}`),
      alternates: data.alternates.map((a) => ({ locale: a.locale, url: base + a.path })),
      defaultLocale: general.defaultLocale,
      image: data.image ? (data.image.startsWith('http') ? data.image : base + data.image) : `${base}/logo.svg`,
      jsonLd: data.jsonLd,
      extraMeta: [{ name: 'shop-api-code', content: general.apiCode }],
    });
    let html = this.loadTemplate(template)
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(data.locale)}"`)
      .replace('<!--app-head-->', () => head + (body?.kind === 'html' ? stylesheetLinks(body.styles) : ''));
    if (body?.kind === 'html') {
      // A rendered page paints from its HTML and CSS; its scripts only hydrate it. They are started by
      // /hydrate.js once the first frame is painted, so on a slow line they do not share it with what the
      // first paint needs (measured: the stylesheet took twice as long beside them).
      const scripts: string[] = [];
      let entry = '';
      html = html
        .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_all, src: string) => {
          entry ||= src;
          return '';
        })
        .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_all, href: string) => {
          scripts.push(href);
          return '';
        });
      if (entry) {
        const preload = [...new Set([...scripts, ...body.scripts])].join(' ');
        html = html.replace('</head>', () => `<script src="/hydrate.js" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}"></script>\n</head>`);
      }
      // The page's markup, and the API answers it was rendered from (escaped JSON, a data block: never run).
      html = html.replace(
        '<div id="root"></div>',
        () => `<div id="root">${body.html}</div><script type="application/json" id="${body.stateId}">${body.state}</script>`,
      );
    }
    return html;
  }
}

/** The page's own stylesheets, in the head: its first paint needs them. */
function stylesheetLinks(styles: readonly string[]): string {
  return styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
