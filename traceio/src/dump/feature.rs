//! `feature.dump`: objects that exist before tracing starts.

use std::fmt::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{arity, check_complete, dec, hex, salvage, Lines, Salvaged, Text};
use crate::Error;

/// One pre-existing object, in the form of a NEW_* event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewObject {
    /// Object address.
    pub addr: u32,
    /// Type id (class.dump).
    pub type_id: u32,
    /// Size in bytes including the header.
    pub size: u32,
    /// Array length, `None` for scalars.
    pub length: Option<u32>,
}

/// A parsed `feature.dump`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeatureDump {
    /// Objects in address order.
    pub objects: Vec<NewObject>,
}

impl FeatureDump {
    /// Maps and parses a file.
    pub fn open(path: impl AsRef<Path>) -> Result<FeatureDump, Error> {
        let path = path.as_ref();
        let text = Text::open(path)?;
        let text = text.as_str(path)?;
        check_complete(text, path)?;
        Self::parse(text, path)
    }

    /// Reads a damaged file as far as it can be trusted (`--lenient`): the longest prefix
    /// of whole lines that parses, and what was dropped. Fails only when the file cannot
    /// be read at all (e.g. it is missing).
    pub fn salvage(path: impl AsRef<Path>) -> Result<Salvaged<FeatureDump>, Error> {
        salvage(path.as_ref(), Self::parse)
    }

    /// Parses the text of a feature.dump; `path` names it in errors.
    pub fn parse(text: &str, path: &Path) -> Result<FeatureDump, Error> {
        let mut lines = Lines::new(text, path, "feature.dump")?;
        let mut objects: Vec<NewObject> = Vec::with_capacity(text.len() / 32);
        while let Some((n, f)) = lines.next() {
            match f[0] {
                "new" => {
                    arity(&lines, n, &f, 5)?;
                    let o = NewObject {
                        addr: hex(&lines, n, "address", f[1])?,
                        type_id: dec(&lines, n, "type id", f[2])?,
                        size: dec(&lines, n, "size", f[3])?,
                        length: if f[4] == "-" {
                            None
                        } else {
                            Some(dec(&lines, n, "array length", f[4])?)
                        },
                    };
                    if objects.last().is_some_and(|p| p.addr >= o.addr) {
                        return Err(lines.err(n, "objects are not in increasing address order"));
                    }
                    objects.push(o);
                }
                k if k.starts_with("x-") => {}
                k => return Err(lines.err(n, format!("unknown record kind {k:?}"))),
            }
        }
        Ok(FeatureDump { objects })
    }

    /// The text form (what the guest VM writes).
    pub fn to_text(&self) -> String {
        let mut s = String::from("# feature.dump 1\n");
        for o in &self.objects {
            let _ = write!(s, "new\t{:#x}\t{}\t{}\t", o.addr, o.type_id, o.size);
            match o.length {
                Some(l) => {
                    let _ = writeln!(s, "{l}");
                }
                None => s.push_str("-\n"),
            }
        }
        s
    }
}
