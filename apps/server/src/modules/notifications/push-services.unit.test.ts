import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_SERVICE_ORIGINS,
  isAllowedPushService,
  parsePushServiceOrigins,
} from './push-services.ts';

describe('push service origins', () => {
  const browsers = parsePushServiceOrigins(DEFAULT_PUSH_SERVICE_ORIGINS);

  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJ2:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(isAllowedPushService(browsers, endpoint), endpoint).toBe(true);
  });

  it('refuses any other address the server would be made to post to', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x', // not https
      'https://fcm.googleapis.com:8443/fcm/send/x', // another port
      'https://fcm.googleapis.com.example.com/x',
      'https://notify.windows.com/x', // the wildcard needs a subdomain
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'not a url',
    ])
      expect(isAllowedPushService(browsers, endpoint), endpoint).toBe(false);
  });

  it('takes a port pattern for a stand-in, and refuses an entry that is no origin', () => {
    const local = parsePushServiceOrigins(['http://127.0.0.1:*']);
    expect(isAllowedPushService(local, 'http://127.0.0.1:40123/push/1')).toBe(true);
    expect(isAllowedPushService(local, 'http://127.0.0.2:40123/push/1')).toBe(false);
    expect(() => parsePushServiceOrigins(['fcm.googleapis.com'])).toThrow(/not a push service origin/);
    expect(() => parsePushServiceOrigins(['https://fcm.googleapis.com/path'])).toThrow();
  });
});
