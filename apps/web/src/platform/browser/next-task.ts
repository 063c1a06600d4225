// A new task of the page's event loop, for work that can wait a moment so that what the page was doing ends
// first and a tap can be answered in between (issue 11: long tasks on a phone). A message rather than a
// timer: timers in a background tab wait a second or more.

/** Resolves in a task of its own, after the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
