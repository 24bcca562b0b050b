//! SVG line charts for GC studies, drawn with `plotters` (SVG backend, no fonts loaded: the
//! text is SVG `<text>` the browser renders).
//!
//! One entry point, [`line_chart`]: a [`Chart`] (title, axis labels with units, series of
//! points, optional GC spans) becomes one self-contained `<svg>` document. Axes take round
//! ticks from plotters' numeric ranges, labelled with SI prefixes ([`si`]: `250k`, `1.5M`);
//! every GC span is shaded and its start and end marked by vertical lines of their own
//! colours, so that a miss-rate curve shows where each collection began and ended.
//!
//! Labelled marks ([`Chart::marks`], e.g. the guest's MARKER strings) are thin vertical
//! lines with their text written upwards beside them.
//!
//! `simstudy report` and the analyzer's `traceanalyze --plots` draw their plots here.

use plotters::prelude::*;

/// Why a chart could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum PlotError {
    /// The chart has no point with finite coordinates.
    #[error("plot '{0}': no data")]
    Empty(String),
    /// plotters failed (it reports its own message).
    #[error("plot '{title}': {message}")]
    Draw {
        /// The chart's title.
        title: String,
        /// plotters' error.
        message: String,
    },
}

/// One named curve.
#[derive(Clone, Debug, Default)]
pub struct Series {
    /// Legend text.
    pub name: String,
    /// `(x, y)` points in drawing order; non-finite points are skipped.
    pub points: Vec<(f64, f64)>,
}

/// A line chart.
#[derive(Clone, Debug, Default)]
pub struct Chart {
    /// Caption above the plot.
    pub title: String,
    /// X axis label, with its unit (`heap size (KiB)`).
    pub x_label: String,
    /// Y axis label, with its unit (`bytes copied (B)`).
    pub y_label: String,
    /// The curves.
    pub series: Vec<Series>,
    /// Collections as `(start, end)` in x units: shaded, start and end marked.
    pub gc_spans: Vec<(f64, f64)>,
    /// Labelled vertical marks `(x, text)` (e.g. MARKER strings, or collections known by
    /// one point only); the x axis widens to show them.
    pub marks: Vec<(f64, String)>,
    /// Draw a marker at every point (for sparse data, e.g. one point per heap size).
    pub markers: bool,
    /// Start the y axis at 0 (counts, bytes); otherwise it fits the data.
    pub y_from_zero: bool,
    /// A logarithmic x axis (window lengths of an MMU curve): x values are drawn at their
    /// log10, ticks labelled with the values themselves; points with x <= 0 are skipped.
    pub x_log: bool,
}

/// Colours of successive series (a colour-blind-safe palette, Okabe-Ito).
const PALETTE: [RGBColor; 7] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(230, 159, 0),
    RGBColor(0, 0, 0),
];
const GC_START: RGBColor = RGBColor(200, 30, 30);
const GC_END: RGBColor = RGBColor(120, 120, 120);
const MARK: RGBColor = RGBColor(44, 160, 44);

/// A number as a short label with an SI prefix: `0`, `0.25`, `750`, `12k`, `1.5M`, `3G`.
pub fn si(v: f64) -> String {
    let a = v.abs();
    let (scaled, suffix) = if a >= 1e9 {
        (v / 1e9, "G")
    } else if a >= 1e6 {
        (v / 1e6, "M")
    } else if a >= 1e4 {
        (v / 1e3, "k")
    } else {
        (v, "")
    };
    let mut s = format!("{scaled:.3}");
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
    if s == "-0" {
        s = "0".into();
    }
    format!("{s}{suffix}")
}

