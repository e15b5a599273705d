import { type PushSubscriptionJson, routes } from '@amoret/shared';
import { useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { readStored, store } from './storage.ts';

/**
 * This browser's Web Push state (spec: unknown, not subscribed, subscribed, denied), plus
 * `unsupported` for a browser without push (an iPhone's Safari outside the home screen, say).
 * `unknown` until the service worker has been asked.
 */
export type PushState = 'unsupported' | 'unknown' | 'denied' | 'not-subscribed' | 'subscribed';

const SERVICE_WORKER = '/sw.js';
/** Which member this browser's subscription was made for: another member logging in on it does not inherit it. */
const SUBSCRIBED_MEMBER_KEY = 'push-member';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function startingState(): PushState {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'unknown';
}

let state: PushState = startingState();
const listeners = new Set<() => void>();

function setState(next: PushState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The browser's push state, the same for every component that reads it. */
export function usePushState(): PushState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const subscriptionJson = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionJson;

/** The VAPID public key of the settings (base64url) as the bytes `subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

const registration = () => navigator.serviceWorker.getRegistration('/');

/**
 * Looks at what this browser has, once a member's page has loaded: a subscription this member made is
 * given to the server again, as it belongs to a session and this may be a new one (a new login).
 */
export async function checkPushSubscription(userId: number): Promise<void> {
  if (!pushSupported()) return;
  if (Notification.permission === 'denied') return setState('denied');
  const subscription =
    Notification.permission === 'granted' && readStored(SUBSCRIBED_MEMBER_KEY) === String(userId)
      ? await (await registration())?.pushManager.getSubscription()
      : null;
  if (!subscription) return setState('not-subscribed');
  try {
    await api.call(routes.push.subscribe, { body: { subscription: subscriptionJson(subscription) } });
  } catch {
    // The server does not have it for this session: the switch offers to turn it on (again).
    return setState('not-subscribed');
  }
  setState('subscribed');
}

/**
 * Asks the member's permission, subscribes this browser with the site's key and gives the
 * subscription to the server. A refusal leaves the state `denied`.
 */
export async function turnOnPush(publicKey: string, userId: number): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'not-subscribed');
  const worker = await navigator.serviceWorker.register(SERVICE_WORKER, {
    scope: '/',
    updateViaCache: 'none',
  });
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  try {
    await api.call(routes.push.subscribe, { body: { subscription: subscriptionJson(subscription) } });
  } catch (error) {
    // The server will not send to it: leave nothing behind that looks subscribed.
    await subscription.unsubscribe();
    throw error;
  }
  store(SUBSCRIBED_MEMBER_KEY, String(userId));
  setState('subscribed');
}

/** Stops the notifications on this browser: the server forgets the subscription, the browser too. */
export async function turnOffPush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api.call(routes.push.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  setState('not-subscribed');
}
