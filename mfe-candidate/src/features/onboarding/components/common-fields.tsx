import { ZSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { ZodTextField } from '@gtm/web-kit/zod-text-field.tsx';

const COMMON = ZSdrProfileInput.shape;

/**
 * Headline and short bio: the dashboard and the completion ring read them (spec section 5) and neither form of
 * the spec names a place for them, so both forms (SDR and AE) carry them as optional fields, with a placeholder
 * that fits either role.
 */
export function HeadlineFields() {
  return (
    <>
      <ZodTextField
        label="Headline"
        name="headline"
        schema={COMMON.headline}
        placeholder="e.g. Top-performing seller at a Series B SaaS company"
      />
      <ZodTextField
        label="Short bio"
        name="shortBio"
        schema={COMMON.shortBio}
        rows={3}
        placeholder="Two or three sentences companies read first."
      />
    </>
  );
}
