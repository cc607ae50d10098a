import { CAREERS_MESSAGES, jobToday } from '@app/shared/careers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { allPages, createJob, dayFromNow, jobBody, jsonLdOf, type Row } from './careers-helpers';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: string;
let hr: string;
let sales: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
  [hr, sales] = await Promise.all([
    createMember(stack, 'hr.jobs@example.com', ['HR']),
    createMember(stack, 'sales.jobs@example.com', ['Sales']),
  ]);
});
afterAll(async () => {
  await stack?.dispose();
});

async function publicOpenings() {
  const res = await api(stack, 'GET', '/careers/openings');
  expect(res.status).toBe(200);
  return res.json.data.items as Row[];
}

describe('job posts: create and validate', () => {
  it('HR posts a job with the spec defaults; it is listed for HR and shown publicly with its labels', async () => {
    const body = jobBody({ deadline: dayFromNow(40), location: ['Noida India', 'Remote'] });
    const res = await api(stack, 'POST', '/admin/jobs', { token: hr, body });
    expect(res.status).toBe(201);
    const job = res.json.data.job;
    expect(res.json.data).toMatchObject({ message: CAREERS_MESSAGES.jobCreated, pagePublished: true });
    expect(job).toMatchObject({
      jobTitle: body.jobTitle,
      numberOfOpenings: 1,
      experienceMin: 0,
      experienceMax: 1,
      salaryMin: 600_000,
      status: 'open',
      displayStatus: 'open',
    });
    expect(job._id).toMatch(/^engineer-[a-z]+-[0-9a-f]{8}$/);

    const listed = await allPages(stack, hr, '/admin/jobs', `q=${encodeURIComponent(body.jobTitle)}`);
    expect(listed.map((j) => j._id)).toEqual([job._id]);

    const opening = (await publicOpenings()).find((o) => o._id === job._id);
    expect(opening).toMatchObject({
      title: body.jobTitle,
      category: 'IT',
      experience: '0-1 Years',
      deadline: body.deadline,
      status: 'open',
      JobDescription: {
        PositionOverview: '<p>Build <strong>fast</strong> web apps.</p>',
        KeyResponsibilities: ['Build pages', 'Review code'],
        Qualifications: ['React', 'TypeScript'],
        PreferredSkills: ['Testing', 'Accessibility'],
      },
    });
    expect(opening).not.toHaveProperty('note');
    const one = await api(stack, 'GET', `/careers/openings/${job._id}`);
    expect(one.json.data).toEqual(opening);
  });

  it('refuses each broken rule with a clear message on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { salaryMin: 2_000_000, salaryMax: 1_000_000 },
        'salaryMax',
        'Minimum salary cannot be greater than maximum salary.',
      ],
      [
        { experienceMin: 5, experienceMax: 2 },
        'experienceMax',
        'Minimum experience cannot be greater than maximum experience.',
      ],
      [{ deadline: dayFromNow(-2) }, 'deadline', CAREERS_MESSAGES.deadlineInPast],
      [{ location: [] }, 'location', 'Select at least one location.'],
      [{ category: 'Cooking' }, 'category', 'Please select a category.'],
      [{ jobDescription: '<script>alert(1)</script>' }, 'jobDescription', 'Job description is required.'],
      [{ jobTitle: '<b>Title</b>' }, 'jobTitle', 'HTML is not allowed in this field.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await api(stack, 'POST', '/admin/jobs', { token: hr, body: jobBody(override) });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.json.errors[field]).toBe(message);
    }
  });

  it('sanitises the description: no script or event handler is stored or published', async () => {
    const job = await createJob(stack, hr, {
      jobDescription:
        '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
    });
    expect(job.jobDescription).toBe('<p>Hello <a rel="noopener noreferrer">x</a></p>');
    const html = await (await fetch(`${stack.url}/careers/${job._id}`)).text();
    expect(html).not.toContain('steal()');
    expect(html).not.toContain('javascript:');
  });

  it('lets only HR and SuperAdmin manage jobs', async () => {
    expect((await api(stack, 'POST', '/admin/jobs', { body: jobBody() })).status).toBe(401);
    expect((await api(stack, 'POST', '/admin/jobs', { token: sales, body: jobBody() })).status).toBe(403);
    expect((await api(stack, 'GET', '/admin/jobs', { token: sales })).status).toBe(403);
    expect((await api(stack, 'POST', '/admin/jobs', { token: admin, body: jobBody() })).status).toBe(201);
  });
});

