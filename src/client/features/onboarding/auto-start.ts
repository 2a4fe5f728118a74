/**
 * Whether the sign-up popup and the tour start by themselves. Tests of other features turn it
 * off (src/test/client-setup.ts): a dialog opening over them after 1 or 3 s would hide their page.
 */
let autoStart = true;

export function setOnboardingAutoStart(enabled: boolean) {
  autoStart = enabled;
}

export function onboardingAutoStart(): boolean {
  return autoStart;
}
