import { PATHS } from '@gtm/contracts/paths';
import { renderEmail } from './email-templates.ts';

describe('the one-pager-ready e-mail', () => {
  it('names the one-pager, links the candidate’s one-pagers on the public origin, escaped in HTML', () => {
    const email = renderEmail(
      'one-pager-ready',
      { name: 'Ann', title: 'Ann <b>O’Neil</b> - SDR' },
      undefined,
      {
        publicOrigin: 'https://portal.example',
      },
    );
    expect(email.subject).toMatch(/one-pager is ready$/);
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('"Ann <b>O’Neil</b> - SDR"');
    expect(email.text).toContain(`https://portal.example${PATHS.candidate.onePagers}`);
    expect(email.html).toContain('Ann &#60;b&#62;O’Neil&#60;/b&#62;');
    expect(email.html).not.toContain('<b>O');
  });

  it('refuses a job without the title it names', () => {
    expect(() => renderEmail('one-pager-ready', { name: 'Ann' })).toThrow(
      'params for template "one-pager-ready"',
    );
  });
});
