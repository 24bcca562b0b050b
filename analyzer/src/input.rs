//! Reading a run: the trace (strict, or lenient up to damage), class.dump and
//! feature.dump (salvaged or done without under `--lenient`), or a guest VM event log,
//! replayed through an [`Analyzer`] into an [`Outcome`].

use std::io::IsTerminal as _;
use std::path::{Path, PathBuf};

use traceio::dump::{ClassDump, FeatureDump};
use traceio::{FileEnd, ReadOptions, Record, TraceReader};

use crate::replay::Replayer;
use crate::tool::Table;
use crate::{Analyzer, Error, Selection};

/// The result of analysing a file.
pub struct Outcome {
    /// The tables.
    pub tables: Vec<Table>,
    /// Records analysed.
    pub records: u64,
    /// Damage where a lenient read stopped.
    pub damage: Option<String>,
    /// What a lenient read dropped or did without besides (damaged or missing dumps).
    pub warnings: Vec<String>,
}

/// Analyses a guest VM event log (`-X:eventlog`, see [`crate::eventlog`]) with
/// `class.dump` and `feature.dump` from the same directory: objects and collections only,
/// times are event numbers.
pub fn analyze_eventlog(log: &Path, sel: &Selection) -> Result<Outcome, Error> {
    let dir = log
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let classes = ClassDump::open(dir.join("class.dump"))?;
    let feature = FeatureDump::open(dir.join("feature.dump"))?;
    let records = crate::eventlog::read(log)?;
    let mut an = Analyzer::new(&classes, &feature, sel)?;
    an.without_exact(
        "an event log has no accesses, so no reference stores: exact deaths need the trace",
    );
    for r in &records {
        an.process(r);
    }
    Ok(Outcome {
        records: an.records(),
        tables: an.finish()?,
        damage: None,
        warnings: Vec::new(),
    })
}

/// Analyses `trace` with `class.dump` and `feature.dump` from the same directory.
///
/// With `lenient`, damage does not stop the analysis: the trace is read up to its damage
/// ([`Outcome::damage`]), a damaged dump as far as it parses, and a missing one is done
/// without (types it would name are reported as unknown, `#<type id>`; objects that
/// existed before tracing are unknown); [`Outcome::warnings`] says what was lost.
pub fn analyze_file(trace: &Path, sel: &Selection, lenient: bool) -> Result<Outcome, Error> {
    let dir = trace
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let reader = TraceReader::open_with(
        trace,
        ReadOptions {
            lenient,
            ..ReadOptions::default()
        },
    )?;
    let mut warnings = Vec::new();
    warnings.extend(unfinished(&reader, trace, lenient)?);
    let (classes, feature) = load_dumps(&dir, &reader, lenient, &mut warnings)?;
    let sel = &sel.with_header(reader.header());
    let mut an = Analyzer::new(&classes, &feature, sel)?;
    an.set_lenient(lenient);
    let replayer = match sel.locality.wants_replay() {
        true => Some(Replayer::new(
            &sel.locality.hierarchy()?,
            &sel.locality.hierarchy_source(),
        )?),
        false => None,
    };
    let read = read_blocks(&reader, &mut an, replayer, sel, trace, lenient)?;
    let records = an.records();
    let (mut tables, more) = an.finish_with_warnings()?;
    warnings.extend(more);
    if let Some(rp) = read.replayer {
        match rp.finish() {
            Ok(t) => tables.push(t),
            Err(e) if lenient => warnings.push(format!(
                "{}: the replay of the whole hierarchy is incomplete, no replay table: {e}",
                trace.display()
            )),
            Err(e) => {
                return Err(Error::Format {
                    path: trace.to_path_buf(),
                    reason: e,
                })
            }
        }
    }
    Ok(Outcome {
        tables,
        records,
        damage: read.damage,
        warnings,
    })
}

/// A trace the writer did not finish (no index): an error, or with `lenient` the warning
/// that its complete blocks are analysed.
fn unfinished(reader: &TraceReader, trace: &Path, lenient: bool) -> Result<Option<String>, Error> {
    let FileEnd::Unfinished {
        complete_len,
        file_len,
    } = reader.end()
    else {
        return Ok(None);
    };
    let cut = file_len - complete_len;
    let reason = format!(
        "{}: the writer did not finish it (no index: the run was killed, or a full disk \
         or a file-size limit stopped it); its complete blocks end at byte {complete_len} \
         of {file_len}",
        if cut > 0 { "truncated" } else { "unfinished" }
    );
    if !lenient {
        return Err(Error::Format {
            path: trace.to_path_buf(),
            reason: format!("{reason} (--lenient analyses them)"),
        });
    }
    Ok(Some(format!(
        "{}: {reason}; analysed those{}",
        trace.display(),
        if cut > 0 {
            format!(", dropped the {cut} bytes after")
        } else {
            String::new()
        }
    )))
}

