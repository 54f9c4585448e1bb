/** The files an onboarding form may send beside its data. */
export interface TOnboardingFiles {
  resume: File | null;
  headshot: File | null;
}

/** The multipart body of an onboarding submit: `data` as JSON, then the optional files. */
export function onboardingFormData(data: unknown, files: TOnboardingFiles): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (files.resume) form.append('resume', files.resume, files.resume.name);
  if (files.headshot) form.append('headshot', files.headshot, files.headshot.name);
  return form;
}
