//! Per-object histories and write statistics for selected objects:
//! for a chosen field or array element, every write with the reads that follow it
//! before the next write, and the interval from the write to the last of those reads.
//! Only selected objects (`--object ID` or `--type NAME`, up to a limit) keep detail.

use std::collections::BTreeMap;

use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind};

use crate::analyzer::Selection;
use crate::heap::{Death, Heap, HeapEvent, Object};
use crate::tool::{Attribution, Col, Table, Tool};
use crate::types::{Part, Types};
use crate::Error;

#[derive(Clone, Debug)]
struct WriteRow {
    time: u64,
    reads: u64,
    last_read: Option<u64>,
}

#[derive(Clone, Debug)]
struct Followed {
    part: Option<Part>,
    reads_before_first_write: u64,
    writes: Vec<WriteRow>,
    obj: Object,
    end: Option<(u64, Option<Death>, u32, u64)>, // time, cause (None = alive at end), gcs survived, bytes
}

/// The selected-object analysis.
#[derive(Debug, Default)]
pub struct Writes {
    object: Option<u64>,
    type_id: Option<u32>,
    field: Option<String>,
    limit: usize,
    chosen: usize,
    copied_only: bool,
    followed: BTreeMap<u64, Followed>,
}

impl Writes {
    /// Checks the selection against the types.
    fn select(sel: &Selection, types: &Types) -> Result<Writes, Error> {
        let type_id =
            match &sel.type_name {
                Some(n) => Some(types.id_of(n).ok_or_else(|| {
                    Error::Selection(format!("class.dump has no type named `{n}`"))
                })?),
                None => None,
            };
        if let (Some(t), Some(f)) = (type_id, &sel.field) {
            if types.resolve_field(t, f).is_none() {
                return Err(Error::Selection(format!(
                    "type `{}` has no field `{f}` (give a field name or number; an element index for arrays)",
                    types.name(t)
                )));
            }
        }
        if sel.field.is_some() && type_id.is_none() && sel.object.is_none() {
            return Err(Error::Selection("--field needs --object or --type".into()));
        }
        Ok(Writes {
            object: sel.object,
            type_id,
            field: sel.field.clone(),
            limit: sel.limit,
            copied_only: sel.copied,
            ..Writes::default()
        })
    }
}

impl Writes {
    /// With `copied_only`, forgets an object of the selected type that ends uncopied.
    fn drop_uncopied(&mut self, obj: &Object) -> bool {
        if self.copied_only && obj.copies.is_empty() && self.object != Some(obj.id) {
            return self.followed.remove(&obj.id).is_some();
        }
        false
    }
}

impl Tool for Writes {
    fn new(sel: &Selection, types: &Types) -> Result<Writes, Error> {
        Writes::select(sel, types)
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if at.in_gc {
            return; // the collector's reads and writes are not the program's
        }
        if self.followed.is_empty() {
            return;
        }
        let Some(t) = at.target.filter(|t| t.at_start) else {
            return;
        };
        let Some(f) = self.followed.get_mut(&t.obj_id) else {
            return;
        };
        if f.part != Some(t.part) {
            return;
        }
        match a.kind {
            AccessKind::Write => f.writes.push(WriteRow {
                time: a.time,
                reads: 0,
                last_read: None,
            }),
            AccessKind::Read => match f.writes.last_mut() {
                Some(w) => {
                    w.reads += 1;
                    w.last_read = Some(a.time);
                }
                None => f.reads_before_first_write += 1,
            },
        }
    }

