//! Hand-written SVG plots from the report tables: lifetime CDFs per type, heap
//! composition at each GC, and miss rates over time with GC marks; with exact deaths
//! (issue 18), the lifetime CDF to exact death beside the one to reclamation, and the
//! drag curve (reachable against occupied bytes, with GC marks).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::tool::Table;
use crate::Error;

const W: f64 = 720.0;
const H: f64 = 420.0;
const L: f64 = 70.0; // left margin
const R: f64 = 180.0; // right margin (legend)
const T: f64 = 40.0;
const B: f64 = 50.0;
const COLORS: [&str; 8] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
];

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A plot frame: title, axes with labels, and the mapping of data to pixels.
struct Frame {
    svg: String,
    x: (f64, f64),
    y: (f64, f64),
}

impl Frame {
    fn new(title: &str, xlabel: &str, ylabel: &str, x: (f64, f64), y: (f64, f64)) -> Frame {
        let x = if x.1 > x.0 { x } else { (x.0, x.0 + 1.0) };
        let y = if y.1 > y.0 { y } else { (y.0, y.0 + 1.0) };
        let mut svg = String::new();
        let _ = write!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">
<rect width="{W}" height="{H}" fill="white"/>
<text x="{}" y="22" text-anchor="middle" font-size="15">{}</text>
<line x1="{L}" y1="{}" x2="{}" y2="{}" stroke="black"/>
<line x1="{L}" y1="{T}" x2="{L}" y2="{}" stroke="black"/>
<text x="{}" y="{}" text-anchor="middle">{}</text>
<text x="16" y="{}" text-anchor="middle" transform="rotate(-90 16 {})">{}</text>
"#,
            (L + W - R) / 2.0,
            esc(title),
            H - B,
            W - R,
            H - B,
            H - B,
            (L + W - R) / 2.0,
            H - 12.0,
            esc(xlabel),
            (T + H - B) / 2.0,
            (T + H - B) / 2.0,
            esc(ylabel)
        );
        let mut f = Frame { svg, x, y };
        for i in 0..=4 {
            let fx = x.0 + (x.1 - x.0) * f64::from(i) / 4.0;
            let fy = y.0 + (y.1 - y.0) * f64::from(i) / 4.0;
            let (px, py) = (f.px(fx), f.py(fy));
            let _ = writeln!(
                f.svg,
                r#"<text x="{px:.1}" y="{}" text-anchor="middle">{}</text><text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
                H - B + 16.0,
                num(fx),
                L - 6.0,
                py + 4.0,
                num(fy)
            );
        }
        f
    }

    fn px(&self, v: f64) -> f64 {
        L + (v - self.x.0) / (self.x.1 - self.x.0) * (W - L - R)
    }

    fn py(&self, v: f64) -> f64 {
        H - B - (v - self.y.0) / (self.y.1 - self.y.0) * (H - T - B)
    }

    fn polyline(&mut self, pts: &[(f64, f64)], color: &str) {
        let p: Vec<String> = pts
            .iter()
            .map(|&(x, y)| format!("{:.1},{:.1}", self.px(x), self.py(y)))
            .collect();
        let _ = writeln!(
            self.svg,
            r#"<polyline fill="none" stroke="{color}" stroke-width="1.5" points="{}"/>"#,
            p.join(" ")
        );
    }

    fn legend(&mut self, i: usize, label: &str, color: &str) {
        let y = T + 18.0 * i as f64;
        let _ = writeln!(
            self.svg,
            r#"<rect x="{}" y="{}" width="12" height="12" fill="{color}"/><text x="{}" y="{}">{}</text>"#,
            W - R + 12.0,
            y,
            W - R + 30.0,
            y + 10.0,
            esc(label)
        );
    }

    fn finish(mut self) -> String {
        self.svg.push_str("</svg>\n");
        self.svg
    }
}

