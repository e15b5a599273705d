import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export async function listSitesWithCompanies(db: Executor): Promise<SiteWithCompany[]> {
  const [sites, companies] = await Promise.all([
    db.selectFrom('sites').selectAll().orderBy('id').execute(),
    db.selectFrom('companies').selectAll().execute(),
  ]);
  const byId = new Map(companies.map((c) => [c.id, c]));
  return sites.flatMap((site) => {
    const company = byId.get(site.company_id);
    return company ? [{ ...site, company }] : [];
  });
}
