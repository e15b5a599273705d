import { createRequire } from 'node:module';
import { type GeoProjection, geoCentroid, geoDistance, geoMercator, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** ISO 3166-1 numeric codes (the ids of world-atlas) of the supported countries. */
const NUMERIC: Record<string, string> = {
  AT: '040',
  AU: '036',
  BE: '056',
  CA: '124',
  CH: '756',
  DE: '276',
  DK: '208',
  ES: '724',
  FI: '246',
  FR: '250',
  GB: '826',
  IE: '372',
  IT: '380',
  NL: '528',
  NO: '578',
  NZ: '554',
  PL: '616',
  SE: '752',
  US: '840',
};

/** Parts of a country farther than this (radians, about 12°) from its largest part are left out. */
const MAINLAND_RADIUS = (12 * Math.PI) / 180;
export const MAP_WIDTH = 400;

export interface CountryOutline {
  width: number;
  height: number;
  /** SVG path data in a `0 0 width height` view box. */
  outline: string;
  projection: GeoProjection;
}

const outlines = new Map<string, CountryOutline | null>();
let countries: Feature<Polygon | MultiPolygon, { name: string }>[] | null = null;

function loadCountries() {
  if (countries) return countries;
  // Natural Earth 1:50m country shapes (world-atlas, ISC), shipped in the npm package: nothing is fetched.
  const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries);
  countries = collection.features as Feature<Polygon | MultiPolygon, { name: string }>[];
  return countries;
}

/** The polygons of a country near its largest one: the mainland with nearby islands, no overseas parts. */
function mainland(country: Feature<Polygon | MultiPolygon>): Feature<MultiPolygon> {
  const polygons =
    country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
  const parts = polygons.map((coordinates) => {
    const part: Feature<Polygon> = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates },
    };
    return { coordinates, centre: geoCentroid(part), size: coordinates[0]?.length ?? 0 };
  });
  const largest = parts.reduce((a, b) => (b.size > a.size ? b : a));
  const near = parts.filter((p) => geoDistance(p.centre, largest.centre) <= MAINLAND_RADIUS);
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPolygon', coordinates: near.map((p) => p.coordinates) },
  };
}

/**
 * The outline of a supported country as SVG path data, projected (Mercator) to fit MAP_WIDTH, with
 * the projection to place points on it. Computed once per country and kept; null for an unknown code.
 */
export function countryOutline(code: string): CountryOutline | null {
  const cached = outlines.get(code);
  if (cached !== undefined) return cached;
  const id = NUMERIC[code];
  const country = id ? loadCountries().find((c) => c.id === id) : undefined;
  let result: CountryOutline | null = null;
  if (country) {
    const shape = mainland(country);
    const projection = geoMercator().fitWidth(MAP_WIDTH - 20, shape);
    const [[, y0], [, y1]] = geoPath(projection).bounds(shape);
    const height = Math.ceil(y1 - y0) + 20;
    projection.translate([projection.translate()[0] + 10, projection.translate()[1] - y0 + 10]);
    const outline = geoPath(projection).digits(1)(shape) ?? '';
    result = { width: MAP_WIDTH, height, outline, projection };
  }
  outlines.set(code, result);
  return result;
}
