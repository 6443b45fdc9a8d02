// mokert verify: spin -a, cc, pan (grown until the search fits), trails -> cex-N.xml.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <ostream>
#include <regex>
#include <sstream>

#include "mokert/checker.hpp"
#include "mokert/error.hpp"
#include "mokert/numbers.hpp"
#include "mokert/files.hpp"
#include "mokert/folders.hpp"
#include "mokert/pan_output.hpp"
#include "mokert/pan_source.hpp"
#include "mokert/process.hpp"
#include "mokert/progress.hpp"
#include "mokert/text.hpp"
#include "replay_internal.hpp"
#include "settings.hpp"

namespace fs = std::filesystem;

namespace mokert {
namespace detail {

std::string tail(const std::string& out, size_t lines) {
  size_t pos = out.size();
  for (size_t n = 0; pos > 0 && n <= lines; --pos)
    if (out[pos - 1] == '\n') ++n;
  return out.substr(pos);
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

// pan's periodic "Depth= D States= S Transitions= T ..." line as a progress detail.
std::string pan_progress_line(const std::string& line) {
  static const std::regex re(R"(Depth=\s*(\d+)\s+States=\s*(\S+))");
  std::smatch m;
  if (!std::regex_search(line, m, re)) return "";
  return m[2].str() + " states, depth " + m[1].str();
}

ProcessOptions in_dir(const VerifyOptions& o) {
  ProcessOptions p;
  p.cwd = o.dir;
  p.deadline = std::chrono::milliseconds(static_cast<long long>(o.timeout_s * 1000));
  return p;
}

std::string signal_text(int sig) {
  const char* name = sigabbrev_np(sig);
  const char* desc = strsignal(sig);
  return std::to_string(sig) + (name ? std::string(" (SIG") + name + (desc ? std::string(", ") + desc : "") + ")" : "");
}

// " (from FILE:LINE `C text`)" for a model line that came from C, else "".
std::string c_origin(const VerifyOptions& o, unsigned pml_line) {
  try {
    const LineMap map = load_map(o.dir);
    if (const MapEntry* e = map.find(pml_line))
      return ", which comes from " + e->c.file + ":" + std::to_string(e->c.line) + " `" + printable_excerpt(e->c_text, 120) +
             "` (function " + e->function + ")";
  } catch (const InputError&) {
    // A damaged map only costs the C side of the explanation.
  }
  return "";
}

// pan's transition table (pan.m) names each move: "case 5: // STATE 3 - model.pml:6 - [{c_code2}] ...".
bool pan_move_line(const fs::path& dir, unsigned move, std::string& file, unsigned& line, std::string& text) {
  std::string pm;
  try {
    pm = read_file(dir / "pan.m");
  } catch (const InputError&) {
    return false;
  }
  const std::string key = "\tcase " + std::to_string(move) + ": // STATE ";
  size_t at = pm.find(key);
  if (at == std::string::npos) return false;
  static const std::regex re(R"(^\d+ - (\S+):(\d+) - \[(.*)\])");
  const size_t eol = pm.find('\n', at);
  const std::string rest = pm.substr(at + key.size(), eol == std::string::npos ? std::string::npos : eol - at - key.size());
  std::smatch m;
  if (!std::regex_search(rest, m, re)) return false;
  file = m[1];
  line = parse_unsigned(m[2].str()).value_or(0);
  text = m[3];
  return line != 0;
}

// The deepest bracket nesting in model.pml and its line: SPIN's parser recurses once per level.
unsigned deepest_nesting(const fs::path& model, unsigned& at_line) {
  std::string text;
  try {
    text = read_file(model);
  } catch (const InputError&) {
    return 0;
  }
  unsigned depth = 0, deepest = 0, line = 1;
  at_line = 0;
  for (char c : text) {
    if (c == '\n') ++line;
    if (c == '(' || c == '[' || c == '{') {
      if (++depth > deepest) deepest = depth, at_line = line;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

// A child killed by a signal, explained: for pan, the move it was executing (printed by the
// handler checker/runtime/pan_signal.c adds to pan.c), its model line and C statement; for spin,
// the most deeply nested model line. Located causes are the model's (exit 2); others are ours (3).
[[noreturn]] void signal_failure(const ProcessResult& r, const std::string& what, const VerifyOptions& o) {
  const std::string head = what + " was killed by signal " + signal_text(r.signal);
  static const std::regex pan_re(R"(mokert-pan-signal: signal \d+ depth (\d+) pid (\d+) move (\d+))");
  std::smatch m;
  if (std::regex_search(r.out, m, pan_re)) {
    std::string file, text;
    unsigned line = 0;
    const unsigned move = parse_unsigned(m[3].str()).value_or(0);
    if (pan_move_line(o.dir, move, file, line, text)) {
      std::string where = file + ":" + std::to_string(line);
      // The last step pan -r printed before it died, when it is a replay.
      const TrailReplay replayed = parse_pan_replay(r.out, {});
      const std::string after = replayed.steps.empty()
                                    ? ""
                                    : " after trail step " + std::to_string(replayed.steps.back().number) + " (" +
                                          replayed.steps.back().file + ":" + std::to_string(replayed.steps.back().line) + ")";
      // C's assert() in embedded C (a script's `c_code { assert(...) }`) aborts pan: no trail, no
      // counterexample, although it is the property failing.
      static const std::regex c_assert_re(R"(Assertion `([^\n]*)' failed)");
      std::smatch a;
      if (r.signal == SIGABRT && std::regex_search(r.out, a, c_assert_re)) {
        const std::string cond = printable_excerpt(a[1].str(), 120);
        throw InputError(located((o.dir / file).string(), line,
                                 "C's assert(" + cond + ") failed inside embedded C (process " + m[2].str() +
                                     ", depth " + m[1].str() + ")" + after +
                                     (file == "model.pml" ? c_origin(o, line) : "") +
                                     ": C's assert aborts pan, which then writes no counterexample. Write the check "
                                     "as a Promela assertion, `assert(c_expr { " + cond +
                                     " })`, or in Promela over the model's variables, so SPIN reports it with a trail"));
      }
      throw InputError(located((o.dir / file).string(), line,
                               head + " while executing `" + printable_excerpt(text, 120) + "` (process " +
                                   m[2].str() + ", depth " + m[1].str() + ")" + after +
                                   (file == "model.pml" ? c_origin(o, line) : "") +
                                   ".\nThe embedded C crashed (an uninitialised or dangling pointer, a call through a "
                                   "function pointer the model never sets, a deep recursion): map that statement to "
                                   "Promela with a lookup rule (or hide or skip it) in the translation script, or give "
                                   "the C it uses values in the model (%C, %P)"));
    }
  }
  if (what.rfind("spin", 0) == 0) {
    unsigned line = 0;
    const unsigned deepest = deepest_nesting(o.dir / "model.pml", line);
    if (deepest > 200)
      throw InputError(located((o.dir / "model.pml").string(), line,
                               head + ": brackets are nested " + std::to_string(deepest) +
                                   " deep here, deeper than SPIN's parser can go" + c_origin(o, line) +
                                   ".\nSplit the expression (in the C, or in the script's %P where the line comes "
                                   "from there)"));
  }
  throw ToolError(head + ":\n" + tail(r.out, 20));
}

void check_finished(const ProcessResult& r, const std::string& what, const VerifyOptions& o) {
  if (r.timed_out)
    throw ToolError(what + " did not finish within " + std::to_string(static_cast<int>(o.timeout_s)) +
                    " s (--timeout)");
  if (r.signalled) signal_failure(r, what, o);
}

std::string one_line(const std::string& s, size_t most = 160) {
  return s.size() > most ? s.substr(0, most) + "..." : s;
}

// spin -a's first "spin: model.pml:N, Error: TEXT": N and TEXT (N = 0 when there is none).
std::pair<unsigned, std::string> spin_error(const std::string& out) {
  const std::string marker = "spin: model.pml:";
  for (size_t at = out.find(marker); at != std::string::npos; at = out.find(marker, at + 1)) {
    const size_t digits = at + marker.size();
    const size_t comma = out.find(", Error: ", digits);
    if (comma == std::string::npos || comma == digits) continue;
    auto n = parse_unsigned(out.substr(digits, comma - digits));
    if (!n) continue;
    const size_t text = comma + 9;
    return {*n, out.substr(text, out.find('\n', text) - text)};
  }
  return {0, {}};
}

// "undeclared variable: f" for a function the script extracts as an inline (%X -i f) and calls
// from %P: SPIN needs an inline defined before its use, and the extracted ones follow %P.
std::string later_inline_hint(const fs::path& model, unsigned line, const std::string& text) {
  const std::string marker = "undeclared variable: ";
  if (text.rfind(marker, 0) != 0) return "";
  std::string name = text.substr(marker.size());
  name = name.substr(0, name.find_first_of(" \t"));
  std::ifstream in(model);
  std::string l;
  for (unsigned n = 1; std::getline(in, l); ++n)
    if (n > line && l.rfind("inline " + name + "(", 0) == 0)
      return ": " + name + " is an inline the model defines after %P (line " + std::to_string(n) +
             "); write `#include \"_modex_" + name + ".pml\"` in %P before this line (Modex's file of it), "
             "or make the call in %A";
  return "";
}

// "wrong number of parameters" for `run p_f(1)` in the script: the proctype's own parameters.
// A thread function's `void *arg` is no Promela type, so p_f has no parameter for it (Modex makes
// such parameters locals too) and the script cannot pass it with run.
std::string run_arity_hint(const fs::path& model, const std::string& line_text, const std::string& text) {
  if (text.find("wrong number of parameters") == std::string::npos) return "";
  static const std::regex run(R"(\brun\s+([A-Za-z_][A-Za-z0-9_]*)\s*\()");
  std::smatch m;
  if (!std::regex_search(line_text, m, run)) return "";
  const std::string name = m[1].str();
  const std::regex decl("^\\s*(active\\s*(\\[[^\\]]*\\])?\\s*)?proctype\\s+" + name + "\\s*\\(([^)]*)\\)");
  std::ifstream in(model);
  std::string l;
  for (unsigned n = 1; std::getline(in, l); ++n) {
    std::smatch d;
    if (!std::regex_search(l, d, decl)) continue;
    const std::string params = trim(d[3].str());
    std::string hint = ".\n" + name + " is declared at " + model.filename().string() + ":" + std::to_string(n) +
                       (params.empty() ? " with no parameters" : " with the parameters (" + params + ")");
    if (name.rfind("p_", 0) == 0 && params.empty())
      hint += ".\nA parameter of " + name.substr(2) +
              " that is no Promela type (a thread's `void *arg`) is a local of the proctype, as in Modex: "
              "run cannot pass it. Extract the code that starts the threads (%X -a main with %X -p " +
              name.substr(2) + ") so that its pthread_create passes the argument, or set a global the function reads";
    return hint;
  }
  return "";
}

// The model line SPIN rejects was written by a rule of the user's (a `keep` of a call that is
// no Promela, a right-hand side with a typo): that rule is the input to fix.
void user_rule_rejected(const VerifyOptions& o, unsigned line, const std::string& at, const std::string& text) {
  LineMap map;
  try {
    map = load_map(o.dir);
  } catch (const InputError&) {
    return;  // no map: the plain report follows
  }
  const MapEntry* e = map.find(line);
  if (!e || !written_by_user_rule(*e)) return;
  std::string rule = e->rule;
  if (rule.rfind("pattern ", 0) == 0) rule = rule.substr(8);
  // The map names the rule's file as the script names it; the script's own path reads better.
  if (!o.script.empty() && rule.rfind(o.script.filename().string() + ":", 0) == 0)
    rule = o.script.string() + rule.substr(o.script.filename().string().size());
  throw InputError(rule + ": SPIN rejects what this rule writes for " + e->c.file + ":" + std::to_string(e->c.line) +
                   " `" + printable_excerpt(e->c_text, 120) + "` (" + at + "): " + one_line(text) +
                   "; the right-hand side must be Promela (`keep` copies the C unconverted, which is Promela "
                   "only for calls such as printf): write the Promela it stands for, or `hide`, `skip` or "
                   "`C_code` it");
}

// SPIN rejected the model: a line copied from the user's script (or a parser stack spent on
// one expression) is an input error naming the script line; anything else is ours.
[[noreturn]] void spin_rejected(const VerifyOptions& o, const fs::path& model, const ProcessResult& spin) {
  const auto [line, text] = spin_error(spin.out);
  std::string origin, origin_text;
  if (line != 0) {
    std::ifstream in(model);
    std::string l;
    for (unsigned n = 1; n <= line && std::getline(in, l); ++n) {}
    const std::string wanted = trim(l);
    if (!o.script.empty() && !wanted.empty()) {
      std::ifstream sin(o.script);
      std::string sl;
      for (unsigned k = 1; std::getline(sin, sl); ++k)
        if (trim(sl) == wanted) {
          origin = o.script.string() + ":" + std::to_string(k);
          origin_text = wanted;
          break;
        }
    }
  }
  const std::string at = model.string() + ":" + std::to_string(line);
  if (line != 0 && text.find("memory exhausted") != std::string::npos)
    throw InputError((origin.empty() ? at : origin + " (" + at + ")") +
                     ": an expression nests too deeply for SPIN's parser (spin: memory exhausted); "
                     "write it as several shorter ones, with intermediate variables");
  if (!origin.empty())
    throw InputError(origin + ": SPIN rejects this line of the script, copied into " + at + ": " +
                     one_line(text) + "; fix it in the script" + later_inline_hint(model, line, text) +
                     run_arity_hint(model, origin_text, text));
  if (line != 0) user_rule_rejected(o, line, at, text);
  // `%X -a main` alone for a program whose main starts threads: the default rule starts p_worker,
  // which the script does not extract (Modex fails the same way). The script is what to fix.
  static const std::regex kNoProctype(R"(^proctype (p_([A-Za-z_][A-Za-z0-9_]*)) not found)");
  std::smatch nm;
  if (std::regex_search(text, nm, kNoProctype))
    throw InputError((o.script.empty() ? at : o.script.string()) + ": the model starts proctype " + nm[1].str() +
                     " (" + at + ": a pthread_create of " + nm[2].str() + ", or a `run` the script writes), but the " +
                     "script does not extract " + nm[2].str() + ": add `%X -p " + nm[2].str() + "` (or leave out every " +
                     "%X line: then main and the threads it starts are extracted)");
  throw ToolError("spin rejected " + model.string() + " (spin -a exit code " + std::to_string(spin.exit_code) +
                  "):\n" + tail(spin.out, 20));
}

void generate_and_compile(const VerifyOptions& o, Settings& s, VerificationResult& res) {
  const fs::path model = o.dir / "model.pml";
  // A pan.c or pan left by an earlier run must never pass for this one.
  fs::remove(o.dir / "pan.c");
  fs::remove(o.dir / "pan");
  Progress spin_progress("spin -a: generating pan.c");
  auto spin = run_process("spin", {"-a", "model.pml"}, in_dir(o));
  spin_progress.done(spin.exit_code == 0 ? "done" : "failed");
  check_finished(spin, "spin -a", o);
  // spin -a reports syntax errors as "spin: model.pml:3, Error: ..." and exits non-zero.
  if (spin.exit_code != 0 || spin.out.find(", Error:") != std::string::npos ||
      !fs::exists(o.dir / "pan.c"))
    spin_rejected(o, model, spin);
  res.pan_flags = "spin -a model.pml";
  {
    const std::string pan_m = read_file(o.dir / "pan.m");
    const std::string fixed = pan_m_with_c_expr_depth_fixed(pan_m);
    if (fixed != pan_m) write_file_atomic(o.dir / "pan.m", fixed);
    // A claim may name a process's locals (p[1]:x), so their steps stay as visible as spin -a
    // made them: embedded C is only ever marked global then.
    const std::string pan_t = read_file(o.dir / "pan.t");
    EmbeddedCMarks marks = mark_embedded_c(pan_t, read_file(o.dir / "pan.c"), fixed,
                                           own_arrays(read_file(o.dir / "pan.h")), !s.has_claim);
    if (marks.pan_t != pan_t) write_file_atomic(o.dir / "pan.t", marks.pan_t);
    if (!marks.unplaced.empty()) {
      s.por_unsafe = true;
      s.por_unsafe_example = "c_code {" + marks.unplaced + "}";
    }
  }
  // A signal handler that names the move pan dies in (checker/runtime/pan_signal.c).
  const fs::path handler = source_root() / "checker" / "runtime" / "pan_signal.c";
  {
    std::ofstream pan_c(o.dir / "pan.c", std::ios::app);
    pan_c << "\n/* mokert: " << handler.string() << " */\n" << read_file(handler);
    if (!pan_c) throw InputError((o.dir / "pan.c").string() + ": cannot append to pan.c; is the work folder writable?");
  }
  auto args = cc_args(s);
  Progress cc_progress("cc: compiling pan");
  auto cc = run_process("cc", args, in_dir(o));
  cc_progress.done(cc.exit_code == 0 ? "done" : "failed");
  check_finished(cc, "cc pan.c", o);
  res.cc_flags = join(args);
  if (cc.exit_code != 0)
    throw ToolError("cc could not compile pan.c for " + model.string() + " (cc " + res.cc_flags +
                    "):\n" + tail(cc.out, 30));
}

double peak_rss_mb() {
  rusage u{};
  ::getrusage(RUSAGE_CHILDREN, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;
}

void note(VerifyReport& rep, const VerifyOptions& o, const std::string& text) {
  rep.notes.push_back(text);
  if (o.log) *o.log << "mokert verify: " << text << "\n";
}

// model.pml.trail (one error) or model.pmlN.trail (-e), in N order.
std::vector<fs::path> find_trails(const fs::path& dir) {
  static const std::regex name(R"(model\.pml(?:_cpu\d+_)?(\d*)\.trail)");
  std::vector<std::pair<unsigned, fs::path>> found;
  for (const auto& f : fs::directory_iterator(dir)) {
    std::smatch m;
    std::string n = f.path().filename().string();
    if (std::regex_match(n, m, name)) {
      if (!m[1].length()) found.emplace_back(0, f.path());
      else if (auto k = parse_unsigned(m[1].str())) found.emplace_back(*k, f.path());
    }
  }
  std::sort(found.begin(), found.end());
  std::vector<fs::path> out;
  for (auto& f : found) out.push_back(f.second);
  return out;
}

void clean_previous(const fs::path& dir) {
  static const std::regex stale(R"((model\.pml.*\.trail|cex-\d+\.xml|verification\.xml))");
  std::vector<fs::path> old;
  for (const auto& f : fs::directory_iterator(dir)) {
    std::string n = f.path().filename().string();
    if (std::regex_match(n, stale)) old.push_back(f.path());
  }
  for (const auto& p : old) fs::remove(p);
}

} // namespace detail

using namespace detail;

VerifyReport verify(const VerifyOptions& o) {
  const fs::path model = o.dir / "model.pml";
  if (!fs::exists(model))
    throw InputError(model.string() + ": no model here; run `mokert extract ... -o " + o.dir.string() + "` first");
  require_writable_folder(o.dir);
  Settings s = make_settings(o);
  VerifyReport rep;
  for (const auto& n : s.notes) note(rep, o, n);
  VerificationResult& res = rep.result;
  res.model = model.string();
  res.property = property_name(s);
  clean_previous(o.dir);
  generate_and_compile(o, s, res);
  if (s.por_unsafe)
    note(rep, o, "partial-order reduction off (-DNOREDUCE): embedded C may touch shared data SPIN cannot "
                 "see, e.g. " + s.por_unsafe_example.substr(0, 160));

  PanOutput pan;
  std::string pan_text;
  double pan_seconds = 0;
  for (;;) {
    auto args = pan_args(s);
    res.run_flags = join(args);
    Progress pan_progress("pan: searching the state space");
    ProcessOptions pan_options = in_dir(o);
    pan_progress.follow(pan_options, pan_progress_line);
    // Line-buffered, so that pan's periodic state counts reach the progress line as they come.
    std::vector<std::string> line_buffered = {"-oL", "./pan"};
    line_buffered.insert(line_buffered.end(), args.begin(), args.end());
    auto run = run_process("stdbuf", line_buffered, pan_options);
    pan_progress.done(run.timed_out ? "timed out" : "done");
    pan_seconds += run.seconds;
    if (run.timed_out) {
      pan = parse_pan_output(run.out);
      res.complete = false;
      res.incomplete_reason = "pan did not finish within " + std::to_string(static_cast<int>(o.timeout_s)) +
                              " s (--timeout); try --bitstate or a smaller model";
      break;
    }
    check_finished(run, "pan", o);
    pan = parse_pan_output(run.out);
    pan_text = run.out;
    static const std::regex vector_re(R"(VECTORSZ[^0-9]*(\d+))");
    std::smatch m;
    if (run.out.find("VECTORSZ too small") != std::string::npos) {
      unsigned want = std::regex_search(run.out, m, vector_re) ? parse_unsigned(m[1].str(), 1u << 30).value_or(0) : 0;
      s.vectorsz = std::max({want, s.vectorsz * 2, 2048u});
      note(rep, o, "state vector larger than pan's default: recompiling with -DVECTORSZ=" + std::to_string(s.vectorsz));
      // pan wrote a trail when it stopped on the vector size: no counterexample of the model.
      clean_previous(o.dir);
      generate_and_compile(o, s, res);
      continue;
    }
    // The model's own heap (cheap.pml) ran out: a limit of the model, not an error of the
    // program (a replay of it can only fail to reproduce it). Grow the heap and search again,
    // as for the vector size, unless the script sized it; still full at the largest size the
    // block table addresses (unsigned short offsets), the search ends there: a bound, no proof.
    if (!pan.errors.empty() && run.out.find("the model's heap is full") != std::string::npos) {
      const bool user_heap = std::any_of(s.cc_extra.begin(), s.cc_extra.end(), [](const std::string& f) {
        return f.rfind("-DMOKERT_HEAP_", 0) == 0;
      });
      constexpr unsigned max_bytes = 32768, max_blocks = 1024;
      const unsigned bytes = s.heap_bytes ? s.heap_bytes : 512, blocks = s.heap_blocks ? s.heap_blocks : 16;
      if (!user_heap && (bytes < max_bytes || blocks < max_blocks)) {
        s.heap_bytes = std::min(bytes * 4, max_bytes);
        s.heap_blocks = std::min(blocks * 4, max_blocks);
        note(rep, o, "the model's heap is full: recompiling with -DMOKERT_HEAP_BYTES=" + std::to_string(s.heap_bytes) +
                         " -DMOKERT_HEAP_BLOCKS=" + std::to_string(s.heap_blocks));
        clean_previous(o.dir);
        generate_and_compile(o, s, res);
        continue;
      }
      // pan's line names the allocation: "mokert: the model's heap is full (...): `malloc(n)` (f.c:9)".
      const size_t at = run.out.find("the model's heap is full");
      const size_t tick = run.out.find('`', at), eol = run.out.find('\n', at);
      const std::string where = tick < eol ? run.out.substr(tick, eol - tick) : "";
      pan.errors.clear();
      pan.errors_total = 0;
      clean_previous(o.dir);
      res.complete = false;
      res.incomplete_reason = "the model's heap is full (" +
                              (user_heap ? std::string("the script's size")
                                         : std::to_string(bytes) + " bytes, " + std::to_string(blocks) + " blocks") +
                              ") at " + (where.empty() ? std::string("an allocation") : where) +
                              ": the search stopped there, no error before it; not a proof";
      break;
    }
    if (!pan.summary_seen && pan.errors.empty() && !pan.memlim_hit)
      throw ToolError("pan ended without a result (exit code " + std::to_string(run.exit_code) + "):\n" +
                      tail(run.out, 20));
    const bool clean = pan.errors.empty() && !pan.memlim_hit;
    // Out of memory with the depth limit reached too: the deeper levels come first. A search
    // cut at -m never reaches the checks at the program's end (the assert after the joins)
    // and fills memory with the cut prefixes; compressing those states only made it slower
    // (two loops of 1000 unlocked increments: over 400 s, then no result; -m10^6: 1 s).
    if (pan.errors.empty() && pan.depth_too_small && !s.depth_fixed && s.depth < 1'000'000) {
      s.depth *= 10;
      note(rep, o, "search depth limit reached: rerunning pan with -m" + std::to_string(s.depth));
      clean_previous(o.dir);
      continue;
    }
    // Out of memory without an error: compress the states (-DCOLLAPSE, then -DMA, which stay
    // exhaustive), then a bitstate search (never a proof), unless the user fixed the method.
    static const std::regex vbytes_re(R"(State-vector (\d+) byte)");
    if (std::regex_search(run.out, m, vbytes_re)) s.vector_bytes = parse_unsigned(m[1].str(), 1u << 30).value_or(s.vector_bytes);
    const bool user_method = s.bitstate || s.memlim_in_cc ||
                             std::any_of(s.cc_extra.begin(), s.cc_extra.end(), [](const std::string& f) {
                               return f == "-DCOLLAPSE" || f.rfind("-DMA", 0) == 0 || f.rfind("-DHC", 0) == 0;
                             });
    if (!clean && pan.errors.empty() && pan.memlim_hit && !user_method) {
      if (s.compression == 0) {
        s.compression = 1;
        note(rep, o, "pan ran out of memory (-DMEMLIM=" + std::to_string(s.memlim_mb) +
                         " MB): recompiling with state compression -DCOLLAPSE");
      } else if (s.compression == 1 && s.vector_bytes > 0) {
        s.compression = 2;
        note(rep, o, "still out of memory with -DCOLLAPSE: recompiling with the minimized-automaton store -DMA=" +
                         std::to_string(s.vector_bytes) + " (slower, exact)");
      } else if (!s.exhaustive) {
        s.compression = 0;
        s.bitstate = true;
        s.bitstate_fallback = true;
        // The bit table takes 2^w bits: at most half of the memory limit, at most SPIN's usual -w27.
        unsigned bits = 10;
        while (bits < 27 && (1ull << (bits + 1)) / 8 <= static_cast<unsigned long long>(s.memlim_mb) * 1024 * 1024 / 2) ++bits;
        s.hash_bits = bits;
        note(rep, o, "still out of memory with compression: falling back to a bitstate search (-DBITSTATE -w" +
                         std::to_string(bits) + "); its result is not a proof");
      } else {
        break;  // %G exhaustive: 1 forbids bitstate: report the memory limit
      }
      clean_previous(o.dir);
      generate_and_compile(o, s, res);
      continue;
    }
    if (clean && pan.hash_hint && !s.bitstate && s.hash_bits < 26) {
      s.hash_bits += 4;
      note(rep, o, "hash table too small for this model: rerunning pan with -w" + std::to_string(s.hash_bits));
      continue;
    }
    break;
  }
  res.errors = std::max<unsigned>(pan.errors_total, static_cast<unsigned>(pan.errors.size()));
  res.outcome = pan.errors.empty() ? PropertyOutcome::NoErrors : pan.errors.front().outcome;
  res.states_stored = pan.states_stored;
  res.states_matched = pan.states_matched;
  res.transitions = pan.transitions;
  res.depth = pan.depth;
  res.memory_mb = pan.memory_mb;
  // pan prints nonsense times when it stops early (memory bound): trust the wall clock then.
  res.seconds = pan.seconds > 0 && pan.seconds <= pan_seconds ? pan.seconds : pan_seconds;
  if (res.complete) {
    if (pan.memlim_hit) {
      res.complete = false;
      res.incomplete_reason = "pan ran out of memory (" +
                              (s.memlim_in_cc ? std::string("the script's -DMEMLIM") : "-DMEMLIM=" + std::to_string(s.memlim_mb) + " MB") +
                              "); rerun with a larger --memlim or with --bitstate. pan said: " + pan.memlim_text;
    } else if (pan.depth_too_small) {
      res.complete = false;
      res.incomplete_reason = "the search depth limit (-m" + std::to_string(s.depth) +
                              ") cut the search; rerun with a larger --depth";
    } else if (pan.bitstate || s.bitstate) {
      res.complete = false;
      res.incomplete_reason = "bitstate (supertrace) search: an approximation, states may be missed";
      if (s.bitstate_fallback) {
        // pan: "hash factor: F (best if > 100.)"; the chance a state was missed grows as F falls.
        static const std::regex factor_re(R"(hash factor: ([0-9.e+]+))");
        std::smatch fm;
        std::string factor = std::regex_search(pan_text, fm, factor_re) ? fm[1].str() : "unknown";
        res.incomplete_reason = "the state space does not fit in " + std::to_string(s.memlim_mb) +
                                " MB even compressed (-DCOLLAPSE, -DMA): bitstate search, " +
                                std::to_string(pan.states_stored) + " states visited, hash factor " + factor +
                                " (coverage is good above 100); raise --memlim for a proof";
      }
    } else if (pan.errors.empty() && pan.not_completed) {
      res.complete = false;
      res.incomplete_reason = "pan says the search was not completed";
    }
  }
  LineMap map = load_map(o.dir);
  if (res.complete && pan.errors.empty()) {
    // The extractor marks the bounds its defaults put on the C (threads created without end,
    // SV-COMP's nondeterministic values): no error within them proves nothing about the program.
    const std::vector<std::string>& bounds = map.bounds;
    if (!bounds.empty()) {
      res.complete = false;
      res.incomplete_reason = "no error within the bounds the model puts on the C program (";
      for (size_t i = 0; i < bounds.size(); ++i) res.incomplete_reason += (i ? "; " : "") + bounds[i];
      res.incomplete_reason += "): not a proof; make a bound the claim with --nondet LO..HI or "
                               "%O -DMOKERT_MAX_THREADS=N";
    }
  }
  while (!res.incomplete_reason.empty() && res.incomplete_reason.back() == '\n') res.incomplete_reason.pop_back();

  // Each trail, in pan's order, with the error pan reported for it.
  auto trails = find_trails(o.dir);
  for (size_t i = 0; i < trails.size(); ++i) {
    const unsigned number = static_cast<unsigned>(i + 1);
    // model.pmlK.trail belongs to pan:K (pan does not print every error of a -e run).
    static const std::regex num_re(R"(model\.pml(?:_cpu\d+_)?(\d+)\.trail)");
    std::smatch nm;
    const std::string tname = trails[i].filename().string();
    const unsigned pan_number = std::regex_match(tname, nm, num_re) ? parse_unsigned(nm[1].str()).value_or(1) : 1;
    const PanError* expected = nullptr;
    for (const auto& e : pan.errors)
      if (e.number == pan_number) expected = &e;
    TrailReplay replay = run_replay(o, s, trails[i]);
    std::string problem = replay_problem(replay, expected ? expected->outcome : PropertyOutcome::OtherError);
    // With -e pan goes on past an error, so a later trail can run through an earlier one, and
    // pan -r stops there: that whole prefix is a counterexample of the error it shows.
    if (!problem.empty() && trails.size() > 1 && replay.ended && replay.error.empty() && !replay.steps.empty() &&
        (replay.outcome == PropertyOutcome::AssertionViolated ||
         replay.outcome == PropertyOutcome::PreconditionFalse)) {
      expected = nullptr;
      problem.clear();
    }
    if (!problem.empty())
      throw ToolError(trails[i].string() + ": " + problem);
    if (expected) {
      replay.outcome = expected->outcome;
      if (replay.message.empty() || expected->outcome != PropertyOutcome::AssertionViolated)
        replay.message = expected->message;
    } else if (replay.outcome == PropertyOutcome::OtherError) {
      // pan wrote the trail without printing its error: the replay tells what it is.
      bool cycle = false;
      for (const auto& st : replay.steps) cycle = cycle || st.cycle_start;
      if (cycle)
        replay.outcome = s.mode == PropertyMode::NonProgress ? PropertyOutcome::NonProgressCycle
                                                            : PropertyOutcome::AcceptanceCycle;
      else
        replay.outcome = PropertyOutcome::InvalidEndState;  // the one safety error replays print nothing for
      replay.message = to_string(replay.outcome);
    }
    Counterexample cex = build_counterexample(replay, map, "model.pml", number, trails[i].filename().string());
    read_blocked_lines(cex, o.dir);
    write_counterexample(cex, o.dir / ("cex-" + std::to_string(number) + ".xml"));
    res.trails.push_back({number, trails[i], cex.outcome, cex.message});
    rep.counterexamples.push_back(std::move(cex));
  }
  if (res.errors > 0 && trails.empty())
    throw ToolError("pan reported " + std::to_string(res.errors) + " error(s) but wrote no trail in " + o.dir.string());
  write_verification(res, o.dir / "verification.xml");
  // What the commands report (and run decides on) is the file later stages read, through its reader.
  res = read_verification(o.dir / "verification.xml");
  rep.peak_rss_mb = peak_rss_mb();
  return rep;
}

} // namespace mokert