    fn event(&mut self, ev: &HeapEvent<'_>, types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) => {
                // With `copied_only`, every object of the type is followed until `limit` of
                // them have been copied (`chosen` counts those); one that dies uncopied is
                // dropped, so memory stays with the live objects.
                // `--type` picks objects allocated in the run (or window), not boot objects.
                let pick = self.object == Some(o.id)
                    || (self.type_id == Some(o.type_id) && !o.boot && self.chosen < self.limit);
                if pick {
                    if self.type_id == Some(o.type_id) && !self.copied_only {
                        self.chosen += 1;
                    }
                    let part = self
                        .field
                        .as_deref()
                        .and_then(|f| types.resolve_field(o.type_id, f));
                    self.followed.insert(
                        o.id,
                        Followed {
                            part,
                            reads_before_first_write: 0,
                            writes: Vec::new(),
                            obj: o.clone(),
                            end: None,
                        },
                    );
                }
            }
            HeapEvent::Copy { obj, .. } => {
                if let Some(f) = self.followed.get_mut(&obj.id) {
                    f.obj = obj.clone();
                    if self.copied_only
                        && obj.copies.len() == 1
                        && self.type_id == Some(obj.type_id)
                    {
                        self.chosen += 1;
                    }
                }
            }
            HeapEvent::Death {
                obj,
                time,
                cause,
                gcs_survived,
                alloc_bytes,
                ..
            } => {
                if self.drop_uncopied(obj) {
                    return;
                }
                if let Some(f) = self.followed.get_mut(&obj.id) {
                    f.obj = obj.clone();
                    f.end = Some((time, Some(cause), gcs_survived, alloc_bytes));
                }
            }
            HeapEvent::Survivor {
                obj,
                time,
                gcs_survived,
                ..
            } => {
                if self.drop_uncopied(obj) {
                    return;
                }
                if let Some(f) = self.followed.get_mut(&obj.id) {
                    f.obj = obj.clone();
                    f.end = Some((time, None, gcs_survived, 0));
                }
            }
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        if self.object.is_none() && self.type_id.is_none() {
            return Vec::new();
        }
        let mut objs = Table::new(
            AnalyzerTable::Objects,
            "Selected objects: histories",
            &[
                Col::int("object", "object"),
                Col::text("type", "type"),
                Col::int("size", "size_bytes"),
                Col::int("allocated at", "alloc_insns"),
                Col::text("site", "site"),
                Col::int("copies", "copies"),
                Col::text("copy times", "copy_times_insns"),
                Col::int("gcs survived", "gcs_survived"),
                Col::int("died at", "death_insns"),
                Col::text("cause", "cause"),
                Col::int("last use", "last_use_insns"),
                Col::int("lifetime", "lifetime_insns"),
                Col::int("lifetime to last use", "lifetime_to_last_use_insns"),
                Col::int("lifetime (bytes allocated)", "lifetime_bytes_allocated"),
            ],
        );
        let mut writes = Table::new(
            AnalyzerTable::Writes,
            "Write statistics: reads after each write, interval from the write to the last such read",
            &[
                Col::int("object", "object"),
                Col::text("type", "type"),
                Col::text("field", "field"),
                Col::int("write no.", "write_number"),
                Col::int("time", "time_insns"),
                Col::int("reads", "reads"),
                Col::int("interval", "interval_insns"),
            ],
        );
        let mut shown = 0usize;
        for (&id, f) in &self.followed {
            if self.copied_only && self.object != Some(id) {
                // Objects followed while waiting for copies: the first `limit` copied ones.
                if f.obj.copies.is_empty() || shown == self.limit {
                    continue;
                }
                shown += 1;
            }
            let o = &f.obj;
            let tname = types.name(o.type_id);
            let (died, cause, survived, bytes) = match f.end {
                Some((t, Some(c), gcs, b)) => (
                    Value::from(t),
                    Value::from(format!("{c:?}")),
                    Value::from(gcs),
                    Value::from(b - o.alloc_bytes),
                ),
                Some((_, None, gcs, _)) => (
                    Value::Null,
                    Value::from("alive at end"),
                    Value::from(gcs),
                    Value::Null,
                ),
                None => (Value::Null, Value::from("alive"), Value::Null, Value::Null),
            };
            let lifetime = match f.end {
                Some((t, Some(_), _, _)) => Value::from(t - o.alloc_time),
                _ => Value::Null,
            };
            objs.row(vec![
                id.into(),
                tname.clone().into(),
                o.size.into(),
                o.alloc_time.into(),
                o.site
                    .map_or(Value::Null, |k| Value::from(types.site_name(k))),
                o.copies.len().into(),
                o.copies
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
                    .into(),
                survived,
                died,
                cause,
                o.last_use.map_or(Value::Null, Value::from),
                lifetime,
                o.last_use
                    .map_or(Value::Null, |u| Value::from(u.saturating_sub(o.alloc_time))),
                bytes,
            ]);
            let Some(part) = f.part else { continue };
            let fname = types.part_name(o.type_id, part);
            if f.reads_before_first_write > 0 {
                writes.row(vec![
                    id.into(),
                    tname.clone().into(),
                    fname.clone().into(),
                    0.into(),
                    Value::Null,
                    f.reads_before_first_write.into(),
                    Value::Null,
                ]);
            }
            for (i, w) in f.writes.iter().enumerate() {
                writes.row(vec![
                    id.into(),
                    tname.clone().into(),
                    fname.clone().into(),
                    (i + 1).into(),
                    w.time.into(),
                    w.reads.into(),
                    w.last_read.map_or(Value::Null, |r| Value::from(r - w.time)),
                ]);
            }
        }
        if self.field.is_some() {
            vec![objs, writes]
        } else {
            vec![objs]
        }
    }
}
