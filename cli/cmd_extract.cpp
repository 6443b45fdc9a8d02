// `mokert extract SCRIPT.prx|FILE.c -o DIR [-p DB_DIR] [--strict] [--nondet LO..HI] [MODEX FLAGS] [-- FLAGS]`
#include <filesystem>
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "mokert/checker.hpp"
#include "exit_codes.hpp"
#include "mokert/error.hpp"
#include "mokert/extractor.hpp"
#include "mokert/script.hpp"

namespace mokert::cli {

namespace {
const char* kUsage =
    "usage: mokert extract SCRIPT.prx|FILE.c... -o DIR [-p DB_DIR] [--strict] [--nondet LO..HI] [-- COMPILER FLAGS]\n"
    "  with FILE.c, Modex's flags select and steer (docs/extractor.md): -x, -xe[N], -a[N] f, -e[N] f,\n"
    "  -E f, -n f, -i f, -p f, -L table, -N n, -D/-U/-I, -Q \"flags\", -O \"pan cc flags\", -R \"pan flags\",\n"
    "  -T sed, -run (verify after extracting), -E (no invalid end states), -A (no assertions),\n"
    "  --no-spurious (condition waits end only when signalled; a script says %spurious 0)\n";
} // namespace

// "LO..HI" (also "LO:HI") for --nondet.
std::pair<long, long> nondet_range(const std::string& v) {
  size_t sep = v.find("..");
  size_t len = 2;
  if (sep == std::string::npos) sep = v.find(':'), len = 1;
  try {
    if (sep != std::string::npos) {
      size_t a = 0, b = 0;
      long lo = std::stol(v.substr(0, sep), &a), hi = std::stol(v.substr(sep + len), &b);
      if (a == sep && b == v.size() - sep - len && lo <= hi && hi - lo <= 255) return {lo, hi};
    }
  } catch (const std::exception&) {
  }
  throw InputError("--nondet needs LO..HI with LO <= HI and at most 256 values (e.g. --nondet 0..3), not '" + v + "'");
}

int cmd_extract(const Args& all_args) {
  ModexCommand modex;
  Args args = take_modex_flags(all_args, modex);
  std::string input;
  std::vector<std::filesystem::path> c_files;  // a program of several C files: read as one
  ExtractOptions options;
  std::optional<std::pair<long, long>> nondet;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--") {
      options.compile_flags.assign(args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    }
    if ((a == "-o" || a == "-p") && i + 1 < args.size()) {
      (a == "-o" ? options.out_dir : options.compile_db) = args[++i];
    } else if (a == "--strict") {
      options.strict = true;
    } else if (a == "--nondet" && i + 1 < args.size()) {
      nondet = nondet_range(args[++i]);
    } else if (a == "-h" || a == "--help") {
      std::cout << kUsage << exit_code_help();
      return kExitOk;
    } else if (!a.empty() && a[0] == '-') {
      throw InputError("extract: unknown option '" + a + "'\n" + kUsage);
    } else if (input.empty()) {
      input = a;
      c_files.emplace_back(a);
    } else if (std::filesystem::path(a).extension() == ".prx" || std::filesystem::path(input).extension() == ".prx") {
      throw InputError("extract: more than one input ('" + input + "' and '" + a + "'); give one script, or the "
                       "program's C files\n" + kUsage);
    } else {
      c_files.emplace_back(a);
    }
  }
  if (input.empty()) throw InputError(std::string("extract: no script or C file given\n") + kUsage);
  if (options.out_dir.empty()) throw InputError(std::string("extract: no output folder (-o DIR)\n") + kUsage);
  std::filesystem::path in(input);
  const bool c_input = in.extension() != ".prx";
  const bool selection_given = !modex.selections.empty() || !modex.tables.empty() || !modex.lines.empty();
  if (!c_input && (selection_given || nondet))
    throw InputError("extract: Modex's selection flags and --nondet go with a C file; a .prx says the same with "
                     "%X, %L, %O, %Q, %R and %nondet lines (-run, -E and -A may follow a .prx)");
  Script script = c_input ? command_line_script(c_files, modex, nondet) : read_script(in);
  if (!c_input)  // verify's -E / -A on top of the script's %G, as Modex's verify script adds them
    script.search.insert(script.search.end(), modex.search.begin(), modex.search.end());
  ExtractResult r = extract(script, options);
  for (const auto& n : r.notes) std::cerr << "mokert extract: note: " << n << "\n";
  std::cout << "wrote " << r.pml.string() << " and " << r.map_file.string() << ": " << r.map.entries.size()
            << " Promela lines from C, " << r.c_code_statements << " C statements as c_code/c_expr\n";
  if (!modex.run) return kExitOk;

  // Modex's -run: compile and run the verifier at once, with the flags' search settings.
  VerifyOptions vo;
  vo.dir = options.out_dir;
  vo.search = script.search;
  vo.cc_flags = script.pan_cc_flags;
  vo.run_flags = script.pan_run_flags;
  vo.log = &std::cerr;
  VerifyReport rep = verify(vo);
  const VerificationResult& vr = rep.result;
  std::cout << "verify: " << to_string(vr.outcome) << ", " << vr.errors << " error(s), " << vr.states_stored
            << " states" << (vr.complete ? "" : " (incomplete: " + vr.incomplete_reason + ")") << "\n";
  for (const auto& c : rep.counterexamples)
    std::cout << "cex-" << c.number << ".xml: " << to_string(c.outcome) << (c.message.empty() ? "" : ": " + c.message)
              << " (mokert trace " << options.out_dir.string() << " " << c.number << ")\n";
  if (!rep.counterexamples.empty()) return kExitBug;
  return vr.complete ? kExitOk : kExitTool;
}

} // namespace mokert::cli
