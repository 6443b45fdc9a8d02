// A main for a program that has none: a Modex script extracts functions of a file whose main (if
// any) lives elsewhere, and its init starts them (`run p_user(1)`) or they are active proctypes.
// The replay runs the real code, so it makes the main the script's harness stands for.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <vector>


namespace mokert {

struct Counterexample;  // mokert/counterexample.hpp (not included: its SourceRange is not clang's)

struct HarnessMain {
  // The script processes' assignments before any C step (`c_code { now.limit = 10; }`,
  // `count = 0`), in order, in C. Those to the init's own variables (a loop counter) are not
  // here: the arguments they give are numbers already.
  struct Setup {
    std::string target;              // the variable assigned (`dev` for `dev.users = 1`)
    std::string c;                   // the C statement
    std::vector<std::string> names;  // the names it reads and writes
  };
  std::vector<Setup> setup;
  // Values of the variables the script's processes set to numbers (`i = 0`, `i = (i+1)`): an
  // argument `run p_worker(i)` is given as the value i had there.
  std::map<std::string, long long> known;
  struct Start {
    std::string function;           // the C function the process runs
    std::vector<std::string> args;  // C text of each argument; none for an active proctype
    bool active = false;            // an active proctype: its parameters get 0, as in SPIN
  };
  std::vector<Start> starts;        // in the model's creation order
  std::vector<std::string> names;   // the globals the arguments name
  std::string why_not;              // set: no main can stand for this harness, and why
};

// The harness of a counterexample: what the script's processes did before the first C step, and
// the processes of C functions the script (not the C) started.
// `init_locals`: the values the init's own variables start with (`byte i = 0;`), which its
// steps do not show (init_locals() reads them from model.pml).
HarnessMain harness_main(const Counterexample& cex, const std::map<std::string, long long>& init_locals = {});

// The integer variables the model's `init` declares and their initial values (0 unless given).
std::map<std::string, long long> init_locals(const std::string& model_text);

// The main's C text, appended to a copy of the file that defines every started function.
// `params` gives the number of parameters of each function (for active proctypes).
std::string harness_main_text(const HarnessMain& h, const std::vector<bool>& returns_value,
                              const std::vector<unsigned>& params);

} // namespace mokert
