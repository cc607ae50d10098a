import { parseArgs } from 'node:util';
import { formatSmoke, runSmoke } from './smoke-checks';

// `npm run smoke -- --url https://www.example.com [--email staff@example.com --password …]`
// (or SMOKE_EMAIL / SMOKE_PASSWORD, which keep the password out of the shell history).
const USAGE = 'Usage: npm run smoke -- --url <site> [--email <staff e-mail> --password <password>]';

let values: { url?: string; email?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: { url: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.url || !URL.canParse(values.url)) {
  console.error(`--url must be the site's address, e.g. https://d111111abcdef8.cloudfront.net\n${USAGE}`);
  process.exit(2);
}

const results = await runSmoke({
  url: values.url,
  email: values.email ?? process.env.SMOKE_EMAIL,
  password: values.password ?? process.env.SMOKE_PASSWORD,
});
console.log(formatSmoke(values.url, results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
