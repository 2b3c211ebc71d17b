/**
 * After a navigation, focus goes to the new page's heading (its h1), so a keyboard or screen reader user starts on the
 * page they opened rather than on <body>. A remote's page renders after its code loads: the heading is waited for (up to
 * ten seconds). A page that has put focus in its own content (a field) keeps it. Returns the cancel of the wait.
 */
export function focusHeadingWhenShown(main: HTMLElement, focusHeading: (el: HTMLElement) => void): () => void {
  let done = false;
  const tryFocus = () => {
    if (done) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    done = true;
    const active = document.activeElement;
    if (active && active !== document.body && active !== main && main.contains(active)) return;
    focusHeading(heading);
  };
  const observer = new MutationObserver(tryFocus);
  observer.observe(main, { childList: true, subtree: true });
  // After the drawer (a phone's menu) has closed and handed focus back.
  const frame = requestAnimationFrame(() => setTimeout(tryFocus, 0));
  const stop = setTimeout(() => {
    done = true;
  }, 10000);
  return () => {
    done = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(stop);
  };
}