/// class.dump and feature.dump of the run in `dir` ([`load_dump`]); without class.dump's
/// model line, the object model of the trace header (if any).
fn load_dumps(
    dir: &Path,
    reader: &TraceReader,
    lenient: bool,
    warnings: &mut Vec<String>,
) -> Result<(ClassDump, FeatureDump), Error> {
    let mut classes = load_dump(
        &dir.join("class.dump"),
        lenient,
        |p| ClassDump::open(p),
        |p| ClassDump::salvage(p),
        "accesses to types it does not list are attributed to unknown types (#<type id>)",
        warnings,
    )?;
    if classes.classes.is_empty() && classes.arrays.is_empty() {
        if let Some(m) = reader.header().object_model {
            classes.model = m;
        }
    }
    let feature = load_dump(
        &dir.join("feature.dump"),
        lenient,
        |p| FeatureDump::open(p),
        |p| FeatureDump::salvage(p),
        "objects that existed before tracing started are unknown",
        warnings,
    )?;
    Ok((classes, feature))
}

/// What reading the blocks left: the replayer, if the trace has the instruction stream it
/// replays, and where a lenient read stopped.
struct Read {
    replayer: Option<Replayer>,
    damage: Option<String>,
}

/// Feeds the trace's records to `an` a block at a time (no iterator step per record),
/// through `replayer` when there is one, with a progress line on a terminal.
fn read_blocks(
    reader: &TraceReader,
    an: &mut Analyzer,
    mut replayer: Option<Replayer>,
    sel: &Selection,
    trace: &Path,
    lenient: bool,
) -> Result<Read, Error> {
    let version = reader.header().format_version;
    let mut stream_checked = false;
    let total = reader.record_count();
    let blocks = reader.block_count();
    let progress = sel.progress && std::io::stderr().is_terminal();
    let mut it = reader.records();
    let mut n = 0u64;
    let mut shown = 0u64;
    let started = std::time::Instant::now();
    let mut order: Option<String> = None;
    let mut last_time: Option<u64> = None;
    let mut block_no = 0usize;
    loop {
        let (block, flow) = if replayer.is_some() {
            match it.next_block_flow() {
                None => break,
                Some(b) => b?,
            }
        } else {
            match it.next_block() {
                None => break,
                Some(b) => (b?, &[][..]),
            }
        };
        if !stream_checked && (!block.is_empty() || !flow.is_empty()) {
            stream_checked = true;
            if let Some(r) = &replayer {
                // A trace made by simrun starts its instruction stream with a jump.
                if version < 3 || flow.is_empty() {
                    if let Some(what) = sel.locality.needs_stream() {
                        return Err(Error::Format {
                            path: trace.to_path_buf(),
                            reason: format!(
                                "{what} replays the run's instruction stream, and this trace \
                                 (format version {version}) has none: record the run with \
                                 this simrun"
                            ),
                        });
                    }
                    replayer = None;
                } else {
                    an.start_replay(r.config());
                }
            }
        }
        if let Some(why) = out_of_order(block, last_time, block_no, blocks, trace, lenient)? {
            order = Some(why);
            break;
        }
        last_time = block.last().map(Record::time).or(last_time);
        block_no += 1;
        match replayer.as_mut() {
            Some(rp) => rp.block(block, flow, an).map_err(|reason| Error::Format {
                path: trace.to_path_buf(),
                reason: format!("replaying block {}: {reason}", block_no - 1),
            })?,
            None => {
                for r in block {
                    an.process(r);
                }
            }
        }
        n += block.len() as u64;
        if progress && n >= shown + (1 << 22) {
            shown = n;
            eprint!(
                "\r{}\x1b[K",
                progress_line(n, total, started.elapsed().as_secs_f64())
            );
        }
    }
    if progress && shown > 0 {
        eprintln!();
    }
    let damage = it.damage().map(|d| {
        format!(
            "{}: damaged at block {}, byte offset {}: {} (analysed the {} blocks before it, \
             dropped the {} from there on)",
            trace.display(),
            d.block,
            d.offset,
            d.reason,
            d.block,
            (blocks as u64).saturating_sub(d.block).max(1)
        )
    });
    if !stream_checked && sel.locality.needs_stream().is_none() {
        // A trace without records or flow: the analyses that fall back to the data
        // accesses alone did so (nothing to replay).
        replayer = None;
    }
    Ok(Read {
        replayer,
        damage: damage.or(order),
    })
}

