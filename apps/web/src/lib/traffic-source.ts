import type { TrafficSource } from '@amoret/shared';

const KEY = 'traffic-source';
const FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** Keeps where a visitor came from (landing query parameters), sent along with the signup. */
export function captureTrafficSource(search = window.location.search) {
  const params = new URLSearchParams(search);
  const source: TrafficSource = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value) source[field] = value.slice(0, 100);
  }
  if (Object.keys(source).length === 0) return;
  try {
    localStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // storage unavailable: the signup goes without it
  }
}

export function trafficSource(): TrafficSource | undefined {
  try {
    const stored = localStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as TrafficSource) : undefined;
  } catch {
    return undefined;
  }
}
