import { deviceCopy } from "../../content/devices";

type Browser = keyof typeof deviceCopy.browsers;
type System = keyof typeof deviceCopy.systems;

// Order matters: Edge, Opera and Samsung Internet say "Chrome" too, Chrome says "Safari",
// an iPhone says "like Mac OS X", Android says "Linux".
const browsers: [RegExp, Browser][] = [
  [/\bEdg(e|A|iOS)?\//, "edge"],
  [/\bOPR\/|\bOpera\b/, "opera"],
  [/\bSamsungBrowser\//, "samsung"],
  [/\bFirefox\/|\bFxiOS\//, "firefox"],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, "chrome"],
  [/\bSafari\//, "safari"],
];
const systems: [RegExp, System][] = [
  [/\biPhone\b/, "iphone"],
  [/\biPad\b/, "ipad"],
  [/\bAndroid\b/, "android"],
  [/\bCrOS\b/, "chromeos"],
  [/\bWindows\b/, "windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "mac"],
  [/\bLinux\b/, "linux"],
];

/**
 * A browser and its system in plain words ("Chrome on Android"), enough for a person to
 * recognize their own phone or laptop. It is only a user agent's claim: it tells apart
 * the owner's devices, it proves nothing.
 */
export function deviceName(userAgent: string | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) {
    return deviceCopy.browserOn(deviceCopy.browsers[browser], deviceCopy.systems[system]);
  }
  if (system) return deviceCopy.someBrowserOn(deviceCopy.systems[system]);
  if (browser) return deviceCopy.browsers[browser];
  return deviceCopy.unknown;
}
