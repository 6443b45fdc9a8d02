// The script's property of a counterexample, as a check on the real program's globals.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "mokert/counterexample.hpp"
#include "mokert/schedule.hpp"

namespace mokert {

// When the counterexample's assertion fails in no C statement (a %P/%A process of the script,
// or the never claim of an `ltl`), the property: the violating process's tests after the last C
// step and the assertion, in C. Nothing when the violation is the code's own.
// SPIN prints a c_expr inside an expression as `{c_codeN}`: `c_code_texts` (from pan.c) gives
// each one's text.
// `model_lines` (model.pml), when given, tells a rule's own `assert` from one of a runtime macro
// the rule calls (`deref(e)` of the heap model: a memory check, which sanitizers and KASAN make
// on the code).
// `setup_by_main`: the replay made the program's main from the script's harness (harness_main.hpp),
// which does the script processes' assignments before the first C step. `init_locals`: the init's
// own variables (a loop counter): its tests and updates of them alone read no C state.
std::optional<ScheduleProperty> script_property(const Counterexample& cex,
                                                const std::map<std::string, std::string>& c_code_texts = {},
                                                const std::vector<std::string>* model_lines = nullptr,
                                                bool setup_by_main = false,
                                                const std::map<std::string, long long>& init_locals = {});

// Steps of a script's process as SPIN prints them (`(run p_f(1))`, `((x==1))`, `assert((x==3))`),
// shared by the property and the main made from a harness (harness_main.hpp):
// whether `s` is one parenthesized expression (`(a) && (b)` is not);
bool one_parenthesized(const std::string& s);
// the `=` of an assignment (not ==, <=, >=, !=), or npos;
size_t promela_assignment_at(const std::string& s);
// a step that neither tests nor changes C state (skip, else, a run, a wait for _nr_pr, a print);
bool neutral_script_step(const std::string& s);
// the expression a guard or an assertion tests, or empty when the step is no test.
std::string tested_expression(const std::string& s);

// pan.c's table of embedded C (`{ "c_code12", " now.x == 4 " },`): name -> text.
std::map<std::string, std::string> pan_c_code_texts(const std::string& pan_c);

// A Promela expression (as SPIN prints it; `now.x` and c_expr text included) in C over
// globals: true/false become 1/0, `now.` goes. Returns false, with `why`, for what has no C
// counterpart (channels, `_pid`, remote references, the conditional `->` `:`). `names` gets
// every identifier read, for the instrumenter to check that the program has each as a global.
bool promela_expression_to_c(const std::string& expr, std::string& c, std::vector<std::string>& names,
                             std::string& why);

} // namespace mokert
