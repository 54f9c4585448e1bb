/** Claims and offers of the marketing copy (spec section 1), used across the public pages. */
export const STATS = {
  quota: { value: '120%+', label: 'Average quota attainment' },
  salary: { value: '22%', label: 'Average salary increase' },
  retention: { value: '94%', label: 'Retention after 12 months' },
  success: { value: '95%', label: 'Success rate' },
  talent: { value: '10,000+', label: 'Pre-vetted sales professionals' },
  accepted: { value: 'Top 5%', label: 'Of applicants accepted' },
  exclusive: { value: '90%', label: 'Of roles are exclusive' },
  days: { value: '5 business days', label: 'To hiring decisions' },
} as const;

export const SERVICES = [
  {
    title: 'Sales Hiring',
    text: 'Mid-level sales talent with 0-7 years of experience: SDRs, BDRs and AEs ready to ramp.',
  },
  {
    title: 'Streamlined Interview Process',
    text: 'Meet 6-12 pre-vetted candidates in one afternoon, in 15-minute segments, double-vetted for role and culture, with hiring decisions in as fast as 5 business days.',
  },
  {
    title: 'GTM & Talent Intelligence',
    text: 'Interview-process audits and market insight on pay, team structures and coaching.',
  },
] as const;
