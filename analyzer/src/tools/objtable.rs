//! The per-object table (`--object-table FILE`, issue 18): one CSV row per object when it
//! is reclaimed or when the replay ends, written with the csv crate, columns named with
//! their units. Accesses made by the collector (between GC_START and GC_END) are not
//! counted; an access spanning objects counts for the first only. Empty cells: not known
//! (never used, no exact death, not reclaimed). Without the option the tool does nothing,
//! not even per access.

use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;

use hashbrown::HashMap;
use traceio::{Access, AccessKind, Level};

use crate::heap::{Death, Heap, HeapEvent, Object};
use crate::tool::{Attribution, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// The columns.
pub const COLUMNS: [&str; 25] = [
    "id",
    "type",
    "size_bytes",
    "array_length",
    "site",
    "thread",
    "boot",
    "alloc_insns",
    "alloc_bytes",
    "first_use_insns",
    "last_use_insns",
    "death_step",
    "death_insns",
    "death_bytes",
    "death_kind",
    "oracle_death_step",
    "oracle_death_kind",
    "reclaimed_at_insns",
    "reclaimed_by",
    "copies",
    "reads",
    "writes",
    "l1_misses",
    "l2_misses",
    "tlb_misses",
];

/// Per object: reads, writes, L1 misses, L2 misses, TLB misses.
type Counts = [u64; 5];

/// The per-object table writer.
pub struct ObjectTable {
    out: Option<(PathBuf, csv::Writer<BufWriter<File>>)>,
    counts: HashMap<u64, Counts>,
    rows: u64,
    error: Option<Error>,
}

impl std::fmt::Debug for ObjectTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ObjectTable").field("rows", &self.rows).finish()
    }
}

fn opt<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(String::new, |v| v.to_string())
}

impl ObjectTable {
    fn write(&mut self, o: &Object, reclaimed: Option<(u64, Death)>, types: &Types) {
        let Some((path, w)) = self.out.as_mut() else {
            return;
        };
        if self.error.is_some() {
            return;
        }
        let c = self.counts.remove(&o.id).unwrap_or_default();
        let row = [
            o.id.to_string(),
            types.name(o.type_id),
            o.size.to_string(),
            opt(o.length),
            o.site.map_or_else(String::new, |s| types.site_name(s)),
            o.thread.to_string(),
            u8::from(o.boot).to_string(),
            o.alloc_time.to_string(),
            o.alloc_bytes.to_string(),
            opt(o.first_use),
            opt(o.last_use),
            opt(o.exact.map(|d| d.step)),
            opt(o.exact.map(|d| d.time)),
            opt(o.exact.map(|d| d.bytes)),
            opt(o.exact.map(|d| d.kind)),
            opt(o.oracle.map(|d| d.step)),
            opt(o.oracle.map(|d| d.kind)),
            opt(reclaimed.map(|r| r.0)),
            opt(reclaimed.map(|r| format!("{:?}", r.1).to_lowercase())),
            o.copies.len().to_string(),
            c[0].to_string(),
            c[1].to_string(),
            c[2].to_string(),
            c[3].to_string(),
            c[4].to_string(),
        ];
        if let Err(e) = w.write_record(&row) {
            self.error = Some(csv_error(path, e));
        }
        self.rows += 1;
    }
}

fn csv_error(path: &std::path::Path, e: csv::Error) -> Error {
    Error::Io {
        path: path.to_path_buf(),
        source: std::io::Error::other(e.to_string()),
    }
}

impl Tool for ObjectTable {
    fn new(sel: &Selection, _types: &Types) -> Result<ObjectTable, Error> {
        let out = match &sel.object_table {
            Some(path) => {
                let f = File::create(path).map_err(|source| Error::Io {
                    path: path.clone(),
                    source,
                })?;
                let mut w = csv::Writer::from_writer(BufWriter::new(f));
                w.write_record(COLUMNS).map_err(|e| csv_error(path, e))?;
                Some((path.clone(), w))
            }
            None => None,
        };
        Ok(ObjectTable {
            out,
            counts: HashMap::new(),
            rows: 0,
            error: None,
        })
    }

    #[inline(always)] // per access
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if self.out.is_none() || at.in_gc || at.continued {
            return;
        }
        let Some(t) = at.target else {
            return;
        };
        let c = self.counts.entry(t.obj_id).or_default();
        c[usize::from(a.kind == AccessKind::Write)] += 1;
        c[2] += u64::from(a.level != Level::L1);
        c[3] += u64::from(a.level == Level::Memory);
        c[4] += u64::from(a.tlb_miss);
    }

    fn event(&mut self, ev: &HeapEvent<'_>, types: &Types) {
        match *ev {
            HeapEvent::Death {
                obj, time, cause, ..
            } => self.write(obj, Some((time, cause)), types),
            HeapEvent::Survivor { obj, .. } => self.write(obj, None, types),
            _ => {}
        }
    }

    fn finish(&mut self) -> Result<(), Error> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        if let Some((path, w)) = self.out.as_mut() {
            w.flush().map_err(|source| Error::Io {
                path: path.clone(),
                source,
            })?;
        }
        Ok(())
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        Vec::new()
    }
}
