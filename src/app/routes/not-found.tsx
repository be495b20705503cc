// The catch-all route: any path no other route matches.
export { NotFoundPage } from '../errors/not-found-page';
