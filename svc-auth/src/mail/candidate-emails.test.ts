import { PATHS } from '@gtm/contracts/paths';
import { renderEmail } from './email-templates.ts';

describe('candidate invitation and reminder e-mails', () => {
  it.each(['candidate-invitation', 'candidate-reminder'] as const)(
    '%s greets the candidate and links the candidate sign-in page on the public origin, escaped in HTML',
    (template) => {
      const email = renderEmail(template, { name: 'Ann <b>O’Neil</b>' }, undefined, {
        publicOrigin: 'https://portal.example',
      });
      expect(email.text).toContain('Hello Ann <b>O’Neil</b>,');
      expect(email.text).toContain(`https://portal.example${PATHS.candidateAuth}?signin=true`);
      expect(email.html).toContain('Ann &#60;b&#62;O’Neil&#60;/b&#62;');
      expect(email.html).not.toContain('<b>O');
    },
  );

  it('refuses a job without the name it greets', () => {
    expect(() => renderEmail('candidate-reminder', {})).toThrow('params for template "candidate-reminder"');
  });
});
