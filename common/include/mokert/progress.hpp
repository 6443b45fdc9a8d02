// Progress of a long step (SPIN search, pan compile, kernel build, VM boot, a replay) on stderr:
// on a terminal one status line redrawn in place with the elapsed time; otherwise (CI logs,
// pipes) one quiet line when the step starts and one when it ends.
#pragma once
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "mokert/process.hpp"

namespace mokert {

enum class ProgressMode { Off, Lines, Terminal };

// Terminal when stdout and stderr are terminals, else Lines; MOKERT_PROGRESS=off|lines|tty overrides.
ProgressMode progress_mode();

class Progress {
public:
  explicit Progress(std::string what);
  ~Progress();  // a step that did not call done() ends as "stopped"
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void update(const std::string& detail);     // where the step is now (a state count): terminal only
  void milestone(const std::string& detail);  // a phase worth a line in a log too (kernel booted)
  void done(const std::string& result = "");

  // Feeds a child's output to the progress: each complete line goes through `detail_of`, and a
  // non-empty answer becomes the detail. Sets options.on_output and options.user.
  using LineToDetail = std::string (*)(const std::string& line);
  void follow(ProcessOptions& options, LineToDetail detail_of);

private:
  static void on_output(const std::string& chunk, void* self);
  void draw(bool final_line);
  double elapsed() const;

  std::string what_, detail_, partial_;
  LineToDetail detail_of_ = nullptr;
  ProgressMode mode_;
  bool finished_ = false;
  std::chrono::steady_clock::time_point start_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread ticker_;  // terminal only: redraws the elapsed time
};

} // namespace mokert
