// Loads the browser's number data while the app downloads: docs/performance.md, "On a phone", fifth round.
new Intl.NumberFormat().format(1);
