//! The file header: what run a trace comes from (`docs/trace-format.md`, "Header frame").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::dump::ObjectModel;

/// The header frame's content, stored as one JSON object.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceHeader {
    /// The format version ([`crate::FORMAT_VERSION`]); the writer fills it in.
    #[serde(default)]
    pub format_version: u32,
    /// The producing simulator and its version, e.g. `"ppcsim 0.1.0"`.
    pub simulator: String,
    /// The guest: a bundled guest name (`"jvm"`) or the ELF path as given.
    pub guest: String,
    /// The benchmark and its arguments, empty when not applicable.
    pub benchmark: String,
    /// The cache configuration in SimpleScalar flag syntax (`-cache:dl1 dl1:128:32:8:l ...`).
    pub cache_config: String,
    /// The guest VM's object model, when known when the trace starts.
    pub object_model: Option<ObjectModel>,
    /// Further key/value facts (command line, seed, collector, heap size, ...).
    #[serde(default)]
    pub extra: BTreeMap<String, String>,
}
