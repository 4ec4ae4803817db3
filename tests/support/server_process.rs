//! A `pelikaappi serve` process on 127.0.0.1 and a free port, stopped when dropped: the
//! server on real sockets, shared by the gate's and the web page's tests.
#![allow(dead_code, reason = "each test binary uses the helpers it needs")]

use std::{
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
};

pub const BIN: &str = env!("CARGO_BIN_EXE_pelikaappi");

/// A `pelikaappi serve` process, stopped when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the server with `args` (and `prefix`, a command it runs under, such as prlimit).
pub fn serve(prefix: &[&str], args: &[&str]) -> Server {
    let (program, first) = match prefix.split_first() {
        Some((p, rest)) => (*p, rest.to_vec()),
        None => (BIN, Vec::new()),
    };
    let mut command = Command::new(program);
    command.args(first);
    if !prefix.is_empty() {
        command.arg(BIN);
    }
    let mut child = command
        .args(["serve", "--port", "0", "--bind", "127.0.0.1", "--memory"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut line)
        .expect("the server says where it listens");
    let port = line
        .trim()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("a port in {line:?}"));
    Server { child, port }
}
