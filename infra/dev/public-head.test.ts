import { withPublicHead, publicOriginOf } from './public-head.ts';

const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8" />
    <title>Old title</title>
    <meta
      name="description"
      content="Old description"
    />
  </head><body><div id="root"></div></body></html>`;

describe('withPublicHead', () => {
  it('replaces title and description and adds the canonical link, escaped, where the title was', () => {
    const html = withPublicHead(
      TEMPLATE,
      { title: 'A & B | GTM Combine', description: 'Say "hi" <now>' },
      'https://portal.example/for-employers',
    );
    expect(html).not.toContain('Old title');
    expect(html).not.toContain('Old description');
    expect(html).toContain('<title>A &amp; B | GTM Combine</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://portal.example/for-employers" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces the minified tags of a production build (attributes without quotes)', () => {
    const html = withPublicHead(
      '<head><title>Old</title><meta name=description content="Old description"><link rel=canonical href=/x></head>',
      { title: 'T', description: 'D' },
      'http://x/',
    );
    expect(html).toBe(
      '<head><title>T</title><meta name="description" content="D" /><link rel="canonical" href="http://x/" /></head>',
    );
  });

  it('adds the tags before </head> when the template has no title', () => {
    const html = withPublicHead('<html><head></head></html>', { title: 'T', description: 'D' }, 'http://x/');
    expect(html).toBe(
      '<html><head><title>T</title><meta name="description" content="D" /><link rel="canonical" href="http://x/" /></head></html>',
    );
  });
});

describe('publicOriginOf', () => {
  it('prefers the edge headers and falls back to the request URL', () => {
    expect(publicOriginOf('http://127.0.0.1:3000/x', {})).toBe('http://127.0.0.1:3000');
    expect(publicOriginOf('http://127.0.0.1:3000/x', { host: 'portal.example', proto: 'https' })).toBe(
      'https://portal.example',
    );
  });
});
