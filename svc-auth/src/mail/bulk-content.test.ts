import { bulkMessageOf, SES_BULK_MAX_DESTINATIONS } from './bulk-content.ts';
import type { TBulkMessage } from './bulk-content.ts';
import { renderEmail } from './email-templates.ts';

const context = { publicOrigin: 'https://portal.example' };
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What SES makes of a destination: each `{{tag}}` of the template replaced by its value, values never re-read. */
const asSesRenders = (message: TBulkMessage, at: number) => {
  const data = { ...message.shared, ...message.destinations[at]!.data };
  const fill = (source: string) => source.replace(/\{\{(\w+)\}\}/g, (_tag, name: string) => data[name] ?? '');
  return {
    subject: fill(message.template.Subject),
    text: fill(message.template.Text),
    html: fill(message.template.Html),
  };
};

const decision = {
  companyName: 'Acme {{p0}} & Co',
  employerName: 'Eve <i>',
  combineName: 'Q3 SDRs',
  candidateName: 'Jordan Lee',
  combineId: '665f1c0ffee0000000000c01',
  decision: 'Interested',
};

describe('bulk messages', () => {
  it('gives each destination exactly the e-mail our template rendered for it, whatever the names hold', () => {
    const names = ['Ada Admin', 'Bo', 'Zoë <Ops> {{m1}}', 'Ada Admin', '😀 Smile'];
    const rendered = names.map((name, index) => ({
      to: `admin${index}@example.com`,
      email: renderEmail('client-decision', { ...decision, name }, undefined, context),
    }));
    const message = bulkMessageOf(rendered);
    rendered.forEach(({ email }, at) => {
      expect(asSesRenders(message, at)).toEqual({
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    });
    expect(message.destinations.map((destination) => destination.to)).toEqual(rendered.map(({ to }) => to));
    // The template holds tags only (no word of a message), and each destination carries only what differs.
    expect(Object.values(message.template).join('')).toMatch(/^(\{\{[psm]\d\}\})+$/);
    expect(message.destinations[1]!.data.m1).toBe('Bo');
    expect(message.shared.s1).toContain('Acme {{p0}} & Co');
  });

  it("never splits an emoji's surrogate pair between shared and own values", () => {
    const rendered = ['😀 Smile', '😃 Smile'].map((name, index) => ({
      to: `admin${index}@example.com`,
      email: renderEmail('notice', { name, title: 'T', body: 'B', link: '/x' }, undefined, context),
    }));
    const message = bulkMessageOf(rendered);
    rendered.forEach(({ email }, at) => {
      expect(asSesRenders(message, at)).toEqual({
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    });
    expect(message.destinations.map((destination) => destination.data.m1)).toEqual(['😀', '😃']);
    for (const value of [
      ...Object.values(message.shared),
      ...message.destinations.flatMap((d) => Object.values(d.data)),
    ]) {
      expect(value).not.toMatch(LONE_SURROGATE);
    }
  });

  it('sends one recipient whole, as shared values', () => {
    const email = renderEmail(
      'notice',
      { name: 'Ada', title: 'T', body: 'B', link: '/x' },
      undefined,
      context,
    );
    const message = bulkMessageOf([{ to: 'a@example.com', email }]);
    expect(asSesRenders(message, 0)).toEqual({ subject: email.subject, text: email.text, html: email.html });
    expect(message.shared.p2).toBe(email.html);
  });

  it('takes 1 to 50 destinations and no calendar invitation', () => {
    const email = renderEmail(
      'notice',
      { name: 'Ada', title: 'T', body: 'B', link: '/x' },
      undefined,
      context,
    );
    expect(() => bulkMessageOf([])).toThrow(RangeError);
    const many = Array.from({ length: SES_BULK_MAX_DESTINATIONS + 1 }, (_, i) => ({
      to: `${i}@x.test`,
      email,
    }));
    expect(() => bulkMessageOf(many)).toThrow(RangeError);
    expect(() =>
      bulkMessageOf([{ to: 'a@x.test', email: { ...email, calendar: { method: 'REQUEST', content: 'x' } } }]),
    ).toThrow(TypeError);
  });
});
