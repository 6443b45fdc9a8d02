#include "mokert/progress.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

namespace mokert {

ProgressMode progress_mode() {
  if (const char* e = std::getenv("MOKERT_PROGRESS")) {
    if (std::strcmp(e, "off") == 0) return ProgressMode::Off;
    if (std::strcmp(e, "lines") == 0) return ProgressMode::Lines;
    if (std::strcmp(e, "tty") == 0) return ProgressMode::Terminal;
  }
  return ::isatty(STDOUT_FILENO) && ::isatty(STDERR_FILENO) ? ProgressMode::Terminal : ProgressMode::Lines;
}

Progress::Progress(std::string what)
    : what_(std::move(what)), mode_(progress_mode()), start_(std::chrono::steady_clock::now()) {
  if (mode_ == ProgressMode::Lines) {
    std::fprintf(stderr, "mokert: %s ...\n", what_.c_str());
  } else if (mode_ == ProgressMode::Terminal) {
    draw(false);
    ticker_ = std::thread([this] {
      std::unique_lock<std::mutex> lock(mutex_);
      while (!finished_) {
        wake_.wait_for(lock, std::chrono::milliseconds(250));
        if (!finished_) draw(false);
      }
    });
  }
}

Progress::~Progress() {
  if (!finished_) done("stopped");
}

double Progress::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

// Called with mutex_ held (or before the ticker exists).
void Progress::draw(bool final_line) {
  std::string text = "mokert: " + what_;
  if (!detail_.empty()) text += ": " + detail_;
  char t[32];
  std::snprintf(t, sizeof t, " (%.1f s)", elapsed());
  text += t;
  if (final_line) {
    std::fprintf(stderr, mode_ == ProgressMode::Terminal ? "\r\033[K%s\n" : "%s\n", text.c_str());
  } else {
    // One screen line: a wrapped status line could not be redrawn in place.
    if (text.size() > 100) text = text.substr(0, 97) + "...";
    std::fprintf(stderr, "\r\033[K%s", text.c_str());
  }
  std::fflush(stderr);
}

void Progress::update(const std::string& detail) {
  std::lock_guard<std::mutex> lock(mutex_);
  detail_ = detail;
}

void Progress::milestone(const std::string& detail) {
  std::lock_guard<std::mutex> lock(mutex_);
  detail_ = detail;
  if (mode_ == ProgressMode::Lines) {
    std::fprintf(stderr, "mokert: %s: %s (%.1f s)\n", what_.c_str(), detail.c_str(), elapsed());
    std::fflush(stderr);
  }
}

void Progress::done(const std::string& result) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (finished_) return;
    finished_ = true;
    if (!result.empty()) detail_ = result;
  }
  wake_.notify_all();
  if (ticker_.joinable()) ticker_.join();
  if (mode_ != ProgressMode::Off) draw(true);
}

void Progress::follow(ProcessOptions& options, LineToDetail detail_of) {
  detail_of_ = detail_of;
  options.on_output = &Progress::on_output;
  options.user = this;
}

void Progress::on_output(const std::string& chunk, void* self) {
  auto* p = static_cast<Progress*>(self);
  if (!p->detail_of_) return;
  p->partial_ += chunk;
  std::size_t nl;
  while ((nl = p->partial_.find('\n')) != std::string::npos) {
    std::string d = p->detail_of_(p->partial_.substr(0, nl));
    p->partial_.erase(0, nl + 1);
    if (!d.empty()) p->update(d);
  }
}

} // namespace mokert
