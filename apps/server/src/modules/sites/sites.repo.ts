import type { Db } from '../../db/database.ts';
import type { Company, Site } from '../../db/schema.ts';

export interface SiteWithCompany {
  site: Site;
  company: Company;
}

export async function listSitesWithCompanies(db: Db): Promise<SiteWithCompany[]> {
  const [sites, companies] = await Promise.all([
    db.selectFrom('sites').selectAll().orderBy('id').execute(),
    db.selectFrom('companies').selectAll().execute(),
  ]);
  const byId = new Map(companies.map((c) => [c.id, c]));
  return sites.flatMap((site) => {
    const company = byId.get(site.company_id);
    return company ? [{ site, company }] : [];
  });
}
