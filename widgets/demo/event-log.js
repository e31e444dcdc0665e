// The demo partner's own script: lists every Partilha event as text, and records what the
// end-to-end tests read (events, CSP violations, layout shifts). The first widget's paint is read
// from the performance marks the widgets set (partilha:loader, partilha:painted).
const record = (window.__partilha = { events: [], violations: [], shifts: [] });

for (const name of ['partilha:loaded', 'partilha:error', 'partilha:listing-click', 'partilha:booking-requested']) {
  document.addEventListener(name, (event) => {
    const entry = { name, tag: event.target.localName, detail: event.detail };
    record.events.push(entry);
    const item = document.createElement('li');
    item.textContent = `${name} on <${entry.tag}>: ${JSON.stringify(event.detail)}`;
    // Run in the head (before the loader), so the list may not be parsed yet for the first events.
    document.getElementById('event-log')?.append(item);
  });
}

document.addEventListener('securitypolicyviolation', (event) => {
  record.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
});

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    record.shifts.push({
      value: entry.value,
      at: Math.round(entry.startTime),
      sources: (entry.sources ?? []).map(
        (s) =>
          `${s.node?.nodeName ?? '?'}#${s.node?.id ?? ''}.${s.node?.className ?? ''} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`,
      ),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
