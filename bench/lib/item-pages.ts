/**
 * One page of each kind of item (an article, a news item, a city, a branch) in both languages, as
 * the sitemap names them: their canonical addresses, so Lighthouse measures the page and not a
 * redirect to it.
 */

export interface NamedPage {
  name: string;
  url: string;
}

const KINDS: { name: string; path: RegExp }[] = [
  { name: 'article', path: /^(?:\/en)?\/medical-journal\/[^/]+$/ },
  { name: 'news', path: /^(?:\/en)?\/news\/[^/]+$/ },
  { name: 'city', path: /^(?:\/en)?\/branches\/[^/]+$/ },
  { name: 'branch', path: /^(?:\/en)?\/branches\/[^/]+\/[^/]+$/ },
];

export async function itemPages(origin: string): Promise<NamedPage[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages: NamedPage[] = [];
  for (const kind of KINDS) {
    for (const block of sitemap.split('<url>').slice(1)) {
      const alternates = Object.fromEntries(
        [...block.matchAll(/hreflang="(ar|en)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
      );
      const ar = alternates.ar;
      const en = alternates.en;
      if (!ar || !en || !kind.path.test(new URL(ar).pathname)) continue;
      // The sitemap's origin is the server's PUBLIC_URL, which the bench sets to its own address.
      pages.push({ name: `${kind.name}-ar`, url: ar }, { name: `${kind.name}-en`, url: en });
      break;
    }
  }
  return pages;
}
