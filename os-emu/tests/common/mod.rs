//! A plain reference AddressSpace for tests: a map from page number to bytes.
// Each test crate uses a different subset of these helpers.
#![allow(dead_code)]

use std::collections::HashMap;

use isa_ppc::bus::{AccessKind, MemFault};
use os_emu::space::{AddressSpace, Prot};

#[derive(Default)]
pub struct MockMem {
    pub pages: HashMap<u32, (Prot, Vec<u8>)>,
}

impl MockMem {
    fn access(
        &mut self,
        addr: u32,
        len: usize,
        need: Prot,
        kind: AccessKind,
    ) -> Result<Vec<(u32, usize, usize)>, MemFault> {
        let mut out = Vec::new();
        let mut done = 0;
        while done < len {
            let a = addr.wrapping_add(done as u32);
            let (prot, _) = self.pages.get(&(a >> 12)).ok_or(MemFault {
                addr: a,
                kind,
                unmapped: true,
            })?;
            if !prot.contains(need) {
                return Err(MemFault {
                    addr: a,
                    kind,
                    unmapped: false,
                });
            }
            let off = (a & 0xfff) as usize;
            let n = (4096 - off).min(len - done);
            out.push((a >> 12, off, n));
            done += n;
        }
        Ok(out)
    }
}

impl AddressSpace for MockMem {
    fn map(&mut self, addr: u32, len: u64, prot: Prot) {
        for p in (u64::from(addr) >> 12)..((u64::from(addr) + len) >> 12) {
            self.pages.insert(p as u32, (prot, vec![0; 4096]));
        }
    }
    fn unmap(&mut self, addr: u32, len: u64) {
        for p in (u64::from(addr) >> 12)..((u64::from(addr) + len) >> 12) {
            self.pages.remove(&(p as u32));
        }
    }
    fn protect(&mut self, addr: u32, len: u64, prot: Prot) {
        for p in (u64::from(addr) >> 12)..((u64::from(addr) + len) >> 12) {
            if let Some(e) = self.pages.get_mut(&(p as u32)) {
                e.0 = prot;
            }
        }
    }
    fn read(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault> {
        self.peek_as(addr, buf, Prot::READ)
    }
    fn write(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.poke_as(addr, data, Prot::WRITE)
    }
    fn poke(&mut self, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.poke_as(addr, data, Prot::empty())
    }
    fn peek(&mut self, addr: u32, buf: &mut [u8]) -> Result<(), MemFault> {
        self.peek_as(addr, buf, Prot::empty())
    }
}

impl MockMem {
    fn peek_as(&mut self, addr: u32, buf: &mut [u8], need: Prot) -> Result<(), MemFault> {
        let mut done = 0;
        for (p, off, n) in self.access(addr, buf.len(), need, AccessKind::Read)? {
            buf[done..done + n].copy_from_slice(&self.pages[&p].1[off..off + n]);
            done += n;
        }
        Ok(())
    }
    fn poke_as(&mut self, addr: u32, data: &[u8], need: Prot) -> Result<(), MemFault> {
        let mut done = 0;
        for (p, off, n) in self.access(addr, data.len(), need, AccessKind::Write)? {
            self.pages.get_mut(&p).unwrap().1[off..off + n].copy_from_slice(&data[done..done + n]);
            done += n;
        }
        Ok(())
    }
    pub fn u32(&mut self, a: u32) -> u32 {
        let mut b = [0; 4];
        self.peek(a, &mut b).unwrap();
        u32::from_be_bytes(b)
    }
    pub fn cstr(&mut self, a: u32) -> String {
        let mut s = Vec::new();
        let mut at = a;
        loop {
            let mut b = [0; 1];
            self.peek(at, &mut b).unwrap();
            if b[0] == 0 {
                return String::from_utf8(s).unwrap();
            }
            s.push(b[0]);
            at += 1;
        }
    }
}
