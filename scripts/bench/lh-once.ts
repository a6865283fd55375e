import { runLighthouse } from "./lighthouse";
const routes = process.argv.slice(2);
const r = await runLighthouse("http://127.0.0.1:4300", routes);
for (const p of r) console.log(p.route, p.performance, p.accessibility, p.bestPractices, p.seo, "LCP", p.lcpMs, "TBT", p.tbtMs, "CLS", p.cls, "JS", Math.round(p.bytes.script/1024));
