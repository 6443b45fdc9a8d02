#include "mokert/process.hpp"

#include <boost/process.hpp>
#include <boost/process/extend.hpp>

#include <csignal>
#include <fstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "mokert/error.hpp"
#include "mokert/files.hpp"

namespace bp = boost::process;
namespace fs = std::filesystem;

namespace mokert {

fs::path find_program(const std::string& program) {
  if (program.find('/') != std::string::npos)
    return fs::exists(program) ? fs::path(program) : fs::path();
  auto found = bp::search_path(program);
  return found.empty() ? fs::path() : fs::path(found.string());
}

namespace {

// Reads what the child appended to its output file since the last call.
std::string read_new(std::ifstream& in) {
  std::string chunk;
  char buf[4096];
  in.clear();
  while (in.read(buf, sizeof buf) || in.gcount() > 0) chunk.append(buf, static_cast<size_t>(in.gcount()));
  in.clear();
  return chunk;
}

} // namespace

ProcessResult run_process(const std::string& program, const std::vector<std::string>& args,
                          const ProcessOptions& options) {
  // A relative path such as "./pan" names a file in the child's folder, not ours.
  const bool in_cwd = program.find('/') != std::string::npos && fs::path(program).is_relative() &&
                      !options.cwd.empty();
  // Absolute, because the child starts in cwd: a relative cwd would otherwise be applied twice.
  fs::path exe = find_program(in_cwd ? fs::absolute(options.cwd / program).string() : program);
  if (exe.empty())
    throw ToolError("cannot find '" + program + "' on PATH; run scripts/bootstrap to install it");

  // Output goes to a file so that a chatty child can never block on a full pipe.
  char out_tmpl[] = "/tmp/mokert-out-XXXXXX";
  int out_fd = ::mkstemp(out_tmpl);
  if (out_fd < 0) throw ToolError("cannot create a temporary file in /tmp");
  ::close(out_fd);
  fs::path out_path = out_tmpl;
  fs::path in_path = "/dev/null";
  if (options.stdin_text) {
    in_path = out_path;
    in_path += ".in";
    write_file_atomic(in_path, *options.stdin_text);
  }

  bp::environment env = boost::this_process::environment();
  for (const auto& [k, v] : options.env) env[k] = v;

  ProcessResult result;
  auto start = std::chrono::steady_clock::now();
  std::error_code ec;
  {
    bp::child child(bp::exe = exe.string(), bp::args = args, env,
                    bp::start_dir = options.cwd.empty() ? fs::current_path().string() : fs::absolute(options.cwd).string(),
                    (bp::std_out & bp::std_err) > out_path.string(), bp::std_in < in_path.string(),
                    // Own process group, so that a timeout ends the child's children too.
                    bp::extend::on_exec_setup = [](auto&) { ::setpgid(0, 0); }, ec);
    if (ec) {
      fs::remove(out_path, ec);
      throw ToolError("cannot start '" + exe.string() + "': " + ec.message());
    }
    std::ifstream out_stream(out_path, std::ios::binary);
    const auto deadline = start + options.deadline;
    std::error_code run_ec;
    while (child.running(run_ec)) {
      if (options.on_output) {
        std::string chunk = read_new(out_stream);
        if (!chunk.empty()) options.on_output(chunk, options.user);
      }
      if (std::chrono::steady_clock::now() >= deadline) {
        result.timed_out = true;
        ::kill(-child.id(), SIGKILL);
        ::kill(child.id(), SIGKILL);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    child.wait(run_ec);
    // A timed-out child's group may hold stragglers that escaped setpgid's group: kill again.
    if (result.timed_out) ::kill(-child.id(), SIGKILL);
    int status = child.native_exit_code();
    if (!result.timed_out) {
      if (WIFSIGNALED(status)) {
        result.signalled = true;
        result.signal = WTERMSIG(status);
      } else {
        result.exit_code = WEXITSTATUS(status);
      }
    }
    if (options.on_output) {
      std::string chunk = read_new(out_stream);
      if (!chunk.empty()) options.on_output(chunk, options.user);
    }
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.out = read_file(out_path);
  fs::remove(out_path, ec);
  if (options.stdin_text) fs::remove(in_path, ec);
  return result;
}

} // namespace mokert
