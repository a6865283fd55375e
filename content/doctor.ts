/**
 * The words of `npm run doctor` (server/cli/doctor.ts): one line per check, and for anything
 * not ok, what the owner or whoever runs the server should do about it.
 */

/** What a check found, and what to do about it when it is not ok. */
type Finding = { detail: string; fix: string };

const deployIt = 'deploy/README.md, section "Behind another proxy"';
const tenDlc = 'docs/texting.md, section "Texting: A2P 10DLC and webhooks"';
const fixIt = "run `npm run sms -- check --fix`";

/** What `npm run sms -- check` and the doctor's Twilio line say (server/doctor/twilio.ts). */
const twilioCopy = {
  /** "SmsUrl is https://demo... (should be https://.../api/sms/incoming)" */
  wrongField: (field: string, found: string, expected: string) =>
    `${field} is ${found || "empty"} (should be ${expected})`,
  numberNotFound: (phone: string): Finding => ({
    detail: `TWILIO_FROM ${phone} is not a number of this Twilio account`,
    fix: "set TWILIO_FROM to one of the account's numbers (Console, Phone Numbers, Active numbers)",
  }),
  numberPointsAtUs: (phone: string) =>
    `${phone} sends texts to PUBLIC_URL's /api/sms/incoming and statuses to /api/sms/status`,
  numberWrong: (phone: string, wrong: string): Finding => ({
    detail: `${phone}: ${wrong}`,
    fix: `${fixIt} to set them on this number`,
  }),
  numberFixed: (phone: string, wrong: string) => `${phone} fixed: ${wrong}; now it points at us`,
  servicePointsAtUs: (sid: string) =>
    `${sid} sends incoming texts to PUBLIC_URL's /api/sms/incoming`,
  serviceWrong: (sid: string, wrong: string): Finding => ({
    detail: `${sid}: ${wrong}`,
    fix: `${fixIt} to set the service's incoming URL (it takes precedence over the number's)`,
  }),
  serviceFixed: (sid: string, wrong: string) => `${sid} fixed: ${wrong}; now it points at us`,
  numberWebhookWins:
    "UseInboundWebhookOnNumber is on, so each number's own SmsUrl is used instead (should be off)",
  unreachable: (reason: string): Finding => ({
    detail: `could not ask Twilio: ${reason}`,
    fix: "check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, and that this machine reaches api.twilio.com and messaging.twilio.com",
  }),
  noPublicUrl: {
    detail: "not checked: PUBLIC_URL is not set, so there is no address to point Twilio at",
    fix: "set PUBLIC_URL to the site's https:// address",
  },
  noCampaign: (sid: string): Finding => ({
    detail: `${sid} has no A2P 10DLC campaign: US carriers block its texts (error 30034)`,
    fix: `register a brand and a campaign and link them to this service; see ${tenDlc}`,
  }),
  brand: (sid: string, status: string) => `${sid} is ${status}`,
  brandPending: (sid: string, status: string): Finding => ({
    detail: `${sid} is ${status}: texts wait for the brand's approval`,
    fix: "wait for Twilio's e-mail; review usually takes a few days",
  }),
  brandFailed: (sid: string, status: string, reasons: string): Finding => ({
    detail: `${sid} is ${status}${reasons ? `: ${reasons}` : ""}`,
    fix: `correct the business profile in the Console (Messaging, Regulatory Compliance) and resubmit; see ${tenDlc}`,
  }),
  campaign: (sid: string, status: string, campaignId: string) =>
    `${sid} is ${status}${campaignId ? ` (TCR ${campaignId})` : ""}`,
  campaignPending: (sid: string, status: string): Finding => ({
    detail: `${sid} is ${status}: carriers block texts until it is VERIFIED`,
    fix: "wait for the vetting (often one to three weeks); Twilio e-mails the result",
  }),
  campaignFailed: (sid: string, status: string): Finding => ({
    detail: `${sid} is ${status}`,
    fix: `read the reasons in the Console (Messaging, Regulatory Compliance, Campaigns), correct them and resubmit; see ${tenDlc}`,
  }),
  none30034: (days: number) => `none among the texts of the last ${days} days`,
  some30034: (count: number, days: number): Finding => ({
    detail: `${count} ${count === 1 ? "text" : "texts"} of the last ${days} days failed with 30034 (sender not registered for A2P 10DLC)`,
    fix: `finish the A2P 10DLC registration and link the number to the registered Messaging Service; see ${tenDlc}`,
  }),
} as const;

