// Issue 24: a public page requested by a signed-in member (access token and refresh cookie sent along) is the
// anonymous page. The server renders public pages from the public reads alone, which take no user
// (server/render/public-data.ts), and keeps one entry per URL (server/render/html-cache.ts): nothing of the member (name, e-mail, bookings) may
// reach the HTML or its JSON data blocks, and their request is answered from the entry a visitor's request made.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import {
  adminToken,
  bookOverApi,
  createCourse,
  deleteCourse,
  hoursAheadSameDayDeadline,
  registerMember,
  sessionUrl,
} from './support/bookings';
import { userIdOf } from './support/memberships';

/** The refresh cookie the sign-in set (name=value), sent along by hand: it is Secure, and this server is http. */
async function signInCookie(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { userName: email, password } });
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('studio_refresh='),
    );
  expect(cookie, 'the sign-in sets the refresh cookie').toBeDefined();
  return cookie!.value.split(';')[0]!;
}

/** Every JSON data block of the page (<script type="application/json">), parsed. */
function dataBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

/** The first element of each query key the page's data block carries ('courses', 'menus', …). */
function queryRoots(blocks: unknown[]): string[] {
  return blocks.flatMap((block) => {
    const queries =
      (block as { queries?: { queries?: Array<{ queryKey: unknown[] }> } }).queries?.queries ?? [];
    return queries.map((query) => String(query.queryKey[0]));
  });
}

test("a public page requested with a member's token and refresh cookie is the visitor's page, from the same cached entry", async ({
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, [{ hoursAhead: hoursAheadSameDayDeadline(3), seats: 6 }]);
  try {
    const member = await registerMember(request, 'Privatissima');
    const userId = await userIdOf(request, member.token);
    const booking = await bookOverApi(request, member, course.sessions[0]!.id);
    const cookie = await signInCookie(request, member.email, member.password);
    const signedIn = { Authorization: `Bearer ${member.token}`, Cookie: cookie };

    // The booking emptied the render cache, so each visitor's request below renders afresh.
    for (const path of ['/', '/kurse', sessionUrl(course, course.sessions[0]!)]) {
      const visitor = await request.get(path);
      expect(visitor.status(), path).toBe(200);
      expect(visitor.headers()['x-render-cache'], path).toBe('miss');
      const visitorHtml = await visitor.text();

      const memberAnswer = await request.get(path, { headers: signedIn });
      expect(memberAnswer.status(), path).toBe(200);
      // The member's request is answered from the entry the visitor's made: one page for everyone.
      expect(memberAnswer.headers()['x-render-cache'], path).toBe('hit');
      const html = await memberAnswer.text();
      expect(html, path).toBe(visitorHtml);

      // The page shows the booked course (so a leak would have had something to show), but nothing of the member.
      expect(html, path).toContain(course.title);
      for (const personal of [member.email, member.firstName, 'Gebucht'])
        expect(html, `${path}: ${personal}`).not.toContain(personal);
      // No cancel button of the member's seat ('Stornieren bis' with the deadline is for everyone).
      expect(html, path).not.toMatch(/>Stornieren</);
      const blocks = dataBlocks(html);
      expect(blocks.length, `${path}: the page's data block`).toBeGreaterThan(0);
      const data = JSON.stringify(blocks);
      expect(data, path).not.toContain(member.email);
      expect(data, path).not.toContain(member.firstName);
      expect(data, path).not.toContain(member.token);
      // A booking as the API gives it to its member (id, userId, status, bookingDate) is in no data block.
      expect(data, path).not.toContain('"bookingDate"');
      expect(data, path).not.toContain(`"userId":${userId}`);
      expect(data, path).not.toMatch(new RegExp(`"id":${booking.id},"userId"`));
      expect(queryRoots(blocks), path).not.toContain('bookings');
    }
  } finally {
    await deleteCourse(request, admin, course.id);
  }
});
