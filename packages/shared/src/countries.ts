/**
 * Supported countries with their regions (ISO 3166-2 codes, names as locals write them) and the
 * word each country uses for a region (translated through the `regions.label.*` keys).
 */

export type RegionLabel =
  | 'province'
  | 'state'
  | 'federalState'
  | 'canton'
  | 'region'
  | 'county'
  | 'nation'
  | 'voivodeship'
  | 'autonomousCommunity'
  | 'provinceOrTerritory'
  | 'stateOrTerritory';

export interface Region {
  code: string;
  name: string;
}

export interface CountryRegions {
  label: RegionLabel;
  regions: readonly Region[];
}

function regions(prefix: string, list: string): Region[] {
  return list.split('|').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return { code: `${prefix}-${code}`, name };
  });
}

export const COUNTRY_REGIONS: Record<string, CountryRegions> = {
  NL: {
    label: 'province',
    regions: regions(
      'NL',
      'DR=Drenthe|FL=Flevoland|FR=Fryslân|GE=Gelderland|GR=Groningen|LI=Limburg|NB=Noord-Brabant|NH=Noord-Holland|OV=Overijssel|UT=Utrecht|ZE=Zeeland|ZH=Zuid-Holland',
    ),
  },
  BE: {
    label: 'province',
    regions: regions(
      'BE',
      'VAN=Antwerpen|VLI=Limburg|VOV=Oost-Vlaanderen|VWV=West-Vlaanderen|VBR=Vlaams-Brabant|BRU=Brussel / Bruxelles|WBR=Brabant wallon|WHT=Hainaut|WLG=Liège|WLX=Luxembourg|WNA=Namur',
    ),
  },
  DE: {
    label: 'federalState',
    regions: regions(
      'DE',
      'BW=Baden-Württemberg|BY=Bayern|BE=Berlin|BB=Brandenburg|HB=Bremen|HH=Hamburg|HE=Hessen|MV=Mecklenburg-Vorpommern|NI=Niedersachsen|NW=Nordrhein-Westfalen|RP=Rheinland-Pfalz|SL=Saarland|SN=Sachsen|ST=Sachsen-Anhalt|SH=Schleswig-Holstein|TH=Thüringen',
    ),
  },
  AT: {
    label: 'federalState',
    regions: regions(
      'AT',
      '1=Burgenland|2=Kärnten|3=Niederösterreich|4=Oberösterreich|5=Salzburg|6=Steiermark|7=Tirol|8=Vorarlberg|9=Wien',
    ),
  },
  CH: {
    label: 'canton',
    regions: regions(
      'CH',
      'AG=Aargau|AR=Appenzell Ausserrhoden|AI=Appenzell Innerrhoden|BL=Basel-Landschaft|BS=Basel-Stadt|BE=Bern|FR=Fribourg|GE=Genève|GL=Glarus|GR=Graubünden|JU=Jura|LU=Luzern|NE=Neuchâtel|NW=Nidwalden|OW=Obwalden|SG=St. Gallen|SH=Schaffhausen|SZ=Schwyz|SO=Solothurn|TG=Thurgau|TI=Ticino|UR=Uri|VS=Valais|VD=Vaud|ZG=Zug|ZH=Zürich',
    ),
  },
  FR: {
    label: 'region',
    regions: regions(
      'FR',
      'ARA=Auvergne-Rhône-Alpes|BFC=Bourgogne-Franche-Comté|BRE=Bretagne|CVL=Centre-Val de Loire|20R=Corse|GES=Grand Est|HDF=Hauts-de-France|IDF=Île-de-France|NOR=Normandie|NAQ=Nouvelle-Aquitaine|OCC=Occitanie|PDL=Pays de la Loire|PAC=Provence-Alpes-Côte d’Azur',
    ),
  },
  IT: {
    label: 'region',
    regions: regions(
      'IT',
      '65=Abruzzo|77=Basilicata|78=Calabria|72=Campania|45=Emilia-Romagna|36=Friuli-Venezia Giulia|62=Lazio|42=Liguria|25=Lombardia|57=Marche|67=Molise|21=Piemonte|75=Puglia|88=Sardegna|82=Sicilia|52=Toscana|32=Trentino-Alto Adige|55=Umbria|23=Valle d’Aosta|34=Veneto',
    ),
  },
  ES: {
    label: 'autonomousCommunity',
    regions: regions(
      'ES',
      'AN=Andalucía|AR=Aragón|AS=Asturias|IB=Illes Balears|CN=Canarias|CB=Cantabria|CL=Castilla y León|CM=Castilla-La Mancha|CT=Cataluña|CE=Ceuta|EX=Extremadura|GA=Galicia|RI=La Rioja|MD=Madrid|ML=Melilla|MC=Murcia|NC=Navarra|PV=País Vasco|VC=Comunitat Valenciana',
    ),
  },
  GB: {
    label: 'nation',
    regions: regions('GB', 'ENG=England|SCT=Scotland|WLS=Wales|NIR=Northern Ireland'),
  },
  IE: {
    label: 'county',
    regions: regions(
      'IE',
      'CW=Carlow|CN=Cavan|CE=Clare|CO=Cork|DL=Donegal|D=Dublin|G=Galway|KY=Kerry|KE=Kildare|KK=Kilkenny|LS=Laois|LM=Leitrim|LK=Limerick|LD=Longford|LH=Louth|MO=Mayo|MH=Meath|MN=Monaghan|OY=Offaly|RN=Roscommon|SO=Sligo|TA=Tipperary|WD=Waterford|WH=Westmeath|WX=Wexford|WW=Wicklow',
    ),
  },
  US: {
    label: 'state',
    regions: regions(
      'US',
      'AL=Alabama|AK=Alaska|AZ=Arizona|AR=Arkansas|CA=California|CO=Colorado|CT=Connecticut|DE=Delaware|DC=District of Columbia|FL=Florida|GA=Georgia|HI=Hawaii|ID=Idaho|IL=Illinois|IN=Indiana|IA=Iowa|KS=Kansas|KY=Kentucky|LA=Louisiana|ME=Maine|MD=Maryland|MA=Massachusetts|MI=Michigan|MN=Minnesota|MS=Mississippi|MO=Missouri|MT=Montana|NE=Nebraska|NV=Nevada|NH=New Hampshire|NJ=New Jersey|NM=New Mexico|NY=New York|NC=North Carolina|ND=North Dakota|OH=Ohio|OK=Oklahoma|OR=Oregon|PA=Pennsylvania|RI=Rhode Island|SC=South Carolina|SD=South Dakota|TN=Tennessee|TX=Texas|UT=Utah|VT=Vermont|VA=Virginia|WA=Washington|WV=West Virginia|WI=Wisconsin|WY=Wyoming',
    ),
  },
  CA: {
    label: 'provinceOrTerritory',
    regions: regions(
      'CA',
      'AB=Alberta|BC=British Columbia|MB=Manitoba|NB=New Brunswick|NL=Newfoundland and Labrador|NS=Nova Scotia|NT=Northwest Territories|NU=Nunavut|ON=Ontario|PE=Prince Edward Island|QC=Québec|SK=Saskatchewan|YT=Yukon',
    ),
  },
  AU: {
    label: 'stateOrTerritory',
    regions: regions(
      'AU',
      'ACT=Australian Capital Territory|NSW=New South Wales|NT=Northern Territory|QLD=Queensland|SA=South Australia|TAS=Tasmania|VIC=Victoria|WA=Western Australia',
    ),
  },
  NZ: {
    label: 'region',
    regions: regions(
      'NZ',
      'AUK=Auckland|BOP=Bay of Plenty|CAN=Canterbury|GIS=Gisborne|HKB=Hawke’s Bay|MWT=Manawatū-Whanganui|MBH=Marlborough|NSN=Nelson|NTL=Northland|OTA=Otago|STL=Southland|TKI=Taranaki|TAS=Tasman|WKO=Waikato|WGN=Wellington|WTC=West Coast',
    ),
  },
  PL: {
    label: 'voivodeship',
    regions: regions(
      'PL',
      '02=Dolnośląskie|04=Kujawsko-pomorskie|06=Lubelskie|08=Lubuskie|10=Łódzkie|12=Małopolskie|14=Mazowieckie|16=Opolskie|18=Podkarpackie|20=Podlaskie|22=Pomorskie|24=Śląskie|26=Świętokrzyskie|28=Warmińsko-mazurskie|30=Wielkopolskie|32=Zachodniopomorskie',
    ),
  },
  DK: {
    label: 'region',
    regions: regions(
      'DK',
      '84=Region Hovedstaden|82=Region Midtjylland|81=Region Nordjylland|85=Region Sjælland|83=Region Syddanmark',
    ),
  },
  FI: {
    label: 'region',
    regions: regions(
      'FI',
      '01=Ahvenanmaa / Åland|02=Etelä-Karjala|03=Etelä-Pohjanmaa|04=Etelä-Savo|05=Kainuu|06=Kanta-Häme|07=Keski-Pohjanmaa|08=Keski-Suomi|09=Kymenlaakso|10=Lappi|11=Pirkanmaa|12=Pohjanmaa|13=Pohjois-Karjala|14=Pohjois-Pohjanmaa|15=Pohjois-Savo|16=Päijät-Häme|17=Satakunta|18=Uusimaa|19=Varsinais-Suomi',
    ),
  },
  NO: {
    label: 'county',
    regions: regions(
      'NO',
      '42=Agder|32=Akershus|33=Buskerud|56=Finnmark|34=Innlandet|15=Møre og Romsdal|18=Nordland|03=Oslo|11=Rogaland|40=Telemark|55=Troms|50=Trøndelag|39=Vestfold|46=Vestland|31=Østfold',
    ),
  },
  SE: {
    label: 'county',
    regions: regions(
      'SE',
      'K=Blekinge län|W=Dalarnas län|I=Gotlands län|X=Gävleborgs län|N=Hallands län|Z=Jämtlands län|F=Jönköpings län|H=Kalmar län|G=Kronobergs län|BD=Norrbottens län|M=Skåne län|AB=Stockholms län|D=Södermanlands län|C=Uppsala län|S=Värmlands län|AC=Västerbottens län|Y=Västernorrlands län|U=Västmanlands län|O=Västra Götalands län|T=Örebro län|E=Östergötlands län',
    ),
  },
};

export const SUPPORTED_COUNTRIES = Object.keys(COUNTRY_REGIONS).sort();

export function isSupportedCountry(code: unknown): code is string {
  return typeof code === 'string' && code in COUNTRY_REGIONS;
}

/**
 * The time zone a date in a mail to a supported country is written in (a receipt's "paid at"): the
 * zone most of its people live in. A server runs on UTC, which is an hour or two off in Europe.
 */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  US: 'America/New_York',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  PL: 'Europe/Warsaw',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
};

export function countryTimeZone(country: string): string {
  return COUNTRY_TIME_ZONES[country] ?? 'Europe/Amsterdam';
}
