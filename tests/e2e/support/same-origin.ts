/**
 * The header a browser sends with every same-origin POST/PUT/DELETE. Playwright's API requests
 * (page.request) send none, and the server refuses state-changing requests without it (CSRF,
 * docs/decisions/0007-security-headers-and-csrf.md).
 */
export const SAME_ORIGIN = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
