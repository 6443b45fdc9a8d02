// A main for a program that has none: a Modex script extracts functions of a file whose main (if
// any) lives elsewhere, and its init starts them (`run p_user(1)`) or they are active proctypes.
// The replay runs the real code, so it makes the main the script's harness stands for.
#pragma once
#include <filesystem>
#include <string>
#include <vector>


namespace mokert {

struct Counterexample;  // mokert/counterexample.hpp (not included: its SourceRange is not clang's)

struct HarnessMain {
  // C statements the script's processes run before any C step (`c_code { now.limit = 10; }`,
  // `count = 0`), in order.
  std::vector<std::string> setup;
  struct Start {
    std::string function;           // the C function the process runs
    std::vector<std::string> args;  // C text of each argument; none for an active proctype
    bool active = false;            // an active proctype: its parameters get 0, as in SPIN
  };
  std::vector<Start> starts;        // in the model's creation order
  std::vector<std::string> names;   // the globals the setup and the arguments name
  std::string why_not;              // set: no main can stand for this harness, and why
};

// The harness of a counterexample: what the script's processes did before the first C step, and
// the processes of C functions the script (not the C) started.
HarnessMain harness_main(const Counterexample& cex);

// The main's C text, appended to a copy of the file that defines every started function.
// `params` gives the number of parameters of each function (for active proctypes).
std::string harness_main_text(const HarnessMain& h, const std::vector<bool>& returns_value,
                              const std::vector<unsigned>& params);

} // namespace mokert
