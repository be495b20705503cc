// Whether the app is hydrating server HTML right now (set by main.tsx around the first render of a rendered
// page). Sections below the fold (../blocks/deferred-section.tsx) read it once, when they first render.
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
