//! The object-level access trace (`--objects objects.bz2`, seed table 3.4): one line per
//! access to a heap object, bzip2-compressed tab-separated text:
//!
//! ```text
//! # objects 2
//! time  rw  level  tlb  copied  gc  object  type  part  ref_object  ref_type
//! ```
//!
//! `rw` is `R` or `W`; `level` `L1`, `L2` or `MEM`; `tlb` 1 for a TLB miss; `copied` the
//! times the object had been copied before the access; `gc` 1 for an access by the
//! collector (between GC_START and GC_END); `part` is `f<n>` (field number in
//! class.dump order), `e<n>` (array element), `h<n>` (header word), `len` (array length)
//! or `pad`; `ref_object`/`ref_type` name the object the word refers to, `-` if none.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use bzip2::write::BzEncoder;
use bzip2::Compression;
use tables::AnalyzerTable;
use traceio::Access;

use crate::heap::Heap;
use crate::tool::{Attribution, Col, Table, Tool};
use crate::types::{Part, Types};
use crate::{Error, Selection};

/// The analysis: a streaming writer with `--objects FILE`, nothing without.
pub struct ObjectTrace {
    file: Option<Writer>,
}

/// The streaming writer.
struct Writer {
    path: PathBuf,
    out: Option<BufWriter<BzEncoder<File>>>,
    error: Option<std::io::Error>,
    lines: u64,
}

impl Writer {
    /// Creates the file and writes the header lines.
    fn create(path: &Path) -> Result<Writer, Error> {
        let io = |source| Error::Io {
            path: path.to_path_buf(),
            source,
        };
        let f = File::create(path).map_err(io)?;
        let mut out = BufWriter::with_capacity(1 << 20, BzEncoder::new(f, Compression::new(6)));
        out.write_all(
            b"# objects 2\ntime\trw\tlevel\ttlb\tcopied\tgc\tobject\ttype\tpart\tref_object\tref_type\n",
        )
        .map_err(io)?;
        Ok(Writer {
            path: path.to_path_buf(),
            out: Some(out),
            error: None,
            lines: 0,
        })
    }

    fn line(&mut self, a: &Access, at: &Attribution, heap: &Heap) -> std::io::Result<()> {
        let (Some(t), Some(out)) = (at.target, self.out.as_mut()) else {
            return Ok(());
        };
        let (rw, level) = (a.kind.letter(), a.level.name());
        let copied = heap.object(t.slot).copies.len();
        write!(
            out,
            "{}\t{rw}\t{level}\t{}\t{copied}\t{}\t{}\t{}\t",
            a.time,
            u8::from(a.tlb_miss),
            u8::from(at.in_gc),
            t.obj_id,
            t.type_id
        )?;
        match t.part {
            Part::Field(i) => write!(out, "f{i}")?,
            Part::Element(i) => write!(out, "e{i}")?,
            Part::Header(w) => write!(out, "h{w}")?,
            Part::Length => out.write_all(b"len")?,
            Part::Padding => out.write_all(b"pad")?,
        }
        match at.referent {
            Some(r) => writeln!(out, "\t{}\t{}", r.obj_id, r.type_id)?,
            None => out.write_all(b"\t-\t-\n")?,
        }
        self.lines += 1;
        Ok(())
    }
}

impl Writer {
    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        if self.error.is_none() {
            if let Err(e) = self.line(a, at, heap) {
                self.error = Some(e);
                self.out = None;
            }
        }
    }

    fn finish(&mut self) -> Result<(), Error> {
        let io = |source| Error::Io {
            path: self.path.clone(),
            source,
        };
        if let Some(e) = self.error.take() {
            return Err(io(e));
        }
        if let Some(out) = self.out.take() {
            let enc = out.into_inner().map_err(|e| io(e.into_error()))?;
            enc.finish().map_err(io)?;
        }
        Ok(())
    }

    fn table(&self) -> Table {
        let mut t = Table::new(
            AnalyzerTable::ObjectTrace,
            "Object-level access trace written",
            &[Col::text("file", "file"), Col::int("lines", "lines")],
        );
        t.row(vec![
            self.path.display().to_string().into(),
            self.lines.into(),
        ]);
        t
    }
}

impl Tool for ObjectTrace {
    fn new(sel: &Selection, _types: &Types) -> Result<ObjectTrace, Error> {
        Ok(ObjectTrace {
            file: sel.objects.as_deref().map(Writer::create).transpose()?,
        })
    }

    #[inline(always)] // per access
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        if let Some(w) = &mut self.file {
            w.access(a, at, heap);
        }
    }

    fn finish(&mut self) -> Result<(), Error> {
        self.file.as_mut().map_or(Ok(()), Writer::finish)
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        self.file.iter().map(Writer::table).collect()
    }
}
