//! The analyses, one per module, each behind [`crate::tool::Tool`].

pub mod fields;
pub mod gc;
pub mod lifetimes;
pub mod objects;
pub mod rewrites;
pub mod series;
pub mod sites;
pub mod writes;