export const doctorCopy = {
  marks: { ok: "ok  ", warn: "warn", fail: "FAIL" },
  toFix: "To fix:",
  subjects: {
    check: "Doctor",
    publicUrl: "PUBLIC_URL",
    trustProxy: "TRUST_PROXY",
    dataDir: "DATA_DIR",
    altchaKey: "ALTCHA key",
    photoLinkKey: "Photo-link key",
    envFile: ".env",
    systemdEnvFile: "site.env",
    visitorAddresses: "Visitor addresses",
    backup: "Backup",
    mail: "Mail transport",
    spf: "SPF",
    dkim: "DKIM",
    dmarc: "DMARC",
    twilioNumber: "Twilio number",
    messagingService: "Messaging Service",
    a2pBrand: "A2P brand",
    a2pCampaign: "A2P campaign",
    error30034: "Error 30034",
  },
  checkCrashed: (reason: string): Finding => ({
    detail: `a check stopped with an error: ${reason}`,
    fix: "run the doctor again; if it repeats, report this line",
  }),

  publicUrl: {
    unset: {
      detail: "not set",
      fix: "set PUBLIC_URL to the site's address, such as https://www.example.com",
    },
    notHttps: (url: string): Finding => ({
      detail: `${url} is not https`,
      fix: "serve the site over HTTPS (the Caddy front does it) and set PUBLIC_URL to its https:// address",
    }),
    answers: (url: string, days: number) =>
      `${url} answers over HTTPS; its certificate is good for ${days} more days`,
    expiresSoon: (url: string, days: number): Finding => ({
      detail: `${url} answers, but its certificate expires in ${days} days`,
      fix: "check that the front renews its certificate (Caddy does it by itself while ports 80 and 443 are open)",
    }),
    databaseDown: (url: string): Finding => ({
      detail: `${url} answers, but the lead server's database does not`,
      fix: "read the server's log; with DATABASE_URL, check that PostgreSQL is up",
    }),
    badStatus: (url: string, status: number): Finding => ({
      detail: `${url} answered ${status} for its health check`,
      fix: "point the front at the lead server and pass /api/* through to it",
    }),
    untrusted: (url: string, code: string): Finding => ({
      detail: `${url} has a certificate this machine does not trust (${code})`,
      fix: "let the front get a certificate for this host name from a public authority (Caddy does it by itself)",
    }),
    noAddress: (host: string): Finding => ({
      detail: `${host} has no address in DNS`,
      fix: `add an A record (and AAAA for IPv6) for ${host} that points at the server`,
    }),
    unreachable: (url: string, code: string): Finding => ({
      detail: `${url} did not answer (${code})`,
      fix: "check that the front is running and that the firewall lets in ports 80 and 443",
    }),
  },

  trustProxy: {
    notChecked: {
      detail: "not checked: PUBLIC_URL must answer first",
      fix: "fix the PUBLIC_URL line, then run the doctor again",
    },
    noEndpoint: (status: number): Finding => ({
      detail: `the server answered ${status} when asked whom it sees`,
      fix: "deploy this version of the lead server and pass /api/* through the front",
    }),
    spoofable: (value: string, probe: string): Finding => ({
      detail: `TRUST_PROXY=${value} lets a visitor choose their own address: the server believed ${probe}, written into X-Forwarded-For by the doctor`,
      fix: `trust only the proxy in front: its address or network, or the exact number of proxies (${deployIt})`,
    }),
    matches: (address: string) => `the server sees this machine as ${address}, as it should`,
    throughProxy: (address: string) =>
      `the server sees this machine as ${address}, named by the proxy in front`,
    proxyAddress: (value: string, address: string): Finding => ({
      detail: `the server sees every visitor as ${address}, the proxy in front of it, so they all share one rate limit (TRUST_PROXY=${value})`,
      fix: `set TRUST_PROXY to that proxy's address or network, such as ${address} (${deployIt})`,
    }),
    unexpected: (address: string, local: string): Finding => ({
      detail: `the server sees this machine as ${address}, but it connected from ${local}`,
      fix: `if ${address} belongs to a proxy or CDN in front of the server, trust it in TRUST_PROXY; if it is this network's public address, nothing is wrong`,
    }),
    privateThroughProxy: (address: string): Finding => ({
      detail: `the server sees this machine as ${address}, a private address, named by a trusted proxy`,
      fix: `if ${address} is a second proxy or load balancer, trust it too (its address, or one more hop); if the doctor ran inside the proxy's own network, run it from another machine to be sure`,
    }),
  },

  secrets: {
    fromEnvironment: (name: string) => `${name} comes from the environment`,
    private: (path: string) => `${path} is readable by the server's user only`,
    missingKey: (path: string, variable: string): Finding => ({
      detail: `${path} does not exist yet`,
      fix: `start the server once and it makes the key, or set ${variable}`,
    }),
    missingDir: (path: string): Finding => ({
      detail: `${path} does not exist`,
      fix: "mount a persistent volume there before the server first starts: a folder that is not a volume is wiped on every deploy",
    }),
    open: (path: string, mode: string, chmod: string): Finding => ({
      detail: `${path} can be read by other users (mode ${mode})`,
      fix: `chmod ${chmod} ${path}`,
    }),
    unusable: (path: string): Finding => ({
      detail: `${path} holds no usable key`,
      fix: "delete it and restart the server, which makes a new one",
    }),
    unreadable: (path: string, code: string): Finding => ({
      detail: `cannot read ${path} (${code})`,
      fix: "run the doctor as the server's user, with the server's environment",
    }),
    groupReadable: (path: string, mode: string): Finding => ({
      detail: `${path} can be read by its group (mode ${mode}), and it holds every secret of the server`,
      fix: `chmod 600 ${path}`,
    }),
  },

  visitorAddresses: {
    varied: (count: number, distinct: number) =>
      `the last ${count} leads came from ${distinct} address(es)`,
    onePrivate: (count: number, address: string): Finding => ({
      detail: `the last ${count} leads all came from ${address}, a private address: the server sees every visitor as a proxy or Docker's bridge gateway, so they all share one rate limit`,
      fix: `let the visitor's address reach Caddy: run Caddy on the host network (network_mode: host), or turn Docker's userland-proxy off in /etc/docker/daemon.json ({"userland-proxy": false}); see ${deployIt}`,
    }),
  },

  backup: {
    notConfigured: {
      detail: "not configured: BACKUP_URL is not set, so a lost disk loses every lead",
      fix: "set BACKUP_URL to file:///path on another disk, or to s3://bucket/prefix",
    },
    notConfiguredPostgres: {
      detail: "not configured: BACKUP_URL is not set",
      fix: "make sure your PostgreSQL provider's point-in-time recovery is on, or set BACKUP_URL",
    },
    statusUnknown: {
      detail: "BACKUP_URL is set, but the doctor cannot read the backup's status",
      fix: "run npm run backup -- status",
    },
    statusFailed: (reason: string): Finding => ({
      detail: `the backup's status could not be read: ${reason}`,
      fix: "run npm run backup -- status and read the server's log",
    }),
    notRunning: {
      detail: "BACKUP_URL is set, but the backup says it is not running",
      fix: "restart the server and read its log",
    },
    neverCaughtUp: {
      detail: "the copy has not caught up with the database yet",
      fix: "read the server's log for backup errors; check the bucket's address and credentials",
    },
    lagging: (seconds: number, most: number): Finding => ({
      detail: `the copy is ${seconds} s behind the database (fresh is at most ${most} s)`,
      fix: "read the server's log for backup errors; check the bucket's address and credentials",
    }),
    noDrill: (seconds: number): Finding => ({
      detail: `fresh (${seconds} s behind), but no restore drill has run yet`,
      fix: "run npm run backup -- drill",
    }),
    drillFailed: (at: string): Finding => ({
      detail: `the last restore drill, on ${at}, failed`,
      fix: "run npm run backup -- drill and read what it says",
    }),
    drillOld: (days: number): Finding => ({
      detail: `the last restore drill was ${days} days ago`,
      fix: "run npm run backup -- drill; a running server drills once a week",
    }),
    fresh: (seconds: number, at: string) =>
      `fresh (${seconds} s behind); the last restore drill, on ${at}, passed`,
  },

  mail: {
    fileTransport: {
      detail: "MAIL_TRANSPORT=file only writes files: nobody is e-mailed about a lead",
      fix: "set MAIL_TRANSPORT=smtp with SMTP_URL from your mail provider, or emailjs",
    },
    smtpAnswers: (detail: string) => `SMTP: ${detail}`,
    smtpFails: (detail: string): Finding => ({
      detail: `SMTP: ${detail}`,
      fix: "check SMTP_URL's host, port, user and password with your mail provider; smtp:// must offer STARTTLS unless SMTP_INSECURE=true",
    }),
    emailjsReady:
      "EmailJS: every setting is there (EmailJS cannot be tried without sending: send yourself a test quote request)",
    emailjsMissing: (detail: string): Finding => ({
      detail: `EmailJS: ${detail}`,
      fix: "copy the missing IDs from the EmailJS dashboard into the environment",
    }),
    emailjsNoPrivateKey: {
      detail:
        "EmailJS: EMAILJS_PRIVATE_KEY is not set, so anyone who has the public key can send through the account",
      fix: 'turn on "Use Private Key" in EmailJS (Account, Security) and set EMAILJS_PRIVATE_KEY',
    },
  },

  dns: {
    lookupFailed: (name: string, code: string): Finding => ({
      detail: `could not look up ${name} (${code})`,
      fix: "check this machine's DNS, then run the doctor again",
    }),
    spfFound: (domain: string, record: string) => `${domain}: ${record}`,
    spfMissing: (domain: string): Finding => ({
      detail: `${domain} has no SPF record (TXT "v=spf1 ..."): Gmail and Yahoo reject or bin mail from it`,
      fix: `add a TXT record at ${domain} with the SPF line your mail provider gives, such as "v=spf1 include:_spf.google.com ~all"`,
    }),
    spfMany: (domain: string, count: number): Finding => ({
      detail: `${domain} has ${count} SPF records, and receivers then treat it as having none`,
      fix: "merge them into one v=spf1 record",
    }),
    spfAnyone: (domain: string): Finding => ({
      detail: `${domain}'s SPF record ends in +all, which lets anyone send as the domain`,
      fix: "end it with ~all or -all",
    }),
    dmarcFound: (name: string, policy: string) => `${name}: policy ${policy}`,
    dmarcMissing: (domain: string): Finding => ({
      detail: `_dmarc.${domain} has no DMARC record (TXT "v=DMARC1; ..."): Gmail and Yahoo require one from senders`,
      fix: `add a TXT record at _dmarc.${domain}: "v=DMARC1; p=none; rua=mailto:dmarc@${domain}", and tighten p= once the reports look right`,
    }),
    dmarcMany: (name: string, count: number): Finding => ({
      detail: `${name} has ${count} DMARC records, and receivers then ignore them all`,
      fix: "keep one v=DMARC1 record",
    }),
    dkimNoSelector: (domain: string): Finding => ({
      detail: "not checked: MAIL_DKIM_SELECTOR is not set",
      fix: `open an e-mail the site sent, show its original (all headers), find DKIM-Signature with d=${domain}, and set MAIL_DKIM_SELECTOR to its s= value`,
    }),
    dkimFound: (names: string) => `${names} published`,
    dkimMissing: (name: string): Finding => ({
      detail: `${name} has no DKIM key`,
      fix: "turn on DKIM signing for the domain at your mail provider and publish the TXT or CNAME record it gives; check the selector in MAIL_DKIM_SELECTOR",
    }),
    dkimRevoked: (name: string): Finding => ({
      detail: `${name} publishes an empty key (p=), which means revoked`,
      fix: "publish the current key from your mail provider, or set MAIL_DKIM_SELECTOR to the selector in use",
    }),
  },

  twilio: twilioCopy,
} as const;
