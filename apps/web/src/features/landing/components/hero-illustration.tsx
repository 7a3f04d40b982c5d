// Hero artwork: a mind map flowing into a teleprompter, drawn with HTML and SVG (no image download).
// The map is drawn on a 560 × 320 grid in container units (1cqw = a hundredth of its width), so it scales
// as a picture would: on a 320 px phone it is smaller, not cut off at the right (issue 24 item 4).
const nodes = [
  { x: 40, y: 44, title: 'Hook', color: '#F97316' },
  { x: 40, y: 150, title: 'The problem', color: '#3B82F6' },
  { x: 40, y: 256, title: 'Three tips', color: '#22C55E' },
  { x: 300, y: 96, title: 'Story', color: '#A855F7' },
  { x: 300, y: 208, title: 'Call to action', color: '#EC4899' },
];

export function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-xl" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-brand-200/60 via-fuchsia-100/50 to-amber-100/60 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-overlay">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 text-xs font-medium text-slate-500">Product launch video</span>
        </div>
        <div className="@container relative aspect-[560/320] bg-[radial-gradient(#e2e8f0_1px,transparent_1px)] [background-size:16px_16px]">
          <svg className="absolute inset-0 h-full w-full" viewBox="0 0 560 320" preserveAspectRatio="none">
            {nodes.map((n) => (
              <path
                key={n.title}
                d={`M 250 160 C ${(250 + n.x + 70) / 2} 160, ${(250 + n.x + 70) / 2} ${n.y + 18}, ${n.x + 70} ${n.y + 18}`}
                fill="none"
                stroke="#cbd5e1"
                strokeWidth="2"
              />
            ))}
          </svg>
          <div className="absolute top-[24.3cqw] left-[32.1cqw] w-[25cqw] rounded-xl bg-[#dc2626] px-[2.1cqw] py-[1.8cqw] text-center text-[2.5cqw] font-semibold text-white shadow-lg">
            Central Idea
          </div>
          {nodes.map((n, i) => (
            <div
              key={n.title}
              className="absolute flex w-[25cqw] items-center gap-[1.4cqw] rounded-lg border border-slate-200 bg-white px-[1.8cqw] py-[1.4cqw] text-[2.15cqw] font-medium whitespace-nowrap text-slate-700 shadow-card"
              style={{ left: `${(n.x / 560) * 100}cqw`, top: `${(n.y / 560) * 100}cqw` }}
            >
              <span className="flex size-[3.6cqw] items-center justify-center rounded text-[1.8cqw] font-bold text-white" style={{ background: n.color }}>
                {i + 1}
              </span>
              {n.title}
            </div>
          ))}
        </div>
      </div>
      <div className="relative mt-3 mr-2 ml-auto w-64 rounded-xl border border-slate-800 bg-slate-950 p-4 shadow-overlay sm:absolute sm:-right-8 sm:-bottom-10 sm:mt-0 sm:mr-0">
        <div className="flex items-center justify-between text-[10px] font-semibold tracking-widest text-slate-400 uppercase">
          <span>Teleprompter</span>
          <span className="text-emerald-400">● 140 WPM</span>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-300">
          Ever lost your place mid-sentence? <span className="text-white">Today I&apos;ll show you three tips</span>{' '}
          <span className="text-slate-400">that keep every take on track…</span>
        </p>
      </div>
    </div>
  );
}
