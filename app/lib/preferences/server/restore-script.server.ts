// When a request carries no preference cookie (a first visit, or a car update wiped the cookies but not the browser's
// backup in localStorage), the document's head runs this before the dashboard paints: if the backup holds a choice, it
// hides the dashboard, posts the backup to the preferences route (whose answer sets the cookies again) and reloads, so the
// driver's own dashboard is the first they see. It gives up after 5 s or on any failure, and tries once per session.
// Static and hand-minified; the worker inlines it (entry.server.tsx) and hydration reads it back from the document, so
// it is in no script the browser downloads.
import { storageKeys } from "~/lib/preferences/stored/cookie-codecs";
import { preferenceIntents, preferencesActionPath } from "~/lib/preferences/forms/intents";
import { maxRestoredLengths } from "~/lib/preferences/forms/restore-limits";

export const restoreAttemptKey = "pp-restore-tried";

/** Set on <html> while the backup is on its way; critical.css hides the dashboard meanwhile. */
export const restoringAttribute = "data-pp-restoring";

export const restoreScript =
  `((d,k)=>{try{const f=new URLSearchParams;let u;for(const n in k){const v=localStorage.getItem(n);if(v!=null&&v.length<=k[n]){f.append(n,v);u||=n!="${storageKeys.hiddenSources}"||v!="{}"}}` +
  `if(!u||sessionStorage.getItem("${restoreAttemptKey}"))return;sessionStorage.setItem("${restoreAttemptKey}",1);` +
  `const r=d.documentElement,s=()=>r.removeAttribute("${restoringAttribute}");r.setAttribute("${restoringAttribute}","");setTimeout(s,5e3);` +
  `f.append("intent","${preferenceIntents.restore}");` +
  `fetch("${preferencesActionPath}",{method:"POST",body:f}).then(x=>x.ok?location.reload():s(),s)}catch{}})(document,${JSON.stringify(maxRestoredLengths)})`;
