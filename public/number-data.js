// The first Intl.NumberFormat of a page loads the browser's number data: 15-30 ms on a desktop, four times that
// on a phone. Run while the app's code is still downloading, so that this is not added to the task that shows
// the first fee or balance (docs/performance.md, "On a phone").
new Intl.NumberFormat().format(1);
