// Mapper + instrumenter for one counterexample: schedule-N.xml, schedule_table.c, instrumented sources.
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "src/harness_main.hpp"
#include "src/instrumenter.hpp"
#include "mokert/error.hpp"
#include "mokert/files.hpp"
#include "mokert/folders.hpp"
#include "mokert/replay.hpp"
#include "src/schedule_table.hpp"
#include "src/script_property.hpp"

namespace fs = std::filesystem;

namespace mokert {

namespace {

// A file that C files include rather than compile (the program's own headers the map names).
bool is_header(const fs::path& f) {
  const std::string ext = f.extension().string();
  return ext == ".h" || ext == ".hh" || ext == ".hpp" || ext == ".hxx" || ext == ".inc" || ext == ".def";
}

} // namespace

fs::path replay_dir(const ReplayRequest& r) { return r.work_dir / ("replay-" + std::to_string(r.number)); }

InstrumentResult instrument_counterexample(const ReplayRequest& request) {
  // Absolute, because the instrumented sources are compiled from other folders.
  ReplayRequest r = request;
  r.work_dir = fs::absolute(request.work_dir);
  fs::path cex_file = r.work_dir / ("cex-" + std::to_string(r.number) + ".xml");
  fs::path map_file = r.work_dir / "model.map.xml";
  if (!fs::exists(cex_file))
    throw InputError(cex_file.string() + ": no such counterexample; run `mokert verify " + r.work_dir.string() +
                     "` first, or pick N from verification.xml");
  require_writable_folder(r.work_dir);
  Counterexample cex = read_counterexample(cex_file);
  // Nothing to force on the real code: replaying it would "reach the last step" at once and
  // call the counterexample a false alarm.
  if (cex.steps.empty())
    throw InputError(cex_file.string() + ": the counterexample has no steps, so there is nothing to replay; "
                     "write it again with `mokert verify " + r.work_dir.string() + "`");
  if (cex.violation_step > cex.steps.size())
    throw InputError(cex_file.string() + ": violation-step " + std::to_string(cex.violation_step) +
                     " is past the last of its " + std::to_string(cex.steps.size()) +
                     " steps; write it again with `mokert verify " + r.work_dir.string() + "`");
  LineMap map = fs::exists(map_file) ? read_linemap(map_file) : LineMap{};

  InstrumentResult out;
  out.schedule = make_schedule(cex, map, r.cycle_repeats);
  // A script's property may test C expressions SPIN prints by name only: pan.c has their text.
  // model.pml tells a rule's own assertion from a runtime macro's.
  // model.pml and pan.c, read once: the property may be made twice (after a made main).
  const std::string model_text = fs::exists(r.work_dir / "model.pml") ? read_file(r.work_dir / "model.pml") : "";
  const std::map<std::string, long long> own_locals = init_locals(model_text);
  std::vector<std::string> model_lines;
  {
    std::istringstream in(model_text);
    for (std::string l; std::getline(in, l);) model_lines.push_back(l);
  }
  std::optional<std::map<std::string, std::string>> c_code_texts;
  auto property = [&](bool setup_by_main) {
    if (!c_code_texts)
      c_code_texts = fs::exists(r.work_dir / "pan.c") ? pan_c_code_texts(read_file(r.work_dir / "pan.c"))
                                                       : std::map<std::string, std::string>{};
    return script_property(cex, *c_code_texts, model_lines.empty() ? nullptr : &model_lines, setup_by_main,
                           own_locals);
  };
  if (out.schedule.property) out.schedule.property = property(false);
  out.schedule_file = r.work_dir / ("schedule-" + std::to_string(r.number) + ".xml");
  write_schedule(out.schedule, out.schedule_file);
  // The replay runs the schedule the file holds (what report and a later replay read), checked
  // by its reader, not a copy in memory that could differ from it.
  out.schedule = read_schedule(out.schedule_file);

  // The program's sources: given, or every C file the map names. The headers the map names (the
  // program's own, whose functions the model expanded) are instrumented in the parse of each C
  // file that includes them: a header is no translation unit of its own.
  std::vector<fs::path> sources, headers;
  for (const auto& f : r.sources) (is_header(f) ? headers : sources).push_back(f);
  {
    std::set<std::string> seen;
    std::vector<fs::path> named;
    for (const auto& e : map.entries)
      if (!e.c.file.empty() && seen.insert(e.c.file).second) named.push_back(e.c.file);
    for (const auto& p : out.schedule.probes)
      if (seen.insert(p.file).second) named.push_back(p.file);
    for (const auto& f : named) {
      if (is_header(f)) headers.push_back(f);
      else if (r.sources.empty()) sources.push_back(f);
    }
  }
  if (!r.driver.empty()) sources.push_back(r.driver);
  std::error_code ec;
  std::set<fs::path> canon;
  for (auto& s : sources) {
    s = fs::absolute(s);
    if (!fs::exists(s)) throw InputError(s.string() + ": program source not found; check the script's %F lines");
    canon.insert(fs::weakly_canonical(s, ec));
  }
  // Where each header's copy goes: beside the C files' copies, its own name (numbered on a clash).
  fs::path dir = replay_dir(r);
  fs::path src_dir = dir / "src";
  std::set<std::string> names;
  for (const auto& s : sources) {
    std::string name = s.filename().string();
    for (int k = 1; !names.insert(name).second; ++k) name = std::to_string(k) + "_" + s.filename().string();
  }
  std::map<fs::path, fs::path> header_copies;
  for (const auto& h : headers) {
    fs::path original = fs::weakly_canonical(fs::absolute(h), ec);
    if (!fs::exists(original)) throw InputError(h.string() + ": the program's header is not found (the model's map names it); run `mokert "
                       "extract` again on the sources as they are now");
    if (!canon.insert(original).second) continue;
    std::string name = original.filename().string();
    for (int k = 1; !names.insert(name).second; ++k) name = std::to_string(k) + "_" + original.filename().string();
    header_copies[original] = src_dir / name;
  }

  // Every switch point must be in a source we instrument: else the replay could never switch there.
  for (const auto& p : out.schedule.probes)
    if (!canon.count(fs::weakly_canonical(p.file, ec)))
      throw InputError(located(p.file, p.line, "the counterexample switches threads here, but this file is not "
                                               "among the program's sources given to replay (" +
                                               std::to_string(sources.size()) + " file(s)); add it with %F or --source"));

  fs::create_directories(src_dir);
  // Statements whose value a script abstracted into a choice the model makes: the real program gets
  // the model's value there (SV-COMP's __VERIFIER_nondet_* calls get theirs from the runtime).
  // The kernel runtimes have no forced data.
  std::vector<ForcePoint> forces;
  if (r.target == "user")
    for (const auto& e : map.entries)
      // A condition wait's choice (woken, timed out, spurious) is taken by the runtime's call itself.
      if (!e.nondet.empty() && e.kind != StmtKind::Condition && e.c_text.find("__VERIFIER_nondet_") == std::string::npos &&
          e.nondet != "mokert_timedout" && e.nondet != "mokert_spurious" && e.nondet != kRuleWaitEnd)
        forces.push_back(ForcePoint{e.c.file, e.c.line, e.c.col, e.nondet});
  // Processes of the model whose function the program may not start as a thread (a script's
  // own init runs it, or a wrapper calls it): bound when a thread enters the function.
  std::set<std::string> entry_functions;
  if (r.target == "user")
    for (const auto& t : out.schedule.threads)
      if (t.function != "main" && !t.function.empty()) entry_functions.insert(t.function);
  names.clear();
  bool has_main = false;
  unsigned main_instances = 0;
  for (const auto& t : out.schedule.threads) main_instances += t.function == "main";
  std::vector<int> placed;
  std::map<fs::path, std::string> header_texts;
  for (const auto& s : sources) {
    std::string name = s.filename().string();
    for (int k = 1; !names.insert(name).second; ++k) name = std::to_string(k) + "_" + s.filename().string();
    InstrumentedFiles files =
        instrument_file_and_headers(s, out.schedule.probes, r.compile_flags, placed, forces, header_copies,
                                    entry_functions);
    has_main = has_main || files.defines_main;
    // The model runs main in more than one process (Modex's -xeN, -aN main): the runtime starts
    // the other instances as threads that call main (docs/replay.md, "Test driver").
    if (files.defines_main && main_instances > 1 && r.target == "user")
      files.text += std::string("\n#line 1 \"mokert-main-instances.c\"\n") +
                    "/* mokert: another instance of main, as the model runs it (argc 1, as there) */\n"
                    "void *mokert_main_instance(void *mokert_arg) {\n  (void)mokert_arg;\n" +
                    (files.main_params >= 2 ? "  static char *mokert_argv[] = {\"program\", 0};\n  main(1, mokert_argv);\n"
                                            : "  main();\n") +
                    "  return 0;\n}\n";
    fs::path copy = src_dir / name;
    write_file_atomic(copy, files.text);
    out.sources.push_back(copy);
    // Two C files that include one header must make the same copy of it (one file for both).
    for (auto& [original, text] : files.headers) {
      auto [it, fresh] = header_texts.emplace(original, text);
      if (!fresh && it->second != text)
        throw InputError(original.string() + ": the C files that include this header instrument it differently "
                         "(different macros before the #include?); the replay needs one copy of it");
    }
  }
  for (const auto& [original, copy] : header_copies) {
    auto it = header_texts.find(original);
    if (it == header_texts.end()) continue;  // no C file of the program includes it
    write_file_atomic(copy, it->second);
    out.headers.push_back(copy);
  }
  // A script over functions of a file with no main (a Modex harness): the replay runs the real
  // code, so a main made from the harness goes into the first copy that defines what it starts.
  if (!has_main && r.target == "user") {
    HarnessMain harness = harness_main(cex, own_locals);
    std::string missing = harness.why_not;
    bool appended = false;
    for (size_t i = 0; i < sources.size() && !appended && harness.why_not.empty(); ++i) {
      std::string text = read_file(out.sources[i]);
      if (append_harness_main(sources[i], r.compile_flags, harness, text, missing)) {
        write_file_atomic(out.sources[i], text);
        appended = true;
      }
    }
    out.main_made = appended;
    out.main_why_not = appended ? "" : missing;
    // The main does the script's setup: a property after it is testable again.
    if (appended && out.schedule.property) {
      out.schedule.property = property(true);
      write_schedule(out.schedule, out.schedule_file);
      out.schedule = read_schedule(out.schedule_file);
    }
  }
  // The script's property reads the program's globals: its check goes into the first copy that
  // has them all. A name no source has is state the model keeps and the program does not.
  // (The kernel runtimes do not test it: their verdict says so.)
  if (auto& prop = out.schedule.property; prop && !prop->c_expr.empty() && r.target == "user") {
    bool appended = false;
    std::string missing;
    for (size_t i = 0; i < sources.size() && !appended; ++i) {
      std::string text = read_file(out.sources[i]);
      if (append_property_check(sources[i], r.compile_flags, *prop, text, missing)) {
        write_file_atomic(out.sources[i], text);
        appended = true;
      }
    }
    if (!appended) {
      prop->why = "`" + missing + "` is no global of the program (it is the model's own state)";
      prop->c_expr.clear();
      write_schedule(out.schedule, out.schedule_file);
      out.schedule = read_schedule(out.schedule_file);
    }
  }
  std::set<int> done(placed.begin(), placed.end());
  for (const auto& p : out.schedule.probes)
    if (!done.count(p.id))
      throw InputError(located(p.file, p.line, "probe " + std::to_string(p.id) + " could not be placed"));
  out.probes_placed = static_cast<unsigned>(done.size());
  out.table_c = dir / "schedule_table.c";
  write_file_atomic(out.table_c, schedule_table_c(out.schedule));
  return out;
}

} // namespace mokert
