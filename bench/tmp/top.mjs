import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2]));
const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
const dt = new Map(); p.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (p.timeDeltas[i] ?? 0)));
let total = 0;
for (const n of p.nodes) { const t = dt.get(n.id) ?? 0; total += t; const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').slice(-3).join('/')}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
// by file
const byFile = new Map();
for (const n of p.nodes) { const t = dt.get(n.id) ?? 0; const u = n.callFrame.url; const k = u.includes('node_modules') ? u.split('node_modules/')[1].split('/').slice(0,2).join('/') : (u.split('/').slice(-2).join('/') || n.callFrame.functionName); byFile.set(k, (byFile.get(k) ?? 0) + t); }
const pr = (m, n) => [...m].sort((a,b)=>b[1]-a[1]).slice(0,n).forEach(([k,v]) => console.log((100*v/total).toFixed(1).padStart(5), k));
console.log('== self by function'); pr(self, 30); console.log('== self by package/file'); pr(byFile, 30);
