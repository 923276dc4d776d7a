import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = r!.lhr.audits;
console.log('CLS', a['cumulative-layout-shift']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue);
console.log(JSON.stringify(a['layout-shifts']?.details, null, 1)?.slice(0, 3000));
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 1)?.slice(0, 1500));
chrome.kill();
process.exit(0);
