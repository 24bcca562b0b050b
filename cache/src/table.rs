//! [`Table`]: an owned, fixed-length array that is only ever reached through one raw
//! pointer, so that copies of that pointer stay valid while the owner is used.
//!
//! A level's line words and its per-set memory of the line touched last live in tables:
//! the hierarchy keeps copies of their pointers next to its inline shortcut
//! ([`crate::hierarchy`]), which then reads a set's entry (and sets a dirty bit) without
//! going through the level. With a `Box<[T]>` those copies would be invalidated by every
//! `&mut` borrow of the box; here every access, the level's own included, goes through
//! the same raw pointer (the level's slices are short-lived reborrows of it), as with an
//! arena handing out pointers.

use std::fmt;
use std::ptr::NonNull;

/// A heap array of `len` values of `T`, owned like a `Box<[T]>`.
pub(crate) struct Table<T: Copy> {
    ptr: NonNull<T>,
    len: usize,
}

// SAFETY: a `Table` owns its allocation exclusively, like `Box<[T]>`: sending it sends the
// values, and shared access only reads them.
unsafe impl<T: Copy + Send> Send for Table<T> {}
// SAFETY: as above; `&Table` gives only shared (read) access.
unsafe impl<T: Copy + Sync> Sync for Table<T> {}

impl<T: Copy> Table<T> {
    /// `len` copies of `value`.
    pub(crate) fn new(len: usize, value: T) -> Self {
        Self::from_vec(vec![value; len])
    }

    fn from_vec(v: Vec<T>) -> Self {
        let len = v.len();
        let raw = Box::into_raw(v.into_boxed_slice()).cast::<T>();
        Table {
            // A box's pointer is never null (a dangling, aligned one when empty).
            ptr: NonNull::new(raw).expect("Box::into_raw is never null"),
            len,
        }
    }

    /// The pointer every access goes through (valid for `len` values while the table
    /// lives; it does not move when the table does).
    #[inline(always)]
    pub(crate) fn ptr(&self) -> *mut T {
        self.ptr.as_ptr()
    }

    /// The values, borrowed.
    #[inline(always)]
    pub(crate) fn as_slice(&self) -> &[T] {
        // SAFETY: `ptr` owns `len` initialised values; the borrow of `self` keeps every
        // `&mut self` access away while the slice lives.
        unsafe { std::slice::from_raw_parts(self.ptr(), self.len) }
    }

    /// The values, mutably borrowed.
    #[inline(always)]
    pub(crate) fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as `as_slice`, with the exclusive borrow of `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr(), self.len) }
    }
}

impl<T: Copy> Drop for Table<T> {
    fn drop(&mut self) {
        let slice = std::ptr::slice_from_raw_parts_mut(self.ptr(), self.len);
        // SAFETY: `ptr` and `len` came from `Box::into_raw` of a boxed slice of `len`
        // values, dropped once here.
        drop(unsafe { Box::from_raw(slice) });
    }
}

impl<T: Copy> Clone for Table<T> {
    fn clone(&self) -> Self {
        Self::from_vec(self.as_slice().to_vec())
    }
}

impl<T: Copy + fmt::Debug> fmt::Debug for Table<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_slice().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owns_clones_and_keeps_its_pointer() {
        let mut t = Table::new(4, 7u32);
        let p = t.ptr();
        t.as_mut_slice()[2] = 9;
        // SAFETY: `p` is the table's pointer, 4 values long, and no slice is live.
        unsafe { p.add(1).write(5) };
        assert_eq!(t.as_slice(), &[7, 5, 9, 7]);
        let moved = t;
        assert_eq!(moved.ptr(), p, "moving the table does not move the values");
        let c = moved.clone();
        assert_ne!(c.ptr(), p);
        assert_eq!(c.as_slice(), moved.as_slice());
        assert!(Table::<u64>::new(0, 0).as_slice().is_empty());
    }
}
