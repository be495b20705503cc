// Ports of a browser-test run, derived from PW_PORT so two checkouts' runs never share one: the app server's
// and the SMTP server's that mail journeys start (127.0.0.1:2526 for the default 4780, 2527 for 4781, …).
export const APP_PORT = Number(process.env.PW_PORT ?? 4780);
export const SMTP_PORT = Number(process.env.PW_SMTP_PORT ?? 2526 + (APP_PORT - 4780));