fn num(v: f64) -> String {
    if v.abs() >= 1e6 {
        format!("{v:.2e}")
    } else if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

fn table<'a>(tables: &'a [Table], name: &str) -> Option<&'a Table> {
    tables.iter().find(|t| t.name == name)
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or(0.0)
}

/// x position of a log2 bucket label (`0`, `1`, `2..3`, ...): its bucket index.
fn bucket_index(label: &str) -> f64 {
    let lo: u64 = label
        .split("..")
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    f64::from(64 - lo.leading_zeros())
}

fn lifetime_cdf(tables: &[Table]) -> Option<String> {
    let t = table(tables, "lifetimes")?;
    // Per type: (bucket index, count to death), in bucket order.
    let mut types: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
    for r in &t.rows {
        let name = r[0].as_str().unwrap_or("").to_string();
        if types.last().map_or(true, |l| l.0 != name) {
            types.push((name, Vec::new()));
        }
        types
            .last_mut()?
            .1
            .push((bucket_index(r[1].as_str().unwrap_or("0")), f(&r[2])));
    }
    types.sort_by(|a, b| {
        let s = |v: &[(f64, f64)]| v.iter().map(|p| p.1).sum::<f64>();
        s(&b.1).total_cmp(&s(&a.1))
    });
    types.truncate(COLORS.len());
    let xmax = types
        .iter()
        .flat_map(|t| t.1.iter().map(|p| p.0))
        .fold(1.0, f64::max);
    let mut fr = Frame::new(
        "Lifetime CDF (dead objects, by type)",
        "lifetime: log2 bucket of instructions",
        "fraction dead",
        (0.0, xmax),
        (0.0, 1.0),
    );
    for (i, (name, pts)) in types.iter().enumerate() {
        let total: f64 = pts.iter().map(|p| p.1).sum();
        if total == 0.0 {
            continue;
        }
        let mut acc = 0.0;
        let mut line = vec![(0.0, 0.0)];
        for &(x, n) in pts {
            line.push((x, acc / total));
            acc += n;
            line.push((x, acc / total));
        }
        line.push((xmax, 1.0));
        fr.polyline(&line, COLORS[i]);
        fr.legend(i, name, COLORS[i]);
    }
    Some(fr.finish())
}

/// (type name, bytes) of one composition bar.
type TypeBytes = Vec<(String, f64)>;

fn heap_composition(tables: &[Table]) -> Option<String> {
    let t = table(tables, "heap_composition")?;
    // gc → [(type, bytes)], live bytes.
    let mut gcs: Vec<(String, f64, TypeBytes)> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for r in &t.rows {
        let gc = match &r[0] {
            Value::String(s) => s.clone(),
            v => format!("gc {}", num(f(v))),
        };
        if gcs.last().map_or(true, |g| g.0 != gc) {
            gcs.push((gc, f(&r[2]), Vec::new()));
        }
        let name = r[3].as_str().unwrap_or("").to_string();
        if !names.contains(&name) {
            names.push(name.clone());
        }
        gcs.last_mut()?.2.push((name, f(&r[5])));
    }
    let ymax = gcs.iter().map(|g| g.1).fold(1.0, f64::max);
    let mut fr = Frame::new(
        "Heap composition at each GC start and at the end (largest types; grey: others)",
        "collection",
        "live bytes",
        (0.0, gcs.len() as f64),
        (0.0, ymax),
    );
    let bw = (W - L - R) / gcs.len().max(1) as f64 * 0.7;
    for (i, (gc, live, parts)) in gcs.iter().enumerate() {
        let x = fr.px(i as f64 + 0.5) - bw / 2.0;
        let mut y0 = 0.0;
        let mut stack: Vec<(f64, &str)> = parts
            .iter()
            .map(|(n, b)| {
                let c = names
                    .iter()
                    .position(|m| m == n)
                    .map_or("#cccccc", |k| COLORS[k % COLORS.len()]);
                (*b, c)
            })
            .collect();
        stack.push((
            (live - parts.iter().map(|p| p.1).sum::<f64>()).max(0.0),
            "#cccccc",
        ));
        for (b, c) in stack {
            let (top, bot) = (fr.py(y0 + b), fr.py(y0));
            let _ = writeln!(
                fr.svg,
                r#"<rect x="{x:.1}" y="{top:.1}" width="{bw:.1}" height="{:.1}" fill="{c}"/>"#,
                bot - top
            );
            y0 += b;
        }
        let _ = writeln!(
            fr.svg,
            r#"<text x="{:.1}" y="{}" text-anchor="middle" font-size="10">{}</text>"#,
            x + bw / 2.0,
            H - B + 30.0,
            esc(gc)
        );
    }
    for (k, n) in names.iter().enumerate().take(12) {
        fr.legend(k, n, COLORS[k % COLORS.len()]);
    }
    Some(fr.finish())
}

