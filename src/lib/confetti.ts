/**
 * A short burst of confetti drawn on a canvas inside `host`, bundled with the site and loaded
 * only after a successful submission. Playing again restarts it from the beginning. Under
 * "reduce motion" nothing moves: the host is revealed and hidden again.
 */
const DURATION_MS = 2600;
const COLOURS = ['#fbbf24', '#f59e0b', '#22c55e', '#3b82f6', '#ef4444', '#ffffff'];
let frame = 0;

export function playConfetti(host: HTMLElement): void {
  cancelAnimationFrame(frame);
  host.replaceChildren();
  host.hidden = false;
  host.dataset.playing = 'true';
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const canvas = document.createElement('canvas');
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
  canvas.className = 'size-full';
  host.append(canvas);
  const context = canvas.getContext('2d');
  const finish = () => {
    host.hidden = true;
    host.dataset.playing = 'false';
    host.replaceChildren();
  };
  if (!context || reduce) {
    setTimeout(finish, 1200);
    return;
  }
  const pieces = Array.from({ length: 140 }, () => ({
    x: canvas.width / 2 + (Math.random() - 0.5) * canvas.width * 0.3,
    y: canvas.height * 0.35,
    vx: (Math.random() - 0.5) * 14,
    vy: -Math.random() * 14 - 4,
    size: 5 + Math.random() * 6,
    spin: Math.random() * Math.PI,
    colour: COLOURS[Math.floor(Math.random() * COLOURS.length)]!,
  }));
  const start = performance.now();
  const draw = (now: number) => {
    const t = now - start;
    context.clearRect(0, 0, canvas.width, canvas.height);
    for (const p of pieces) {
      p.vy += 0.35;
      p.x += p.vx;
      p.y += p.vy;
      p.spin += 0.2;
      context.fillStyle = p.colour;
      context.globalAlpha = Math.max(0, 1 - t / DURATION_MS);
      context.fillRect(p.x, p.y, p.size, p.size * Math.abs(Math.cos(p.spin)));
    }
    if (t < DURATION_MS) frame = requestAnimationFrame(draw);
    else finish();
  };
  frame = requestAnimationFrame(draw);
}
