import { client } from './http.ts';

let n = 0;

/** Signs a new member up through the API; returns the credentials and a logged-in client. */
export async function signUpMember(baseUrl: string, prefix = 'member') {
  const i = ++n;
  const m = {
    email: `${prefix}${i}@example.com`,
    name: `${prefix} ${i}`,
    password: 'original password',
    date_of_birth: '1985-01-01',
  };
  const browser = client(baseUrl, { ip: `192.0.2.${(i % 250) + 1}` });
  await browser.post('/api/signup.php', m);
  return { ...m, browser };
}

/** The newest mail of a template to an address, with the token of the link matching `pattern`. */
export function tokenFromText(text: string, pattern: RegExp) {
  const url = new URL(pattern.exec(text)![0]);
  return { token: url.searchParams.get('token')!, path: url.pathname + url.search };
}
