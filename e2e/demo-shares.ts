import type { APIRequestContext } from '@playwright/test';
import { pathOf } from '@gtm/contracts/operation-path';
import { listCandidateProfiles } from '@gtm/contracts/operations/admin-candidates';
import { listClientCompanies } from '@gtm/contracts/operations/client-companies';
import { shareTalentCombine } from '@gtm/contracts/operations/combine-shares';
import { createOnePager, getOnePagerDraft } from '@gtm/contracts/operations/one-pagers';
import { addOnePagerToCombine, createTalentCombine } from '@gtm/contracts/operations/talent-combines';
import { expect } from './fixtures.ts';

/** A JSON call as the context's signed-in user; the body of its 2xx answer. */
export async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, ...(data !== undefined ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * As an admin (the request's context): a new one-pager of the demo candidate, titled `title`. A spec's own
 * one-pager: other specs decide on the demo ones. Waits for the demo candidate's profile, which the seed of a
 * fresh stack may still be writing.
 */
export async function newOnePagerOfDemoCandidate(request: APIRequestContext, title: string) {
  let profileId: string | undefined;
  await expect
    .poll(
      async () => {
        const profiles = await call<{ items: { id: string }[] }>(
          request,
          'GET',
          `${pathOf(listCandidateProfiles)}?search=Demo%20Candidate`,
        );
        profileId = profiles.items[0]?.id;
        return profileId;
      },
      { timeout: 60_000, message: 'the demo candidate in the admin list' },
    )
    .toBeDefined();
  const draft = await call<Record<string, unknown>>(
    request,
    'GET',
    pathOf(getOnePagerDraft, { id: profileId! }),
  );
  return call<{ id: string }>(request, 'POST', pathOf(createOnePager), { ...draft, title });
}

/**
 * As an admin: a new one-pager of the demo candidate in a new combine shared with the demo employer's company
 * (Acme Analytics); the combine, the share and the one-pager, which the employer's candidate page is named by.
 */
export async function shareNewOnePagerWithAcme(
  request: APIRequestContext,
  names: { title: string; combine: string; description: string },
) {
  const onePager = await newOnePagerOfDemoCandidate(request, names.title);
  const combine = await call<{ id: string }>(request, 'POST', pathOf(createTalentCombine), {
    name: names.combine,
    description: names.description,
  });
  await call(request, 'POST', pathOf(addOnePagerToCombine), {
    talentCombineId: combine.id,
    onePagerId: onePager.id,
  });
  const companies = await call<{ items: { _id: string; name: string }[] }>(
    request,
    'GET',
    `${pathOf(listClientCompanies)}?search=Acme`,
  );
  const acme = companies.items.find((company) => company.name === 'Acme Analytics')!;
  const shared = await call<{ shares: { id: string; companyId: string }[] }>(
    request,
    'POST',
    pathOf(shareTalentCombine, { id: combine.id }),
    { companyIds: [acme._id] },
  );
  const share = shared.shares.find((row) => row.companyId === acme._id)!;
  return { combineId: combine.id, shareId: share.id, onePagerId: onePager.id };
}
