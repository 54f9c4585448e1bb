import { createRouteTable } from './route-table.ts';

/** Issue 25: one path, two services. */
describe('the gateway’s routing of /api/user/notifications', () => {
  it('sends GET and POST .../read to svc-candidates, and PATCH (the admins’ settings) to svc-auth', () => {
    const table = createRouteTable();
    expect(table.match('GET', '/api/user/notifications')).toMatchObject({ service: 'svc-candidates' });
    expect(table.match('HEAD', '/api/user/notifications')).toMatchObject({ service: 'svc-candidates' });
    expect(table.match('POST', '/api/user/notifications/read')).toMatchObject({ service: 'svc-candidates' });
    expect(table.match('PATCH', '/api/user/notifications')).toMatchObject({
      id: 'updateNotificationSettings',
      service: 'svc-auth',
    });
    expect(table.allowedMethods('/api/user/notifications').sort()).toEqual(['GET', 'PATCH']);
  });
});
