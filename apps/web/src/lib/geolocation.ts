import { GEOLOCATION_CACHE_MS, type GeocodeResult, routes } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { api } from './api-client.ts';

/** Spec: geolocation permission is unsupported, unknown, or the browser's own state value. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

const CACHE_KEY = 'geocode';

export function useGeoPermission(): GeoPermission {
  const [permission, setPermission] = useState<GeoPermission>(() =>
    'geolocation' in navigator ? 'unknown' : 'unsupported',
  );
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return undefined;
    let status: PermissionStatus | null = null;
    const update = () => status && setPermission(status.state);
    navigator.permissions.query({ name: 'geolocation' }).then(
      (s) => {
        status = s;
        update();
        s.addEventListener('change', update);
      },
      () => undefined,
    );
    return () => status?.removeEventListener('change', update);
  }, []);
  return permission;
}

/** The browser's position, turned into the nearest place by geocode.php; kept for an hour. */
export async function locate(): Promise<GeocodeResult | false> {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as {
      at: number;
      result: GeocodeResult;
    } | null;
    if (cached && Date.now() - cached.at < GEOLOCATION_CACHE_MS) return cached.result;
  } catch {
    // nothing usable cached
  }
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      maximumAge: GEOLOCATION_CACHE_MS,
      timeout: 15_000,
    }),
  );
  const { geocode } = await api.call(routes.geo.geocode, {
    query: { lat: position.coords.latitude.toFixed(4), lon: position.coords.longitude.toFixed(4) },
  });
  if (geocode) localStorage.setItem(CACHE_KEY, JSON.stringify({ at: Date.now(), result: geocode }));
  return geocode;
}
