import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_LIMITS, ZCreateContactSubmission } from '@gtm/contracts/contact-submissions';
import type { TCreateContactSubmission } from '@gtm/contracts/contact-submissions';
import { fieldErrorsOf } from '@gtm/web-kit/field-errors.ts';
import type { TFieldErrors as TFieldErrorsOf } from '@gtm/web-kit/field-errors.ts';
import { Toast } from '../../../components/toast.tsx';
import type { TToastMessage } from '../../../components/toast.tsx';
import { ContactSubmissionError, createContactSubmission } from '../api/create-contact-submission.ts';

type TField = keyof TCreateContactSubmission;
type TFieldErrors = TFieldErrorsOf<TField>;

const FIELDS: { name: TField; label: string; type: string; autoComplete: string; maxLength: number }[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.name },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.email },
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    autoComplete: 'organization',
    maxLength: CONTACT_LIMITS.company,
  },
];

/** The contact form of the landing page's #contact section: validated with the API's own schema. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<TToastMessage | null>(null);
  const dismiss = useCallback(() => setToast(null), []);

  const focusFirstError = (fieldErrors: TFieldErrors) => {
    const first = (['name', 'email', 'company', 'message'] as const).find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ZCreateContactSubmission.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<TField>(parsed.error.issues);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await createContactSubmission(parsed.data);
      form.reset();
      setToast({ id: Date.now(), tone: 'success', title: 'Message sent', description: result.message });
    } catch (error) {
      const failure =
        error instanceof ContactSubmissionError ? error : new ContactSubmissionError(String(error));
      setErrors(failure.fieldErrors);
      focusFirstError(failure.fieldErrors);
      setToast({ id: Date.now(), tone: 'error', title: 'Message not sent', description: failure.message });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: TField) => (errors[field] ? `contact-${field}-error` : undefined);
  const fieldError = (field: TField) =>
    errors[field] && (
      <p id={`contact-${field}-error`} className="mk-field__error">
        {errors[field]}
      </p>
    );

  return (
    <>
      <form
        ref={formRef}
        className="mk-form"
        aria-label="Contact us"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {FIELDS.map((field) => (
          <div key={field.name} className="mk-field">
            <label htmlFor={`contact-${field.name}`}>{field.label}</label>
            <input
              id={`contact-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="mk-field mk-field--wide">
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            maxLength={CONTACT_LIMITS.message}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
          />
          {fieldError('message')}
        </div>
        <button type="submit" className="mk-button" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </form>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
