/**
 * How the inbox names a browser and the system it runs on, from its user agent: in the
 * notice of a new passkey, and beside each session and passkey on the Security screen.
 */
export const deviceCopy = {
  browsers: {
    edge: "Edge",
    opera: "Opera",
    samsung: "Samsung Internet",
    firefox: "Firefox",
    chrome: "Chrome",
    safari: "Safari",
  },
  systems: {
    iphone: "iPhone",
    ipad: "iPad",
    android: "Android",
    chromeos: "ChromeOS",
    windows: "Windows",
    mac: "Mac",
    linux: "Linux",
  },
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  someBrowserOn: (system: string) => `A browser on ${system}`,
  unknown: "An unknown browser",
} as const;
