import { ZProfileUpdate, ZRegisterRequest } from './auth.ts';
import { PROFILE_MESSAGES, ZCandidateSettings, ZSdrProfileInput } from './candidate-profile.ts';
import { ZClientUserInvite } from './clients.ts';
import { NAME_MESSAGES } from './person-name.ts';
import { ZCandidateInvite, ZCreateTalentCombine, ZUpdateOnePager } from './talent.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('names refuse control characters and line breaks', () => {
  const injected = [
    'Eve\r\nBcc: victim@example.test',
    'Eve\nEve',
    'Eve\tEve',
    'Eve\u0000',
    'Eve\u2028Eve',
    'Eve\r\n',
  ];

  it.each([
    ['registration', (name: string) => ZRegisterRequest.safeParse({ name, email: 'a@b.test' })],
    [
      'client invitation',
      (name: string) =>
        ZClientUserInvite.safeParse({ name, email: 'a@b.test', clientCompanyId: '665f1c0ffee0000000000001' }),
    ],
    ['candidate invitation', (name: string) => ZCandidateInvite.safeParse({ name, email: 'a@b.test' })],
    ['admin profile', (name: string) => ZProfileUpdate.safeParse({ name })],
    ['candidate settings', (name: string) => ZCandidateSettings.safeParse({ name })],
  ])('in the %s', (_where, parse) => {
    for (const name of injected) {
      const result = parse(name);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(NAME_MESSAGES.controlCharacters);
    }
    const fine = parse('  Zoë  Ünal-Smith ');
    expect(fine.success).toBe(true);
    expect((fine.data as { name: string }).name).toBe('Zoë  Ünal-Smith');
  });

  it("in a combine's name, a one-pager's title and its one-line texts", () => {
    const onePager = (change: Record<string, unknown>) => {
      const { content, ...rest } = change;
      return ZUpdateOnePager.safeParse({
        title: 'Ada - SDR',
        ...rest,
        content: { name: 'Ada Lovelace', ...(content as object) },
      });
    };
    for (const text of injected) {
      const combine = ZCreateTalentCombine.safeParse({ name: text, description: 'Ten characters at least' });
      expect(firstMessage(combine)).toBe(NAME_MESSAGES.controlCharacters);
      expect(firstMessage(onePager({ title: text }))).toBe(NAME_MESSAGES.titleControlCharacters);
      expect(firstMessage(onePager({ content: { name: text } }))).toBe(NAME_MESSAGES.controlCharacters);
      for (const field of ['title', 'location', 'salaryExpectations']) {
        expect(firstMessage(onePager({ content: { [field]: text } }))).toBe(
          NAME_MESSAGES.titleControlCharacters,
        );
      }
    }
    expect(
      ZCreateTalentCombine.safeParse({ name: ' Q3 SDRs ', description: 'Ten characters at least' }).success,
    ).toBe(true);
    // The story fields keep their paragraphs.
    expect(onePager({ content: { dealWalkthroughAction: 'First.\nThen.' } }).success).toBe(true);
  });

  it('in the company typed at registration', () => {
    const result = ZRegisterRequest.safeParse({ name: 'Eve', email: 'a@b.test', company: 'Acme\r\nInc' });
    expect(firstMessage(result)).toBe(NAME_MESSAGES.controlCharacters);
  });
});

describe("a candidate's LinkedIn URL", () => {
  const linkedin = (linkedinUrl: string) => ZSdrProfileInput.shape.linkedinUrl.safeParse(linkedinUrl);

  it('is an https linkedin.com address', () => {
    for (const url of [
      'https://www.linkedin.com/in/ada',
      'https://linkedin.com/in/ada',
      'https://uk.linkedin.com/in/ada',
      '',
    ]) {
      expect(linkedin(url).success).toBe(true);
    }
  });

  it('refuses plain http, other hosts and look-alikes', () => {
    for (const url of [
      'http://www.linkedin.com/in/ada',
      'https://evil.example/in/ada',
      'https://linkedin.com.evil.example/in/ada',
      'https://notlinkedin.com/in/ada',
      'javascript:alert(1)',
    ]) {
      const result = linkedin(url);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe(PROFILE_MESSAGES.linkedinUrl);
    }
  });
});

describe('a length limit counts what was sent, as the API document says (its maxLength is before any trim)', () => {
  const combine = { name: 'Q3 AEs', status: 'active' as const };
  it.each([
    [
      'a combine description',
      () => ZCreateTalentCombine.safeParse({ ...combine, description: `${'d'.repeat(5000)} ` }),
    ],
    [
      'a registration name',
      () => ZRegisterRequest.safeParse({ name: `${'n'.repeat(200)}\u0020`, email: 'a@b.test' }),
    ],
    [
      'a combine name',
      () =>
        ZCreateTalentCombine.safeParse({
          ...combine,
          description: 'd'.repeat(20),
          name: ` ${'t'.repeat(200)}`,
        }),
    ],
  ])('refuses %s over the limit by its surrounding spaces', (_what, parse) => {
    expect(parse().success).toBe(false);
  });

  it('still trims what is within the limit, and a blank required text is refused as missing', () => {
    const trimmed = ZCreateTalentCombine.safeParse({ ...combine, description: `  ${'d'.repeat(4990)}  ` });
    expect(trimmed.data?.description).toBe('d'.repeat(4990));
    expect(firstMessage(ZCreateTalentCombine.safeParse({ ...combine, description: ' '.repeat(20) }))).toBe(
      'Description must be at least 10 characters',
    );
  });
});
