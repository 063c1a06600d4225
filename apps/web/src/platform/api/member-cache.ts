// What the portal keeps in memory about the signed-in member, forgotten whenever a session ends or another
// member signs in. The query cache registers itself here when it loads: it is not part of the login
// screen's first load (issue 11), so ending a session never has to load it just to empty it.
const forgetters = new Set<() => void>();

export function onForgetMember(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetMember(): void {
  for (const forget of forgetters) forget();
}