fn miss_rates(tables: &[Table]) -> Option<String> {
    let t = table(tables, "miss_series")?;
    let l1: Vec<(f64, f64)> = t
        .rows
        .iter()
        .map(|r| ((f(&r[0]) + f(&r[1])) / 2.0, f(&r[3])))
        .collect();
    let l2: Vec<(f64, f64)> = t
        .rows
        .iter()
        .map(|r| ((f(&r[0]) + f(&r[1])) / 2.0, f(&r[4])))
        .collect();
    let mut x0 = t.rows.first().map_or(0.0, |r| f(&r[0]));
    let mut x1 = t.rows.last().map_or(1.0, |r| f(&r[1]));
    // Markers outside the accesses' span widen the axis so that they show.
    if let Some(m) = table(tables, "markers") {
        for r in &m.rows {
            x0 = x0.min(f(&r[0]));
            x1 = x1.max(f(&r[0]));
        }
    }
    let ymax = l1.iter().map(|p| p.1).fold(0.01, f64::max);
    let mut fr = Frame::new(
        "Miss rates over time (dashed: GC start; dotted green: markers)",
        "time (instructions)",
        "miss rate",
        (x0, x1),
        (0.0, ymax),
    );
    if let Some(g) = table(tables, "gc_timeline") {
        for r in &g.rows {
            if let Some(s) = r[2].as_f64() {
                let x = fr.px(s);
                let _ = writeln!(
                    fr.svg,
                    r##"<line x1="{x:.1}" y1="{T}" x2="{x:.1}" y2="{}" stroke="#888" stroke-dasharray="4 3"/>"##,
                    H - B
                );
            }
        }
    }
    if let Some(m) = table(tables, "markers") {
        for r in &m.rows {
            let (Some(t), Some(text)) = (r[0].as_f64(), r[4].as_str()) else {
                continue;
            };
            let x = fr.px(t);
            let _ = writeln!(
                fr.svg,
                r##"<line x1="{x:.1}" y1="{T}" x2="{x:.1}" y2="{}" stroke="#2ca02c" stroke-dasharray="1 3"/><text x="{:.1}" y="{:.1}" font-size="10" fill="#2ca02c" transform="rotate(-90 {:.1} {:.1})">{}</text>"##,
                H - B,
                x - 2.0,
                H - B - 4.0,
                x - 2.0,
                H - B - 4.0,
                esc(text)
            );
        }
    }
    fr.polyline(&l1, COLORS[0]);
    fr.polyline(&l2, COLORS[3]);
    fr.legend(0, "L1 miss rate", COLORS[0]);
    fr.legend(1, "L2 miss rate", COLORS[3]);
    Some(fr.finish())
}

/// The CDF of a log2 histogram given as (bucket index, count) points.
fn cdf_line(pts: &[(f64, f64)], xmax: f64) -> Option<Vec<(f64, f64)>> {
    let total: f64 = pts.iter().map(|p| p.1).sum();
    if total == 0.0 {
        return None;
    }
    let mut acc = 0.0;
    let mut line = vec![(0.0, 0.0)];
    for &(x, n) in pts {
        line.push((x, acc / total));
        acc += n;
        line.push((x, acc / total));
    }
    line.push((xmax, 1.0));
    Some(line)
}

