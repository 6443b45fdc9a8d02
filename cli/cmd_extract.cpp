// `mokert extract SCRIPT.prx|FILE.c -o DIR [-p DB_DIR] [--strict] [-- FLAGS]`
#include <filesystem>
#include <iostream>

#include "commands.hpp"
#include "mokert/error.hpp"
#include "mokert/extractor.hpp"
#include "mokert/script.hpp"

namespace mokert::cli {

namespace {
const char* kUsage =
    "usage: mokert extract SCRIPT.prx|FILE.c -o DIR [-p DB_DIR] [--strict] [-- COMPILER FLAGS]\n";
}

int cmd_extract(const Args& args) {
  std::string input;
  ExtractOptions options;
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
    } else if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return kExitOk;
    } else if (!a.empty() && a[0] == '-') {
      throw InputError("extract: unknown option '" + a + "'\n" + kUsage);
    } else if (input.empty()) {
      input = a;
    } else {
      throw InputError("extract: more than one input ('" + input + "' and '" + a + "')\n" + kUsage);
    }
  }
  if (input.empty()) throw InputError(std::string("extract: no script or C file given\n") + kUsage);
  if (options.out_dir.empty()) throw InputError(std::string("extract: no output folder (-o DIR)\n") + kUsage);
  std::filesystem::path in(input);
  Script script = in.extension() == ".c" ? default_script(in) : read_script(in);
  ExtractResult r = extract(script, options);
  for (const auto& n : r.notes) std::cerr << "mokert extract: note: " << n << "\n";
  std::cout << "wrote " << r.pml.string() << " and " << r.map_file.string() << ": " << r.map.entries.size()
            << " Promela lines from C, " << r.c_code_statements << " C statements as c_code/c_expr\n";
  return kExitOk;
}

} // namespace mokert::cli