/// The data range of a chart: `(x0, x1, y0, y1)`, widened when flat so that plotters can
/// place ticks.
fn bounds(c: &Chart) -> Option<(f64, f64, f64, f64)> {
    let pts = c
        .series
        .iter()
        .flat_map(|s| s.points.iter())
        .filter(|(x, y)| x.is_finite() && y.is_finite());
    let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    let mut any = false;
    for &(x, y) in pts {
        any = true;
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    if !any {
        return None;
    }
    for &(s, e) in &c.gc_spans {
        if s.is_finite() && e.is_finite() {
            x0 = x0.min(s);
            x1 = x1.max(e);
        }
    }
    for (x, _) in &c.marks {
        if x.is_finite() {
            x0 = x0.min(*x);
            x1 = x1.max(*x);
        }
    }
    if c.y_from_zero {
        y0 = y0.min(0.0);
    }
    if x1 <= x0 {
        let d = if x0 == 0.0 { 1.0 } else { x0.abs() * 0.1 };
        x0 -= d;
        x1 += d;
    }
    if y1 <= y0 {
        let d = if y0 == 0.0 { 1.0 } else { y0.abs() * 0.1 };
        y1 += d;
        if !c.y_from_zero || y0 - d >= 0.0 {
            y0 -= d;
        }
    }
    // Headroom above the highest point, so that markers and the legend (a line per
    // series, two for GC marks) stay clear of it.
    let legend_lines = c.series.len() + if c.gc_spans.is_empty() { 0 } else { 2 };
    y1 += (y1 - y0) * (0.04 + 0.06 * legend_lines as f64);
    if c.markers {
        // Markers at the ends stay inside the plot.
        let d = (x1 - x0) * 0.03;
        x0 -= d;
        x1 += d;
    }
    Some((x0, x1, y0, y1))
}

/// A tick label of a log10 axis at `v` (a log10): the value, with two significant digits
/// between powers of ten.
fn log_label(v: f64) -> String {
    let x = 10f64.powf(v);
    if (v - v.round()).abs() < 1e-9 {
        return si(10f64.powf(v.round()));
    }
    let digits = 10f64.powi(x.log10().floor() as i32 - 1);
    si((x / digits).round() * digits)
}

/// `c` with every x at its log10 (non-positive x dropped), for a log axis.
fn to_log_x(c: &Chart) -> Chart {
    let lg = |x: f64| if x > 0.0 { x.log10() } else { f64::NAN };
    Chart {
        series: c
            .series
            .iter()
            .map(|s| Series {
                name: s.name.clone(),
                points: s.points.iter().map(|&(x, y)| (lg(x), y)).collect(),
            })
            .collect(),
        gc_spans: c.gc_spans.iter().map(|&(a, b)| (lg(a), lg(b))).collect(),
        marks: c.marks.iter().map(|(x, t)| (lg(*x), t.clone())).collect(),
        ..c.clone()
    }
}

/// Draws `chart` as an SVG document of `size` pixels.
pub fn line_chart(chart: &Chart, size: (u32, u32)) -> Result<String, PlotError> {
    let logged;
    let chart = if chart.x_log {
        logged = to_log_x(chart);
        &logged
    } else {
        chart
    };
    let (x0, x1, y0, y1) = bounds(chart).ok_or_else(|| PlotError::Empty(chart.title.clone()))?;
    let mut svg = String::new();
    draw(chart, size, (x0, x1, y0, y1), &mut svg).map_err(|message| PlotError::Draw {
        title: chart.title.clone(),
        message,
    })?;
    Ok(svg)
}

fn draw(
    c: &Chart,
    size: (u32, u32),
    (x0, x1, y0, y1): (f64, f64, f64, f64),
    svg: &mut String,
) -> Result<(), String> {
    let e = |e: &dyn std::fmt::Display| e.to_string();
    let root = SVGBackend::with_string(svg, size).into_drawing_area();
    root.fill(&WHITE).map_err(|x| e(&x))?;
    let mut ch = ChartBuilder::on(&root)
        .caption(&c.title, ("sans-serif", 17))
        .margin(12)
        .x_label_area_size(42)
        .y_label_area_size(64)
        .build_cartesian_2d(x0..x1, y0..y1)
        .map_err(|x| e(&x))?;
    let fmt = |v: &f64| si(*v);
    let x_fmt = |v: &f64| if c.x_log { log_label(*v) } else { si(*v) };
    ch.configure_mesh()
        .x_desc(c.x_label.as_str())
        .y_desc(c.y_label.as_str())
        .x_labels(8)
        .y_labels(8)
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&fmt)
        .light_line_style(RGBColor(235, 235, 235))
        .draw()
        .map_err(|x| e(&x))?;
    if !c.gc_spans.is_empty() {
        ch.draw_series(c.gc_spans.iter().map(|&(s, en)| {
            Rectangle::new(
                [(s, y0), (en, y1)],
                RGBColor(250, 200, 200).mix(0.35).filled(),
            )
        }))
        .map_err(|x| e(&x))?;
        ch.draw_series(
            c.gc_spans
                .iter()
                .map(|&(s, _)| PathElement::new(vec![(s, y0), (s, y1)], GC_START.stroke_width(1))),
        )
        .map_err(|x| e(&x))?
        .label("GC start")
        .legend(|(x, y)| PathElement::new(vec![(x, y - 6), (x, y + 6)], GC_START.stroke_width(2)));
        ch.draw_series(
            c.gc_spans
                .iter()
                .map(|&(_, en)| PathElement::new(vec![(en, y0), (en, y1)], GC_END.stroke_width(1))),
        )
        .map_err(|x| e(&x))?
        .label("GC end")
        .legend(|(x, y)| PathElement::new(vec![(x, y - 6), (x, y + 6)], GC_END.stroke_width(2)));
    }
    let marks: Vec<&(f64, String)> = c.marks.iter().filter(|m| m.0.is_finite()).collect();
    if !marks.is_empty() {
        ch.draw_series(
            marks
                .iter()
                .map(|&&(x, _)| PathElement::new(vec![(x, y0), (x, y1)], MARK.stroke_width(1))),
        )
        .map_err(|x| e(&x))?;
        let font = ("sans-serif", 10)
            .into_font()
            .transform(FontTransform::Rotate270)
            .color(&MARK);
        let dy = (y1 - y0) * 0.02;
        ch.draw_series(
            marks
                .iter()
                .map(|(x, text)| Text::new(text.clone(), (*x, y0 + dy), font.clone())),
        )
        .map_err(|x| e(&x))?;
    }
    for (i, s) in c.series.iter().enumerate() {
        let colour = PALETTE[i % PALETTE.len()];
        let pts: Vec<(f64, f64)> = s
            .points
            .iter()
            .copied()
            .filter(|(x, y)| x.is_finite() && y.is_finite())
            .collect();
        ch.draw_series(LineSeries::new(pts.clone(), colour.stroke_width(2)))
            .map_err(|x| e(&x))?
            .label(s.name.as_str())
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], colour.stroke_width(2))
            });
        if c.markers {
            ch.draw_series(pts.iter().map(|&p| Circle::new(p, 3, colour.filled())))
                .map_err(|x| e(&x))?;
        }
    }
    ch.configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(RGBColor(160, 160, 160))
        .label_font(("sans-serif", 12))
        .draw()
        .map_err(|x| e(&x))?;
    root.present().map_err(|x| e(&x))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn si_labels_are_short_and_round() {
        assert_eq!(si(0.0), "0");
        assert_eq!(si(0.25), "0.25");
        assert_eq!(si(750.0), "750");
        assert_eq!(si(12_000.0), "12k");
        assert_eq!(si(1_500_000.0), "1.5M");
        assert_eq!(si(3e9), "3G");
    }

    #[test]
    fn a_chart_has_its_series_ticks_and_gc_marks() {
        let c = Chart {
            title: "dl1 miss rate".into(),
            x_label: "time (instructions)".into(),
            y_label: "miss rate (misses/access)".into(),
            series: vec![Series {
                name: "jess".into(),
                points: vec![(0.0, 0.1), (1e6, 0.05), (2e6, 0.2)],
            }],
            gc_spans: vec![(5e5, 7e5), (1.5e6, 1.6e6)],
            marks: vec![(2.5e6, "iteration 1".into())],
            markers: true,
            y_from_zero: true,
            x_log: false,
        };
        let svg = line_chart(&c, (600, 400)).unwrap();
        assert!(svg.starts_with("<svg"), "{}", &svg[..100]);
        assert!(svg.contains("dl1 miss rate") && svg.contains("time (instructions)"));
        assert!(svg.contains("GC start") && svg.contains("GC end") && svg.contains("jess"));
        // Round ticks with SI labels on the x axis.
        let labels: Vec<&str> = svg.lines().map(str::trim).collect();
        // The mark widens the x axis past 2M and is labelled.
        assert!(labels.contains(&"iteration 1"), "{svg}");
        assert!(
            labels.contains(&"2.5M") || labels.contains(&"2.4M"),
            "{svg}"
        );
        assert!(labels.contains(&"1M") && labels.contains(&"0.05"), "{svg}");
        // Two GC spans: two shaded rectangles besides the background and the legend's
        // fill and border.
        assert_eq!(svg.matches("<rect").count(), 2 + 1 + 2, "{svg}");
        assert_eq!(svg.matches("fill=\"#FAC8C8\"").count(), 2, "{svg}");
    }

    #[test]
    fn a_log_x_axis_labels_its_ticks_with_the_values() {
        assert_eq!(log_label(3.0), "1000");
        assert_eq!(log_label(6.0), "1M");
        assert_eq!(log_label(5.5), "320k");
        let c = Chart {
            title: "MMU".into(),
            x_label: "window (cycles)".into(),
            y_label: "minimum mutator utilisation".into(),
            series: vec![Series {
                name: "semispace".into(),
                points: vec![(0.0, 0.0), (1e3, 0.0), (1e5, 0.4), (1e7, 0.86)],
            }],
            x_log: true,
            ..Chart::default()
        };
        let svg = line_chart(&c, (600, 400)).unwrap();
        let labels: Vec<&str> = svg.lines().map(str::trim).collect();
        // The x axis runs over 10^3..10^7 (the point at 0 has no logarithm).
        for l in ["10k", "100k", "1M"] {
            assert!(labels.contains(&l), "{l}: {svg}");
        }
        assert!(!labels.contains(&"0.5M"), "{svg}");
    }

    #[test]
    fn an_empty_chart_is_an_error() {
        let c = Chart {
            title: "nothing".into(),
            ..Chart::default()
        };
        assert!(matches!(
            line_chart(&c, (300, 200)),
            Err(PlotError::Empty(_))
        ));
    }
}
