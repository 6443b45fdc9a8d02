// `mokert`: thin glue that parses the subcommand and calls the stage libraries.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <string_view>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "mokert/error.hpp"
#include "mokert/process.hpp"

namespace {

struct Command {
  const char* name;
  int (*run)(const mokert::cli::Args&);
  const char* help;
};

const Command kCommands[] = {
    {"run", mokert::cli::cmd_run, "SCRIPT.prx|FILE.c   extract, verify, replay each counterexample"},
    {"extract", mokert::cli::cmd_extract, "SCRIPT.prx|FILE.c -o DIR [-p DB] [-- FLAGS]  C -> model.pml + model.map.xml"},
    {"verify", mokert::cli::cmd_verify, "DIR                 run SPIN on DIR/model.pml"},
    {"trace", mokert::cli::cmd_trace, "DIR [N]             counterexample N as C, one column per thread"},
    {"instrument", mokert::cli::cmd_instrument, "DIR [N]             probe-instrumented C sources for counterexample N"},
    {"replay", mokert::cli::cmd_replay, "DIR [N] --target T  replay counterexample N on the real code"},
    {"report", mokert::cli::cmd_report, "DIR                 report.html, report.sarif, report.json"},
};

void usage(std::ostream& out) {
  out << "usage: mokert COMMAND [ARGS]\n\ncommands:\n";
  for (const auto& c : kCommands) out << "  " << c.name << " " << c.help << "\n";
  out << "\n'mokert COMMAND --help' explains a command.\n" << mokert::cli::exit_code_help();
}

} // namespace

int main(int argc, char** argv) {
  // Ctrl-C, kill or a closed terminal end every child too (pan, cc, the replayed program, qemu):
  // they run in process groups of their own, which the terminal's signal does not reach.
  mokert::end_children_on_signal();
  if (argc < 2) {
    usage(std::cerr);
    return mokert::kExitUsage;
  }
  std::string_view name = argv[1];
  if (name == "-h" || name == "--help" || name == "help") {
    usage(std::cout);
    return mokert::kExitOk;
  }
  mokert::cli::Args args(argv + 2, argv + argc);
  for (const auto& c : kCommands) {
    if (name != c.name) continue;
    try {
      return c.run(args);
    } catch (const mokert::InputError& e) {
      std::cerr << "mokert " << name << ": error: " << mokert::printable_message(e.what()) << "\n";
      return mokert::kExitUsage;
    } catch (const mokert::ToolError& e) {
      std::cerr << "mokert " << name << ": tool failure: " << mokert::printable_message(e.what()) << "\n";
      return mokert::kExitTool;
    } catch (const std::filesystem::filesystem_error& e) {
      // A path the system refuses (read-only work folder, a name too long, no permission):
      // the user's to fix, not ours.
      std::cerr << "mokert " << name << ": error: ";
      if (!e.path1().empty()) std::cerr << mokert::printable_excerpt(e.path1().string(), 200) << ": ";
      std::cerr << e.code().message()
                << "; check that the path exists, is not too long, and that you may read it (and write a work folder)\n";
      return mokert::kExitUsage;
    } catch (const std::exception& e) {
      std::cerr << "mokert " << name << ": internal error: " << mokert::printable_message(e.what()) << "\n";
      return mokert::kExitTool;
    }
  }
  std::cerr << "mokert: unknown command '" << name << "'\n\n";
  usage(std::cerr);
  return mokert::kExitUsage;
}
