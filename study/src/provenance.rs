//! Where a study's results come from: the study file and its SHA-256, the simrun (version
//! and commit) of each run, the hosts the runs ran on and when, and the simstudy that drew
//! the report. The report shows it as its first block; the merged `runs` table carries
//! the per-run part (`simrun_version`, `simrun_commit`, `host_name`, `host_started`,
//! `host_ended`).
//!
//! ```text
//! study file ─→ sha256 ─┐
//! merged runs table ────┼→ Provenance::gather → report::html (the provenance block)
//! this simstudy ────────┘
//! ```
//!
//! ```
//! assert_eq!(study::provenance::iso8601(0.0), "1970-01-01T00:00:00Z");
//! assert_eq!(study::provenance::iso8601(951_782_400.5), "2000-02-29T00:00:00.500Z");
//! ```

use std::collections::BTreeSet;
use std::path::Path;

use sim_core::run::digest::sha256_hex;

use crate::merge::Merged;
use crate::table::Cell;
use crate::Error;

/// The provenance of a study's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Provenance {
    /// The study file, absolute.
    pub study_file: String,
    /// Its SHA-256 (hex) when the report was drawn.
    pub study_sha256: String,
    /// `version (commit)` of every simrun that made a run of the study, with its run count.
    pub simrun: Vec<(String, usize)>,
    /// The hosts the runs ran on.
    pub hosts: Vec<String>,
    /// The first run's start (ISO 8601, UTC).
    pub started: Option<String>,
    /// The last run's end (ISO 8601, UTC).
    pub ended: Option<String>,
    /// The simstudy that drew the report: `version (commit ...)`.
    pub simstudy: String,
    /// When the report was drawn (ISO 8601, UTC).
    pub drawn: String,
}

/// Seconds since the Unix epoch, now.
pub fn now_unix() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// This host's name (`unknown` when the system does not say).
pub fn host_name() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most `len` bytes into the buffer we own.
    let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    if r != 0 || end == 0 {
        return "unknown".into();
    }
    String::from_utf8_lossy(&buf[..end]).into_owned()
}

/// A Unix time as ISO 8601 in UTC: `2026-12-07T12:34:56Z`, with milliseconds when it has
/// a fraction (`...56.250Z`). Days to civil date after Howard Hinnant's `civil_from_days`.
pub fn iso8601(unix: f64) -> String {
    let ms = (unix * 1000.0).round() as i64;
    let (secs, milli) = (ms.div_euclid(1000), ms.rem_euclid(1000));
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let frac = if milli == 0 {
        String::new()
    } else {
        format!(".{milli:03}")
    };
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}{frac}Z",
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

impl Provenance {
    /// The provenance of the report of `m`, the study read from `study_file`.
    pub fn gather(study_file: &Path, m: &Merged) -> Result<Provenance, Error> {
        let bytes = std::fs::read(study_file).map_err(|e| Error::Io {
            what: format!("reading {}", study_file.display()),
            source: e,
        })?;
        let absolute = std::path::absolute(study_file).unwrap_or_else(|_| study_file.into());
        let t = &m.runs;
        let mut simrun: Vec<(String, usize)> = Vec::new();
        let mut hosts = BTreeSet::new();
        let (mut started, mut ended): (Option<String>, Option<String>) = (None, None);
        for r in &t.rows {
            if let (Cell::Str(v), Cell::Str(c)) =
                (t.get(r, "simrun_version"), t.get(r, "simrun_commit"))
            {
                let key = format!("{v} (commit {c})");
                match simrun.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, n)) => *n += 1,
                    None => simrun.push((key, 1)),
                }
            }
            if let Cell::Str(h) = t.get(r, "host_name") {
                hosts.insert(h.clone());
            }
            // ISO 8601 in UTC compares as text.
            if let Cell::Str(s) = t.get(r, "host_started") {
                if started.as_ref().map_or(true, |x| s < x) {
                    started = Some(s.clone());
                }
            }
            if let Cell::Str(e) = t.get(r, "host_ended") {
                if ended.as_ref().map_or(true, |x| e > x) {
                    ended = Some(e.clone());
                }
            }
        }
        Ok(Provenance {
            study_file: absolute.display().to_string(),
            study_sha256: sha256_hex(&bytes),
            simrun,
            hosts: hosts.into_iter().collect(),
            started,
            ended,
            simstudy: traceio::VERSION.to_string(),
            drawn: iso8601(now_unix().floor()),
        })
    }

    /// `(what, value)` lines, in the report's order.
    pub fn lines(&self) -> Vec<(&'static str, String)> {
        let none = || "none (no run has ended)".to_string();
        vec![
            ("study file", self.study_file.clone()),
            ("study file SHA-256", self.study_sha256.clone()),
            (
                "simrun",
                if self.simrun.is_empty() {
                    none()
                } else {
                    self.simrun
                        .iter()
                        .map(|(k, n)| format!("{k}: {n} runs"))
                        .collect::<Vec<_>>()
                        .join("; ")
                },
            ),
            (
                "hosts",
                if self.hosts.is_empty() {
                    none()
                } else {
                    self.hosts.join(", ")
                },
            ),
            ("runs started", self.started.clone().unwrap_or_else(none)),
            ("runs ended", self.ended.clone().unwrap_or_else(none)),
            ("report drawn by", format!("simstudy {}", self.simstudy)),
            ("report drawn", self.drawn.clone()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_utc_iso8601() {
        assert_eq!(iso8601(0.0), "1970-01-01T00:00:00Z");
        // `date -u -d @1796647296`: Mon Dec  7 12:41:36 UTC 2026.
        assert_eq!(iso8601(1_796_647_296.0), "2026-12-07T12:41:36Z");
        assert_eq!(iso8601(1_796_647_296.25), "2026-12-07T12:41:36.250Z");
        assert_eq!(iso8601(951_868_799.0), "2000-02-29T23:59:59Z");
        assert_eq!(iso8601(-1.0), "1969-12-31T23:59:59Z");
    }
}
