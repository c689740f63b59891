import { useEffect } from 'react';

export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface PageHeadData {
  title: string;
  description: string;
  robots: string;
  canonical: string;
  alternates: HeadAlternate[];
  locale: string;
  siteName: string;
  themeColor?: string | null;
  image?: string | null;
}

const initialPath = typeof window !== 'undefined' ? window.location.pathname : '';

/** Effect that keeps the document head in step with the page; `null` leaves the head alone. */
export function usePageHead(head: PageHeadData | null, pathname: string): void {
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!head) return;
    // Its code loads with the first change (a server-rendered page starts with the right head): not part of the
    // first load. Changes are applied in the order they happen (one module promise, callbacks in order).
    void import('./page-head-dom').then(({ applyPageHead }) => applyPageHead(document, head, pathname === initialPath));
    // `key` stands for every field of `head`, so the effect runs only when the head really changes.
  }, [key, pathname]);
}
