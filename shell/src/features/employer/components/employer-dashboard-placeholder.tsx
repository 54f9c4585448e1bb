import { pageTitle, useDocumentHead } from '@gtm/web-kit/document-head.ts';

/** Where an employer lands after signing in; the spec shows no content for it. */
export function EmployerDashboardPlaceholder() {
  useDocumentHead({ title: pageTitle('Employer Dashboard'), description: 'Your employer account.' });
  return (
    <section className="gtm-screen" data-testid="employer-dashboard">
      <h1>Employer Dashboard</h1>
      <p>You are signed in as an employer. Employer tools are not part of the portal yet.</p>
    </section>
  );
}
