import { useEffect } from 'react';
import { useLocation } from '@gtm/web-kit/router.ts';
import { PRODUCT_NAME } from '@gtm/contracts/product';

export interface TDocumentHead {
  /** The document title; most pages use {@link pageTitle}. */
  title: string;
  description: string;
  /** Path of the canonical URL; defaults to the current path (without query or hash). */
  canonicalPath?: string;
}

/** A page's document title: its name, then the product name (`Candidate Login | GTM Combine`). */
export const pageTitle = (name: string) => `${name} | ${PRODUCT_NAME}`;

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/** Sets title, meta description and canonical link of the page on every navigation to it. */
export function useDocumentHead({ title, description, canonicalPath }: TDocumentHead): void {
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;

  // In an effect, not during render: pages are also rendered to HTML ahead of time, where there is no window.
  useEffect(() => {
    document.title = title;
    const meta = upsertHeadElement('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    );
    meta.content = description;
    const link = upsertHeadElement('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    link.href = new URL(path, window.location.origin).href;
  }, [title, description, path]);
}
