// Hand-written counterexamples for the replay tests: a step is (pid, C line, col, kind).
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"

namespace mokert::test {

struct Step {
  int pid;
  unsigned line, col;
  StmtKind kind = StmtKind::Assign;
  std::string text = "";
  bool env = false;
  std::string promela = "";  // the Promela statement text (e.g. "t1 = run worker()")
};

inline Counterexample make_cex(const std::filesystem::path& file,
                               const std::vector<std::pair<int, std::string>>& threads,
                               const std::vector<Step>& steps,
                               PropertyOutcome outcome = PropertyOutcome::AssertionViolated) {
  Counterexample cex;
  cex.number = 1;
  cex.outcome = outcome;
  cex.message = "assertion violated";
  cex.threads.push_back({0, ":init:", "", true});
  for (const auto& [pid, fn] : threads) cex.threads.push_back({pid, fn, fn, false});
  unsigned index = 0;
  int last_pid = -1;
  for (const auto& s : steps) {
    CexStep st;
    st.index = ++index;
    st.pid = s.pid;
    st.pml_file = "model.pml";
    st.pml_line = 100 + index * 2;  // Promela lines advance with every step
    st.environment = s.env;
    st.statement = s.promela;
    st.switch_before = last_pid >= 0 && last_pid != s.pid;
    last_pid = s.pid;
    if (!s.env) {
      MapEntry e;
      e.pml_line = st.pml_line;
      for (const auto& [pid, fn] : threads)
        if (pid == s.pid) e.function = e.proctype = st.proctype = fn;
      e.c.file = file.string();
      e.c.line = e.c.end_line = s.line;
      e.c.col = s.col;
      e.c.end_col = s.col + 1;
      e.kind = s.kind;
      e.c_text = s.text;
      st.c = e;
    } else {
      st.proctype = ":init:";
    }
    cex.steps.push_back(st);
  }
  cex.violation_step = index;
  return cex;
}

} // namespace mokert::test
