// Runs a function once the browser has painted what is on screen now (the frame's animation
// callback comes just before the paint, a task queued from it just after); the returned
// function calls it off.
export function afterPaint(run: () => void): () => void {
  let wanted = true;
  requestAnimationFrame(() => setTimeout(() => wanted && run()));
  return () => {
    wanted = false;
  };
}