describe('the share-ready job page and the sitemap', () => {
  it('serves JobPosting JSON-LD with Google’s required fields in the HTML a crawler receives', async () => {
    const job = await createJob(stack, hr, {
      location: ['Washington United States', 'Remote'],
      jobType: 'Internship',
      deadline: dayFromNow(20),
    });
    const res = await fetch(`${stack.url}/careers/${job._id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The complete page: the site's header and footer around the job (issue 16).
    expect(html).toMatch(/<header [^>]*data-site-header/);
    expect(html).toContain('<footer');
    expect(html).toContain(`<h1 id="job-title">${job.jobTitle}</h1>`);
    const [ld] = jsonLdOf(html).filter((d) => d['@type'] === 'JobPosting');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      title: job.jobTitle,
      datePosted: job.createdAt.slice(0, 10),
      validThrough: `${job.deadline}T23:59:59+05:30`,
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Moondive' },
      jobLocation: [
        {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Washington', addressCountry: 'US' },
        },
      ],
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'India' },
        { '@type': 'Country', name: 'United States' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 1_200_000, unitText: 'YEAR' },
      },
    });
    expect(ld?.description).toContain('<p>Build <strong>fast</strong> web apps.</p>');
    expect(ld?.description).toContain('<li>Review code</li>');

    const sitemap = await (await fetch(`${stack.url}/sitemap-jobs.xml`)).text();
    expect(sitemap).toContain(`<loc>${stack.url}/careers/${job._id}</loc>`);
  });

  it('a remote-only job has no jobLocation but TELECOMMUTE with applicant countries', async () => {
    const job = await createJob(stack, hr, { location: ['Remote'] });
    const [ld] = jsonLdOf(await (await fetch(`${stack.url}/careers/${job._id}`)).text());
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: expect.any(Array),
    });
  });
});

describe('edit, close, reopen and delete', () => {
  it('edits a job and republishes its page', async () => {
    const job = await createJob(stack, hr);
    const { _id, status, displayStatus, createdAt, updatedAt, ...post } = job;
    const res = await api(stack, 'PUT', `/admin/jobs/${_id}`, {
      token: hr,
      body: { ...post, jobTitle: `${post.jobTitle} Lead`, experienceMin: 3, experienceMax: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.job).toMatchObject({ jobTitle: `${post.jobTitle} Lead`, status: 'open' });
    expect(await (await fetch(`${stack.url}/careers/${_id}`)).text()).toContain(
      `<h1 id="job-title">${post.jobTitle} Lead</h1>`,
    );
    expect((await publicOpenings()).find((o) => o._id === _id)?.experience).toBe('3-5 Years');
    const bad = await api(stack, 'PUT', `/admin/jobs/${_id}`, {
      token: hr,
      body: { ...post, deadline: dayFromNow(-3) },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.deadline).toBe(CAREERS_MESSAGES.deadlineInPast);
    expect((await api(stack, 'PUT', '/admin/jobs/no-such-job', { token: hr, body: post })).status).toBe(404);
  });

  it('closing hides the job from the list, page and sitemap; reopening brings it back', async () => {
    const job = await createJob(stack, hr);
    const closed = await api(stack, 'POST', `/admin/jobs/${job._id}/close`, { token: hr });
    expect(closed.status).toBe(200);
    expect(closed.json.data.job).toMatchObject({ status: 'closed', displayStatus: 'closed' });
    expect((await publicOpenings()).some((o) => o._id === job._id)).toBe(false);
    expect((await fetch(`${stack.url}/careers/${job._id}`)).status).toBe(404);
    expect(await (await fetch(`${stack.url}/sitemap-jobs.xml`)).text()).not.toContain(job._id);
    expect((await api(stack, 'GET', `/careers/openings/${job._id}`)).json.data.status).toBe('closed');
    const closedList = await allPages(
      stack,
      hr,
      '/admin/jobs',
      `status=closed&q=${encodeURIComponent(job.jobTitle)}`,
    );
    expect(closedList.map((j) => j._id)).toEqual([job._id]);

    const reopened = await api(stack, 'POST', `/admin/jobs/${job._id}/reopen`, { token: hr, body: {} });
    expect(reopened.status).toBe(200);
    expect(reopened.json.data.job.status).toBe('open');
    expect((await publicOpenings()).some((o) => o._id === job._id)).toBe(true);
    expect((await fetch(`${stack.url}/careers/${job._id}`)).status).toBe(200);
  });

  it('reopening a job whose deadline passed needs a new deadline in the future', async () => {
    const { createJob: store } = await import('@app/services/data/job-post');
    const { jobPostSchema } = await import('@app/shared/schemas/job-post');
    const past = await store(jobPostSchema.parse(jobBody({ deadline: dayFromNow(-5) })));
    const noDate = await api(stack, 'POST', `/admin/jobs/${past._id}/reopen`, { token: hr, body: {} });
    expect(noDate.status).toBe(400);
    expect(noDate.json.errors.deadline).toBe(CAREERS_MESSAGES.reopenNeedsDeadline);
    const ok = await api(stack, 'POST', `/admin/jobs/${past._id}/reopen`, {
      token: hr,
      body: { deadline: dayFromNow(15) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.job).toMatchObject({ deadline: dayFromNow(15), displayStatus: 'open' });
  });

  it('deletes a job with its page and sitemap entry; a second delete is a 404', async () => {
    const job = await createJob(stack, hr);
    const res = await api(stack, 'DELETE', `/admin/jobs/${job._id}`, { token: hr });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe(CAREERS_MESSAGES.jobDeleted);
    expect((await fetch(`${stack.url}/careers/${job._id}`)).status).toBe(404);
    expect((await api(stack, 'GET', `/careers/openings/${job._id}`)).status).toBe(404);
    expect((await api(stack, 'DELETE', `/admin/jobs/${job._id}`, { token: hr })).status).toBe(404);
  });
});

describe('public openings', () => {
  it('lists the seeded SPEC §3 sample openings with future deadlines, in every sample category', async () => {
    const openings = await publicOpenings();
    const seeded = openings.filter((o) => !/^engineer-/.test(o._id));
    const count = (c: string) => seeded.filter((o) => o.category === c).length;
    expect([count('IT'), count('Design'), count('Sales & Marketing'), count('Accounting & Finance')]).toEqual(
      [4, 2, 2, 2],
    );
    expect(seeded.every((o) => o.deadline >= jobToday())).toBe(true);
    expect(seeded.map((o) => o.experience)).toContain('0-1 Years');
    expect(seeded.map((o) => o.experience)).toContain('2 Years');
    // Soonest deadline first.
    const deadlines = openings.map((o) => o.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
  });

  it('an opening past its deadline disappears by itself and its page says so', async () => {
    const { createJob: store } = await import('@app/services/data/job-post');
    const { jobPostSchema } = await import('@app/shared/schemas/job-post');
    const expired = await store(jobPostSchema.parse(jobBody({ deadline: dayFromNow(-1) })));
    expect((await publicOpenings()).some((o) => o._id === expired._id)).toBe(false);
    expect((await api(stack, 'GET', `/careers/openings/${expired._id}`)).json.data.status).toBe('expired');
    const hrView = await allPages(
      stack,
      hr,
      '/admin/jobs',
      `status=expired&q=${encodeURIComponent(expired.jobTitle)}`,
    );
    expect(hrView.map((j) => j._id)).toEqual([expired._id]);
  });

  it('answers 404 for unknown or malformed job ids and 400 for a forged cursor', async () => {
    expect((await api(stack, 'GET', '/careers/openings/no-such-job')).status).toBe(404);
    expect((await api(stack, 'GET', '/careers/openings/BAD%23ID')).status).toBe(404);
    expect((await api(stack, 'GET', '/careers/openings?cursor=bogus')).status).toBe(400);
    expect((await api(stack, 'GET', '/admin/jobs?status=gone', { token: hr })).status).toBe(400);
  });
});
