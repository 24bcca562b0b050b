//! The clock of exact lifetimes: one time step per allocation (docs/events.md "Exact
//! lifetimes"), each with its instruction count and the bytes allocated before it.

/// Time steps seen so far.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    /// Per step from 1: (bytes allocated before it, its instruction count).
    steps: Vec<(u64, u64)>,
    /// The current step has begun (a record of its allocation request was seen) and its
    /// NEW_* has not come yet.
    open: bool,
}

impl Clock {
    /// A clock whose first `done` steps happened before it started (a late start: they
    /// are known only as (bytes, time) at the start).
    pub fn starting_after(done: u64, bytes: u64, time: u64) -> Clock {
        Clock {
            steps: vec![(bytes, time); done as usize],
            open: false,
        }
    }

    /// Steps completed (allocations seen).
    pub fn done(&self) -> u64 {
        self.steps.len() as u64 - u64::from(self.open)
    }

    /// Whether a step has begun and its NEW_* has not come: the heap is in that step's
    /// state (between two steps it is in no step's state yet).
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The step in progress or next: its reports belong to it.
    pub fn current(&self) -> u64 {
        self.done() + 1
    }

    /// The last completed step (0 before the first allocation): the stamp of an object
    /// that loses a reference now.
    pub fn last(&self) -> u64 {
        self.done()
    }

    /// A record of the current step's allocation request: opens the step if it is not.
    pub fn touch(&mut self, bytes: u64, time: u64) {
        if !self.open {
            self.steps.push((bytes, time));
            self.open = true;
        }
    }

    /// The current step's allocation (NEW_*): the step is complete; returns its number.
    pub fn alloc(&mut self, bytes: u64, time: u64) -> u64 {
        self.touch(bytes, time);
        self.open = false;
        self.steps.len() as u64
    }

    /// (bytes allocated before, instruction count) of step `k` (1-based), if it began.
    pub fn at(&self, k: u64) -> Option<(u64, u64)> {
        k.checked_sub(1)
            .and_then(|i| self.steps.get(usize::try_from(i).ok()?))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_open_at_their_first_record_and_close_at_new() {
        let mut c = Clock::default();
        assert_eq!((c.current(), c.last()), (1, 0));
        c.touch(0, 5); // a ROOT_ADD of step 1
        c.touch(0, 7); // another: same step
        assert_eq!(c.current(), 1);
        assert_eq!(c.alloc(0, 9), 1);
        assert_eq!(c.at(1), Some((0, 5)));
        assert_eq!(c.alloc(16, 20), 2); // a step with no reports
        assert_eq!(c.at(2), Some((16, 20)));
        assert_eq!((c.current(), c.last()), (3, 2));
        assert_eq!(c.at(3), None);
        let late = Clock::starting_after(4, 64, 100);
        assert_eq!((late.current(), late.at(4)), (5, Some((64, 100))));
    }
}