/// Records never go back in time (traceio::record), across blocks too: block `block_no`
/// (of `blocks`) starting before the previous one ended (at `last_time`) was moved or
/// copied (a spliced or damaged file). An error, or with `lenient` the warning that the
/// blocks from there on are dropped.
fn out_of_order(
    block: &[Record],
    last_time: Option<u64>,
    block_no: usize,
    blocks: usize,
    trace: &Path,
    lenient: bool,
) -> Result<Option<String>, Error> {
    let (Some(first), Some(prev)) = (block.first(), last_time) else {
        return Ok(None);
    };
    if first.time() >= prev {
        return Ok(None);
    }
    let why = format!(
        "block {block_no} starts at time {} before the previous block's end at {prev}: \
         blocks out of order or duplicated",
        first.time()
    );
    if !lenient {
        return Err(Error::Format {
            path: trace.to_path_buf(),
            reason: why,
        });
    }
    Ok(Some(format!(
        "{}: {why} (analysed the {block_no} blocks before it, dropped the {} from there on)",
        trace.display(),
        blocks.saturating_sub(block_no).max(1)
    )))
}

/// A count with an SI prefix: `950`, `12.3k`, `4.56M`, `1.20G`.
fn si(v: f64) -> String {
    match v {
        v if v >= 1e9 => format!("{:.2}G", v / 1e9),
        v if v >= 1e6 => format!("{:.2}M", v / 1e6),
        v if v >= 1e4 => format!("{:.1}k", v / 1e3),
        v => format!("{v:.0}"),
    }
}

/// The progress line after `n` records in `secs` seconds, of `total` when the trace's
/// index gives it: records done, percentage, rate and time left.
pub(crate) fn progress_line(n: u64, total: Option<u64>, secs: f64) -> String {
    let rate = if secs > 0.0 { n as f64 / secs } else { 0.0 };
    match total {
        Some(t) => {
            let left = if rate > 0.0 {
                let s = (t.saturating_sub(n) as f64 / rate).round() as u64;
                format!("{}:{:02} left", s / 60, s % 60)
            } else {
                "time left unknown".to_string()
            };
            format!(
                "{} / {} records ({:.0}%), {} records/s, {left}",
                si(n as f64),
                si(t as f64),
                n as f64 * 100.0 / t.max(1) as f64,
                si(rate)
            )
        }
        None => format!("{} records, {} records/s", si(n as f64), si(rate)),
    }
}

/// Opens a dump; with `lenient`, salvages a damaged one and does without a missing one,
/// adding a warning that says what was lost (`without`: what its absence means).
fn load_dump<T: Default>(
    path: &Path,
    lenient: bool,
    open: fn(&Path) -> Result<T, traceio::Error>,
    salvage: fn(&Path) -> Result<traceio::dump::Salvaged<T>, traceio::Error>,
    without: &str,
    warnings: &mut Vec<String>,
) -> Result<T, Error> {
    let e = match open(path) {
        Ok(d) => return Ok(d),
        Err(e) if !lenient => return Err(e.into()),
        Err(e) => e,
    };
    match salvage(path) {
        Ok(s) => {
            if let Some(d) = s.dropped {
                warnings.push(format!("{d}; {without}"));
            }
            Ok(s.value)
        }
        Err(_) => {
            warnings.push(format!("{e}: analysed without it; {without}"));
            Ok(T::default())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::progress_line;

    #[test]
    fn progress_shows_rate_and_time_left() {
        // 4 M of 10 M records in 2 s: 2 M/s, 6 M left = 3 s.
        assert_eq!(
            progress_line(4_000_000, Some(10_000_000), 2.0),
            "4.00M / 10.00M records (40%), 2.00M records/s, 0:03 left"
        );
        assert_eq!(
            progress_line(4_194_304, Some(1_000_000_000), 1.0),
            "4.19M / 1.00G records (0%), 4.19M records/s, 3:57 left"
        );
        assert_eq!(
            progress_line(20_000, None, 0.5),
            "20.0k records, 40.0k records/s"
        );
        assert_eq!(
            progress_line(0, Some(5), 0.0),
            "0 / 5 records (0%), 0 records/s, time left unknown"
        );
    }
}