/// Lifetimes in bytes allocated, all objects allocated in the run: to exact death and to
/// reclamation (`exact_lifetimes`).
fn exact_lifetime_cdf(tables: &[Table]) -> Option<String> {
    let t = table(tables, "exact_lifetimes")?;
    let col = |i: usize| -> Vec<(f64, f64)> {
        t.rows
            .iter()
            .map(|r| (bucket_index(r[0].as_str().unwrap_or("0")), f(&r[i])))
            .collect()
    };
    let xmax = t
        .rows
        .last()
        .map_or(1.0, |r| bucket_index(r[0].as_str().unwrap_or("0")));
    let mut fr = Frame::new(
        "Lifetime CDF: to exact death and to reclamation",
        "lifetime: log2 bucket of bytes allocated",
        "fraction of objects",
        (0.0, xmax),
        (0.0, 1.0),
    );
    for (i, (c, label)) in [(1, "exact death (Merlin)"), (2, "reclamation (GC)")]
        .into_iter()
        .enumerate()
    {
        if let Some(line) = cdf_line(&col(c), xmax) {
            fr.polyline(&line, COLORS[i]);
            fr.legend(i, label, COLORS[i]);
        }
    }
    Some(fr.finish())
}

/// The drag curve: reachable and occupied bytes against bytes allocated, with a dashed
/// mark where collections ended (`drag_curve`).
fn drag_curve(tables: &[Table]) -> Option<String> {
    let t = table(tables, "drag_curve")?;
    let mb = |v: &Value| f(v) / 1_048_576.0;
    let x1 = t.rows.last().map_or(1.0, |r| mb(&r[0]));
    let ymax = t.rows.iter().map(|r| mb(&r[2])).fold(0.001, f64::max);
    let mut fr = Frame::new(
        "Drag curve (dashed: collections)",
        "bytes allocated (MiB)",
        "heap bytes (MiB)",
        (0.0, x1),
        (0.0, ymax),
    );
    for r in &t.rows {
        if r[4].as_str().is_some_and(|s| !s.is_empty()) {
            let x = fr.px(mb(&r[0]));
            let _ = writeln!(
                fr.svg,
                r##"<line x1="{x:.1}" y1="{T}" x2="{x:.1}" y2="{}" stroke="#888" stroke-dasharray="4 3"/>"##,
                H - B
            );
        }
    }
    for (i, (c, label)) in [(2, "occupied"), (1, "reachable")].into_iter().enumerate() {
        let line: Vec<(f64, f64)> = t.rows.iter().map(|r| (mb(&r[0]), mb(&r[c]))).collect();
        fr.polyline(&line, COLORS[i]);
        fr.legend(i, label, COLORS[i]);
    }
    Some(fr.finish())
}

/// Writes `lifetime_cdf.svg`, `heap_composition.svg` and `miss_rates.svg` into `dir`, and
/// with exact deaths `lifetime_exact_cdf.svg` and `drag_curve.svg`.
pub fn write_plots(tables: &[Table], dir: &Path) -> Result<Vec<PathBuf>, Error> {
    let io = |path: &Path, source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut written = Vec::new();
    for (name, svg) in [
        ("lifetime_cdf.svg", lifetime_cdf(tables)),
        ("heap_composition.svg", heap_composition(tables)),
        ("miss_rates.svg", miss_rates(tables)),
        ("lifetime_exact_cdf.svg", exact_lifetime_cdf(tables)),
        ("drag_curve.svg", drag_curve(tables)),
    ] {
        if let Some(svg) = svg {
            let p = dir.join(name);
            std::fs::write(&p, svg).map_err(|e| io(&p, e))?;
            written.push(p);
        }
    }
    Ok(written)
}
