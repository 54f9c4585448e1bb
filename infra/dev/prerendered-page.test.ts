import { PRERENDER_PUBLIC_PATH, PRERENDER_SLOT } from '@gtm/contracts/prerender';
import type { TPrerenderedPages } from '@gtm/contracts/prerender';
import { withPrerenderedPage } from './prerendered-page.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>T</title><noscript>Needs JavaScript</noscript></head><body><div id=root></div><script>start()</script></body></html>';

const frame: TPrerenderedPages = {
  style: { id: 'shell-frame', css: '.frame{color:red}' },
  pages: { '/': `<header>Frame</header><main><!--$-->${PRERENDER_SLOT}<!--/$--></main>` },
};
const area: TPrerenderedPages = {
  style: { id: 'mfe-marketing', css: '.mk{color:blue}</style><script>alert(1)</script>' },
  pages: {
    '/': `<link rel="preload" as="image" href="${PRERENDER_PUBLIC_PATH}assets/hero.svg" fetchPriority="high"/><section><img src="${PRERENDER_PUBLIC_PATH}assets/hero.svg"/><a href="$&">$1</a></section>`,
  },
};
const parts = { frame, area, areaPublicPath: 'https://marketing.example/', nonce: 'n0nce' };

describe('withPrerenderedPage', () => {
  it("puts the remote's content in the frame's slot, inside the root element", () => {
    const html = withPrerenderedPage(TEMPLATE, '/', parts);
    expect(html).toContain(
      '<div id="root"><header>Frame</header><main><!--$--><section><img src="https://marketing.example/assets/hero.svg"/>',
    );
    expect(html).not.toContain(PRERENDER_SLOT);
    expect(html).not.toContain(PRERENDER_PUBLIC_PATH);
    // Replacement patterns in the content ($&, $1) are text, not instructions.
    expect(html).toContain('<a href="$&">$1</a></section><!--/$--></main></div><script>start()</script>');
  });

  it("moves the preload hints to the head and inlines both stylesheets there under their ids, with the response's nonce", () => {
    const html = withPrerenderedPage(TEMPLATE, '/', parts) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://marketing.example/assets/hero.svg" fetchPriority="high"/>',
    );
    expect(head).toContain('<style data-style-id="shell-frame" nonce="n0nce">.frame{color:red}</style>');
    expect(head).toContain(
      '<style data-style-id="mfe-marketing" nonce="n0nce">.mk{color:blue}<\\/style><script>',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
  });

  it('drops the template\'s "needs JavaScript" notice: the page reads without it', () => {
    expect(withPrerenderedPage(TEMPLATE, '/', parts)).not.toContain('<noscript>');
  });

  it.each([
    ['a path neither part has', TEMPLATE, '/other', parts],
    ['a path the remote lacks', TEMPLATE, '/', { ...parts, area: { ...area, pages: {} } }],
    [
      'a frame without the slot',
      TEMPLATE,
      '/',
      { ...parts, frame: { ...frame, pages: { '/': '<main></main>' } } },
    ],
    ['a template without the root element', '<html><head></head><body></body></html>', '/', parts],
  ])('gives null for %s', (_case, template, path, given) => {
    expect(withPrerenderedPage(template, path, given)).toBeNull();
  });
});
