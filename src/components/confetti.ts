/** Confetti for 5 s (docs/services.md) on a canvas over the page; nothing for people who ask for less motion. */
export const CONFETTI_MS = 5000;

const COLOURS = ['#dc2626', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#f472b6'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
}

export function fireConfetti(durationMs = CONFETTI_MS): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'confetti';
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  if (!context) {
    canvas.remove();
    return;
  }
  const pieces: Piece[] = Array.from({ length: 160 }, (_, i) => ({
    x: canvas.width / 2,
    y: canvas.height / 3,
    vx: (Math.random() - 0.5) * 14,
    vy: -Math.random() * 12 - 4,
    size: 6 + Math.random() * 6,
    spin: (Math.random() - 0.5) * 0.3,
    angle: Math.random() * Math.PI,
    colour: COLOURS[i % COLOURS.length] ?? '#ffffff',
  }));
  const started = performance.now();
  const frame = (now: number) => {
    const elapsed = now - started;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.globalAlpha = Math.max(0, 1 - elapsed / durationMs);
    for (const p of pieces) {
      p.vy += 0.25;
      p.x += p.vx;
      p.y += p.vy;
      p.angle += p.spin;
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      context.fillStyle = p.colour;
      context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      context.restore();
    }
    if (elapsed < durationMs) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
