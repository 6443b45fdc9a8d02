// schedule-N.xml -> schedule_table.c: the table the runtimes read (mokert_replay.h layout).
#pragma once
#include <string>

#include "mokert/schedule.hpp"

namespace mokert {

std::string schedule_table_c(const Schedule& schedule);

} // namespace mokert
